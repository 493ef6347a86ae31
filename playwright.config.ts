import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

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
