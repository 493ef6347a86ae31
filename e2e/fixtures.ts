import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page, Request, Route } from '@playwright/test';

/**
 * True once React has taken the page over (hydrateRoot has run, so a click is handled), or when
 * the page loads no framework at all (alias redirect pages). Pages load their framework scripts
 * after the first paint (tooling/deferred-scripts.ts), which on a busy machine can come after `load`.
 */
const frameworkStarted = () => !document.getElementById('deferred-scripts') || Object.keys(document).some((k) => k.startsWith('__reactContainer'));

/**
 * Waits for `frameworkStarted`, polling from the test side: a page's own timers may be fake and
 * paused (the chatbot tests), and a redirect may replace the document while we look.
 */
export async function waitForFramework(page: Page, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      if (await page.evaluate(frameworkStarted)) return;
    } catch {
      // The document was replaced (a redirect): look again at the new one.
    }
    if (Date.now() > end) throw new Error(`The page's scripts did not start within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The suite's `test`: `page.goto` and `page.reload` resolve once the page is interactive, as a
 * visitor's first tap would find it, unless scripts are off.
 */
export const test = base.extend<object, { projectName: string }>({
  /** The browser project (desktop, mobile) the worker runs, for skip conditions decided before a page opens. */
  projectName: [async ({}, use, workerInfo) => use(workerInfo.project.name), { scope: 'worker' }],
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (javaScriptEnabled !== false) await waitForFramework(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      if (javaScriptEnabled !== false) await waitForFramework(page);
      return response;
    };
    await use(page);
  },
});

/**
 * The tag of a test or describe block that the phone project runs too (playwright.config.ts):
 * what the viewport can change (layout, menus, what scrolls into view, touch, axe on the phone's
 * layout). Untagged tests run once, in the desktop project: the served HTML, headers, files,
 * redirects, and flows whose logic is the same at any width.
 */
export const VIEWPORT = { tag: '@viewport' } as const;
