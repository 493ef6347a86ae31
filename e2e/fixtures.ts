import { test as base, type Page } from '@playwright/test';
import { START_EVENT } from '@/lib/framework-start';

export { expect } from '@playwright/test';
export type { Locator, Page, Request, Route } from '@playwright/test';

/**
 * Asks the loader to start the framework; true once React has hydrated the page (its first commit:
 * components/layout/framework-ready.tsx marks it `started`, so a click is handled), or when the page
 * loads no framework at all (alias redirect pages).
 */
const startFramework = (event: string) => {
  // The loader acts on it after the first paint, as on a visitor's first reach.
  document.dispatchEvent(new Event(event));
  return !document.getElementById('deferred-scripts') || document.documentElement.getAttribute('data-framework') === 'started';
};

/**
 * Starts the framework as a visitor reaching for an island would (the loader's START_EVENT,
 * tooling/deferred-scripts.ts) and waits until it has, polling from the test side: a
 * page's own timers may be fake and paused (the chatbot tests), and a redirect may replace the
 * document while we look. The triggers themselves are tested in e2e/on-demand.spec.ts.
 */
export async function waitForFramework(page: Page, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      if (await page.evaluate(startFramework, START_EVENT)) return;
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
