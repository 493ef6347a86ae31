import type { Page, Route } from '@playwright/test';

/**
 * Holds back every framework chunk the page asks for until `release`, as a slow connection does:
 * the page has painted, and nothing of the framework has run.
 */
export async function holdChunks(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/**/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * Navigates without waiting for the framework (the suite's `page.goto` waits for it) or for `load`
 * (which held scripts delay): resolves once the HTML has arrived and shows its heading.
 */
export async function gotoBeforeStartUp(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
}

/** The loader's record of start-up on <html data-framework> (tooling/deferred-scripts.ts). */
export const frameworkState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-framework'));
