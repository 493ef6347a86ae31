import { defineConfig, devices } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The browser tests walk the export `npm run test:release` builds: a release, from the fixture's
 * operator facts (config/operator.fixture.json), as a host would publish it. The tests read those
 * same facts (content/operator-settings.ts, through OPERATOR_JSON, set here before the workers start), so staff
 * changing content/operator.json (a phone, an office, the "Hide sample content" switch) breaks no test.
 */
export const FIXTURE = { operatorFile: 'config/operator.fixture.json', siteUrl: 'https://www.fixture-consultancy.test' };
process.env.OPERATOR_FILE ??= FIXTURE.operatorFile;
process.env.SITE_URL ??= FIXTURE.siteUrl;
// As scripts/operator-env.mjs does for the build's own scripts (this file is loaded as CommonJS).
process.env.OPERATOR_JSON ??= JSON.stringify(JSON.parse(readFileSync(process.env.OPERATOR_FILE, 'utf8')));
const robots = existsSync('out/robots.txt') ? readFileSync('out/robots.txt', 'utf8') : '';
if (!robots.includes(`Sitemap: ${process.env.SITE_URL}/`))
  throw new Error(`out/ is not the export of ${process.env.OPERATOR_FILE} at ${process.env.SITE_URL}: build it with npm run test:release first.`);

const port = Number(process.env.E2E_PORT ?? 4173);
/** Debian's chromium (no browser download here); CHROMIUM_PATH overrides. */
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report gives each test's seconds (npm run test:timings reads it).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  timeout: 30_000,
  // The export is served with its CSP (_headers); tests that inject axe need it bypassed.
  // e2e/security.spec.ts turns the bypass off to check the policy as a visitor gets it.
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: 'off', bypassCSP: true },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    // A phone runs again only what its viewport can change (layout, menus, scrolling into view,
    // touch, the chat window's size, axe on the phone layout): the tests tagged @viewport
    // (e2e/fixtures.ts, VIEWPORT). The served HTML, headers, files and the flows' logic are checked once.
    { name: 'mobile', grep: /@viewport/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    // The export served exactly as a static host would (case-sensitive, 404.html, _headers).
    command: `node scripts/serve.mjs out ${port} --headers`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
