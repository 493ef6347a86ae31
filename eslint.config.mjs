import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Next.js's own rules (core web vitals, TypeScript), with the exceptions this site needs, each with its reason. */
const config = [
  {
    ignores: [
      'out/**',
      '.content-collections/**',
      '.next*/**',
      '.wt/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      'coverage/**',
      'next-env.d.ts',
      '.bench-floor/**',
      '.wrangler/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // A disable comment that no longer silences anything is an error, so none outlives its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Static export with images.unoptimized: next/image would optimise nothing; every <img> ships a sized file with width and height.
      '@next/next/no-img-element': 'off',
      // A static export renders without the visitor's URL or browser: islands read them (query, hash, IntersectionObserver) once after hydration and set state from them.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['e2e/**'],
    rules: {
      // Playwright fixtures hand over their value with a callback named `use`, which is not React's use().
      'react-hooks/rules-of-hooks': 'off',
    },
  },
];

export default config;
