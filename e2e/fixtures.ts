import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page, Request, Route } from '@playwright/test';

/**
 * Waits, without asking for it, until React has hydrated the page (its first commit:
 * components/layout/framework-ready.tsx marks it `started`): for a test that has already reached
 * for an island as a visitor would (a click, a key, a focus) and must know the island's handlers
 * are in place before it uses the page's own clock. Polled from the test side: a page's own timers
 * may be fake and paused (the chatbot tests).
 */
export async function frameworkStarted(page: Page, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      if (await page.evaluate(() => document.documentElement.getAttribute('data-framework') === 'started')) return;
    } catch {
      // The document was replaced (a redirect, a form sent): look again at the new one.
    }
    if (Date.now() > end) throw new Error(`The page's scripts did not start within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The suite's `test`. Its `page` is Playwright's own: `page.goto` gives the page as it loads, with
 * the framework not started, as a visitor first finds it. A test reaches for an island as a visitor
 * does (a click, a key, a focus, a hover) and waits for what a visitor would see; only the loader's
 * own tests ask the loader to start (e2e/on-demand.spec.ts, e2e/before-start-up.spec.ts).
 */
export const test = base.extend<object, { projectName: string }>({
  /** The browser project (desktop, mobile) the worker runs, for skip conditions decided before a page opens. */
  projectName: [async ({}, use, workerInfo) => use(workerInfo.project.name), { scope: 'worker' }],
});

/**
 * The tag of a test or describe block that the phone project runs too (playwright.config.ts):
 * what the viewport can change (layout, menus, what scrolls into view, touch, axe on the phone's
 * layout). Untagged tests run once, in the desktop project: the served HTML, headers, files,
 * redirects, and flows whose logic is the same at any width.
 */
export const VIEWPORT = { tag: '@viewport' } as const;
