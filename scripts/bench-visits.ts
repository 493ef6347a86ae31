/**
 * The visit sections of `npm run bench` (scripts/bench.ts), each a first visit on the slow-4G phone
 * (scripts/slow-phone.ts): whether a page fetches its framework before the visitor does anything,
 * how soon a calculator answers the visitor's first keystroke, and how soon a tapped link's page
 * paints. Times are read in the page (performance.timeOrigin-based), so they do not include the
 * round trips of the test driver.
 */
import type { Browser, Page } from '@playwright/test';
import { slowPhonePage } from './slow-phone';
import { ieltsTool } from '@/content/tools';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The page's clock as an epoch in ms (comparable across documents of one tab). */
const now = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

/** What a page fetched of its framework while the visitor only looked (load, then 5 s). */
export type Idle = { fcp: number; scripts: number; firstScript: number | null; started: boolean };

export async function idleVisit(browser: Browser, url: string): Promise<Idle> {
  const { context, page } = await slowPhonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await wait(5000);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/_next/static/') && e.name.endsWith('.js'))
        .map((e) => e.startTime);
      return {
        fcp,
        scripts: scripts.length,
        firstScript: scripts.length ? Math.min(...scripts) : null,
        started: document.documentElement.getAttribute('data-framework') === 'started',
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * The IELTS calculator on arrival: the visitor starts typing `readMs` after the page has loaded
 * (0: at once), enters the four scores and presses Calculate. `paceMs` 0: the four scores and
 * Calculate come in one task, at the first keystroke (a machine's pace, the worst case for
 * start-up: all of it lies between the first keystroke and the band); otherwise each field is
 * tapped, its score typed, and the visitor takes `paceMs` before the next (a person's pace).
 * Every time is the page's own (its events and frames, not the driver's round trips): ms from the
 * first keystroke (the first pointerdown, focus, key or input in the form), and from pressing
 * Calculate, to the first frame that shows the band; `left` whether the page was left instead
 * (a submit no listener handled, sent natively); null when no band was shown within 30 s.
 */
export type CalculatorRun = { fromFirstKey: number; fromCalculate: number; left: boolean } | null;

export async function calculatorVisit(browser: Browser, url: string, readMs = 0, paceMs = 0): Promise<CalculatorRun> {
  // An empty cache that keeps what the page fetches: the chunks the page prefetches at idle are there when it starts.
  const { context, page } = await slowPhonePage(browser, { caching: true });
  // tsx may wrap named functions in a __name() helper: give the page a no-op one.
  await page.addInitScript({ content: 'self.__name = (f) => f;' });
  const I = ieltsTool.form;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await wait(readMs);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const form = page.getByRole('form', { name: I.formLabel });
    await form.evaluate((el: HTMLFormElement) => {
      const w = window as unknown as { __first?: number; __calc?: number; __band?: number };
      for (const type of ['pointerdown', 'focusin', 'keydown', 'input']) el.addEventListener(type, () => (w.__first ??= performance.now()), { capture: true });
      el.addEventListener('click', (e) => (e.target as Element).closest('[type=submit]') && (w.__calc ??= performance.now()), { capture: true });
      new MutationObserver((_, o) => {
        if (!document.querySelector('dialog[open] output')?.textContent?.trim()) return;
        o.disconnect();
        // The frame that shows it: the task after the next animation frame.
        requestAnimationFrame(() => setTimeout(() => (w.__band = performance.now())));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    if (!paceMs) {
      await form.evaluate(
        (el: HTMLFormElement, values: string[]) => {
          const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          const inputs = [...el.querySelectorAll('input')];
          values.forEach((v, i) => {
            inputs[i].focus();
            inputs[i].dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
            set.call(inputs[i], v);
            inputs[i].dispatchEvent(new Event('input', { bubbles: true }));
          });
          el.querySelector<HTMLButtonElement>('[type=submit]')!.click();
        },
        ['7', '6', '6', '6'],
      );
    } else {
      for (const [label, value] of [
        [I.skills.listening, '7'],
        [I.skills.reading, '6'],
        [I.skills.speaking, '6'],
        [I.skills.writing, '6'],
      ]) {
        await form.getByLabel(label).tap();
        await page.keyboard.type(value);
        await wait(paceMs);
      }
      await form.getByRole('button', { name: I.submit }).tap();
    }
    const end = Date.now() + 30_000;
    while (Date.now() < end) {
      const r = await page
        .evaluate(() => {
          const w = window as unknown as { __first?: number; __calc?: number; __band?: number };
          return { origin: performance.timeOrigin, __first: w.__first, __calc: w.__calc, __band: w.__band };
        })
        .catch(() => null);
      if (r && r.origin !== origin) return { fromFirstKey: NaN, fromCalculate: NaN, left: true };
      if (r?.__band !== undefined) return { fromFirstKey: r.__band - r.__first!, fromCalculate: r.__band - r.__calc!, left: false };
      await wait(50);
    }
    return null;
  } finally {
    await context.close();
  }
}

/**
 * A tap on a link of `from` (the first same-origin link in its main content), after the page has
 * loaded and settled and the visitor's finger has rested on the link for 2 s (a hover, which is
 * when Speculation Rules' moderate eagerness starts its work): ms from the tap to the next page's
 * first contentful paint (for a prerendered page, its activation, as web-vitals counts it; for a
 * client-side navigation, the first frame that shows the new page's heading). `prerendered` says
 * whether the page shown had been prerendered, `prefetched` whether its HTML came from the
 * Speculation Rules' prefetch. Chrome never prerenders while a DevTools client is attached
 * (PrerenderingDisabledByDevTools, whatever the throttling), and this driver is one: here the
 * prefetch is what the tap finds.
 */
export type Tap = { ms: number | null; to: string; prerendered: boolean; prefetched: boolean };

export async function tapVisit(browser: Browser, from: string): Promise<Tap> {
  // The first page arrives with an empty cache; the next finds what it left there (the
  // stylesheet, the fonts), as on a phone.
  const { context, page } = await slowPhonePage(browser, { caching: true });
  // tsx may wrap named functions in a __name() helper: give the page a no-op one.
  await page.addInitScript({ content: 'self.__name = (f) => f;' });
  try {
    await page.goto(from, { waitUntil: 'load', timeout: 120_000 });
    await wait(4000);
    const link = page.locator('main a[href^="/"]:not([href*="#"]):visible').first();
    const to = (await link.getAttribute('href'))!;
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await wait(2000);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    // A client-side navigation keeps the document: note the first frame that shows another heading.
    await page.evaluate((old) => {
      const w = window as unknown as { __soft?: number };
      const look = () => {
        const h = document.querySelector('h1')?.textContent ?? '';
        if (h !== old) w.__soft = performance.timeOrigin + performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, heading);
    const t0 = await now(page);
    await link.tap();
    const end = Date.now() + 30_000;
    while (Date.now() < end) {
      const r = await page
        .evaluate(() => {
          const soft = (window as unknown as { __soft?: number }).__soft;
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          return {
            origin: performance.timeOrigin,
            soft,
            fcp,
            activation: nav?.activationStart ?? 0,
            prefetched: nav?.deliveryType === 'navigational-prefetch',
          };
        })
        .catch(() => null);
      if (r && r.origin === origin && r.soft) return { ms: r.soft - t0, to, prerendered: false, prefetched: false };
      if (r && r.origin !== origin && r.fcp !== undefined)
        return { ms: r.origin + Math.max(r.fcp, r.activation) - t0, to, prerendered: r.activation > 0, prefetched: r.prefetched };
      await wait(20);
    }
    return { ms: null, to, prerendered: false, prefetched: false };
  } finally {
    await context.close();
  }
}

export const medianOf = (xs: (number | null)[]) => (xs.some((x) => x === null) ? null : median(xs as number[]));
