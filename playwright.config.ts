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
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  timeout: 30_000,
  // The export is served with its CSP (_headers); tests that inject axe need it bypassed.
  // e2e/security.spec.ts turns the bypass off to check the policy as a visitor gets it.
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: 'off', bypassCSP: true },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    // The export served exactly as a static host would (case-sensitive, 404.html, _headers).
    command: `node scripts/serve.mjs out ${port} --headers`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
