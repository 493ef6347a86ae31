import { operatorJson } from './scripts/operator-env.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Exports about/index.html, which every static host serves for /about and /about/.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets helpers build side by side (NEXT_DIST_DIR=.next-x); the export still goes to out/.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The operator's facts from OPERATOR_FILE, if any (lib/operator.ts); empty: content/operator.json.
  env: { OPERATOR_JSON: operatorJson },
  // One root layout per language (app/(en), app/(editions)/[locale]): the not-found page for every
  // unknown path is app/global-not-found.tsx, exported as 404.html.
  experimental: { globalNotFound: true },
};

export default nextConfig;
