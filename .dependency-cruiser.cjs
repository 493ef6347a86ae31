/**
 * The floor plan, checked by dependency-cruiser in `npm test` (`npm run deps`).
 *
 * lib is the ground floor; content stands on it, components on both, app on all three:
 * lib ← content ← components ← app. tooling and scripts are the build's own floor beside the
 * house: they may read any of it, and nothing the site runs reads them. Type imports count
 * (tsPreCompilationDeps), because a type import is how a floor comes to depend on the one above.
 * Tests are left out of the picture: a test may reach wherever its subject stands.
 */
const FLOORS = ['lib', 'content', 'components', 'app'];
const TESTS = '\\.(test|spec)\\.(ts|tsx)$|^e2e/|^jest\\.setup\\.ts$';

/** A floor may not import any floor above it. */
const upward = FLOORS.flatMap((floor, i) =>
  FLOORS.slice(i + 1).map((above) => ({
    name: `${floor}-not-on-${above}`,
    severity: 'error',
    comment: `${floor}/ stands below ${above}/ (lib ← content ← components ← app): move what both need down to ${floor}/, or the importing code up.`,
    from: { path: `^${floor}/`, pathNot: TESTS },
    to: { path: `^${above}/` },
  })),
);

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'site-not-on-build-tools',
      severity: 'error',
      comment: 'tooling/ and scripts/ run at build time; what the site runs does not import them (declare a shared type in lib/ or content/ instead).',
      from: { path: '^(lib|content|components|app)/', pathNot: TESTS },
      to: { path: '^(tooling|scripts)/' },
    },
    {
      name: 'no-circle',
      severity: 'error',
      comment: 'A circle of imports: one of its files must stop importing the next (see the cycle dependency-cruiser prints).',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'not-to-missing',
      severity: 'error',
      comment: 'An import that resolves to no file.',
      from: { pathNot: TESTS },
      to: { couldNotResolve: true, pathNot: '^(content-collections|virtual:|bun:)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|\\.next|\\.content-collections|test-results|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
