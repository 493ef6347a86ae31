import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { operatorJson } from './scripts/operator-env.mjs';

/**
 * Whether a published edition has a translated article: a content/articles/<locale>/<slug>.md beside
 * the English <slug>.md (content/articles/index.ts, articleEditions). Only then is the editions'
 * article route, app/(editions)/[locale]/blog/[slug]/page.translation.tsx, part of the app: a static
 * export refuses a dynamic route without a page, and the editions' listing has a route of its own.
 */
function editionArticlesExist() {
  const dir = 'content/articles';
  const english = new Set(readdirSync(`${dir}/en`).filter((f) => f.endsWith('.md')));
  const operator = JSON.parse(operatorJson || readFileSync('content/operator.json', 'utf8'));
  const published = ['te', 'hi'].filter((l) => (operator.editions ?? ['te', 'hi']).includes(l));
  return published.some((l) => existsSync(`${dir}/${l}`) && readdirSync(`${dir}/${l}`).some((f) => english.has(f)));
}

/**
 * The build's day (lib/clock.ts reads it): BUILD_DATE when set, else today (UTC), passed to the
 * pages' code so the server and the browser read the same day.
 */
const buildDay = process.env.BUILD_DATE?.trim() || new Date().toISOString().slice(0, 10);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Exports about/index.html, which every static host serves for /about and /about/.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  pageExtensions: ['tsx', 'ts', ...(editionArticlesExist() ? ['translation.tsx'] : [])],
  reactStrictMode: true,
  // Lets helpers build side by side (NEXT_DIST_DIR=.next-x); the export still goes to out/.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The operator's facts from OPERATOR_FILE, if any (content/operator-settings.ts); empty: content/operator.json.
  // The build's day (lib/clock.ts).
  env: { OPERATOR_JSON: operatorJson, BUILD_DATE: buildDay },
  // One root layout per language (app/(en), app/(editions)/[locale]): the not-found page for every
  // unknown path is app/global-not-found.tsx, exported as 404.html.
  experimental: { globalNotFound: true },
  // npm test type-checks every file first (test:static: `next typegen`, then tsc over the whole
  // project, the route types and their validator included): TYPES_CHECKED=1 spares its build a second.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
};

export default nextConfig;
