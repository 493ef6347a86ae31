/**
 * The visit sections of `npm run bench` (scripts/bench.ts), each a first visit on the slow-4G phone
 * (scripts/slow-phone.ts): whether a page fetches its framework before the visitor does anything,
 * how soon a calculator answers the visitor's first keystroke, and how soon a tapped link's page
 * paints. Times are read in the page (performance.timeOrigin-based), so they do not include the
 * round trips of the test driver.
 */
import type { Browser } from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { PHONE, slowPhonePage } from './slow-phone';
import { ieltsTool } from '@/content/tools';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * when Speculation Rules' moderate eagerness starts its work): ms from the tap (the pointerdown
 * the page received) to the next page's first contentful paint (for a prerendered page, after
 * its activation, as web-vitals counts it; for a client-side navigation, the first frame that
 * shows the new page's heading). `prerendered` says whether the page shown had been prerendered,
 * `prefetched` whether its HTML came from the Speculation Rules' prefetch.
 * Puppeteer, not Playwright: Chrome prerenders only while every DevTools client attached to the
 * page came through its tab target (Puppeteer does; Playwright attaches to the page itself, and
 * Chrome then reports PrerenderingDisabledByDevTools). So no other DevTools session may be opened
 * on the page here. The slow phone's CPU throttle reaches the prerendered page (same renderer).
 */
export type Tap = { ms: number | null; to: string; prerendered: boolean; prefetched: boolean };

export async function tapVisit(browser: PuppeteerBrowser, from: string): Promise<Tap> {
  // A fresh context per visit: its cache starts empty; the next page finds what the first left
  // there (the stylesheet, the fonts), as on a phone.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ ...PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    await page.emulateNetworkConditions({ download: PHONE.download, upload: PHONE.upload, latency: PHONE.latency });
    await page.emulateCPUThrottling(PHONE.cpu);
    // tsx may wrap named functions in a __name() helper: give the page a no-op one.
    await page.evaluateOnNewDocument('self.__name = (f) => f;');
    await page.goto(from, { waitUntil: 'load', timeout: 120_000 });
    await wait(4000);
    const link = (await page.$('main a[href^="/"]:not([href*="#"])'))!;
    const to = (await link.evaluate((a) => a.getAttribute('href')))!;
    await link.scrollIntoView();
    await link.hover();
    await wait(2000);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    // The tap as the page received it, kept for the next page (a tab's sessionStorage is handed on,
    // to a prerendered page too); a client-side navigation keeps the document: note the first
    // frame that shows another heading.
    await page.evaluate((old) => {
      const w = window as unknown as { __soft?: number };
      addEventListener('pointerdown', (e) => sessionStorage.setItem('bench:tap', String(performance.timeOrigin + e.timeStamp)), { capture: true, once: true });
      const look = () => {
        const h = document.querySelector('h1')?.textContent ?? '';
        if (h !== old) w.__soft = performance.timeOrigin + performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, heading);
    const box = (await link.boundingBox())!;
    // The page may be gone before the driver hears the tap ended (an activation is that fast).
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch(() => undefined);
    const read = () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string };
      return {
        origin: performance.timeOrigin,
        soft: (window as unknown as { __soft?: number }).__soft,
        tap: Number(sessionStorage.getItem('bench:tap')),
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        activation: nav?.activationStart ?? 0,
        prefetched: nav?.deliveryType === 'navigational-prefetch',
      };
    };
    // Not a look before the tap has surely taken effect: a DevTools session opened on the page
    // while its prerender waits would cancel it. The times read are the pages' own: looking late changes none.
    await wait(1500);
    const end = Date.now() + 30_000;
    while (Date.now() < end) {
      // A prerendered page becomes the tab's page in place of the first: read whichever page the
      // context now shows, through its own target (the first page's handle is detached).
      for (const target of context.targets()) {
        if (target.type() !== 'page') continue;
        const session = await target.createCDPSession().catch(() => null);
        if (!session) continue;
        const r = await session
          .send('Runtime.evaluate', { expression: `(self.__name = self.__name || ((f) => f), (${read.toString()})())`, returnByValue: true })
          .then((x) => x.result.value as ReturnType<typeof read>)
          .catch(() => null);
        await session.detach().catch(() => undefined);
        if (!r || !r.tap) continue;
        if (r.origin === origin && r.soft) return { ms: r.soft - r.tap, to, prerendered: false, prefetched: false };
        if (r.origin !== origin && r.fcp !== undefined)
          return { ms: r.origin + Math.max(r.fcp, r.activation) - r.tap, to, prerendered: r.activation > 0, prefetched: r.prefetched };
      }
      await wait(100);
    }
    return { ms: null, to, prerendered: false, prefetched: false };
  } finally {
    await context.close();
  }
}

export const medianOf = (xs: (number | null)[]) => (xs.some((x) => x === null) ? null : median(xs as number[]));
