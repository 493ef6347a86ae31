/**
 * The visits of `npm run bench`'s "What a visitor reaches for" section (scripts/bench.ts): the
 * controls the page's small inline script (lib/shell-script.ts) answers without the framework, and
 * the MBBS check's form, each on a first visit (fresh context, empty cache). Every time is the
 * page's own: from the event the page received (its timeStamp) or from navigation start, to the
 * first frame that shows the answer (the task after the next animation frame, as calculatorVisit
 * reads it), with `<html data-framework>` read at that frame. The driver's round trips count in none.
 */
import type { Browser, Page } from '@playwright/test';
import { slowPhonePage } from './slow-phone';
import { contact } from '@/content/contact';
import { mbbsCheck } from '@/content/mbbs-check';
import { shell } from '@/content/shell';
import type { CheckField } from '@/lib/mbbs-check';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The desktop of the hover visit: a 1280 × 800 window, a mouse, no network throttling. */
export const DESKTOP = { width: 1280, height: 800 };
/** How long after the first contentful paint the visitor reaches for the header's controls. */
export const REACH_AFTER_FCP_MS = 400;
/** A dropdown not shown this long after the hover is "never". */
export const HOVER_LIMIT_MS = 5000;
/** A pre-filled link whose result is not shown this long after navigation start is "never". */
export const PREFILLED_LIMIT_MS = 20_000;
/** How long the driver waits for an answer to a tap or a press (a framework start on the slow phone included). */
const ANSWER_LIMIT_MS = 30_000;

/** `<html data-framework>` at a moment: pending, loading, started, failed; "none" where no loader runs (the no-script floor). */
export type FrameworkState = string;

/** What the probe watches for on a visit to the MBBS check: its form (by accessible name) and the query it should hold. */
type ResultWatch = { formLabel: string; query: string };

/**
 * Before the page's own scripts, on every document of the visit: tsx wraps named functions in a
 * __name() helper (give the page a no-op one), the first contentful paint, and (`watch`) the first
 * frame that shows the MBBS check's result (its section and heading, ResultView in
 * components/mbbs-check/mbbs-check-form.tsx), with the framework's state and whether the form holds
 * the query's values then. The result's time is also kept in sessionStorage from the time origin
 * on, so that a press on one page and the result on the next (after a native submit) can be compared.
 */
function reachProbe(watch: ResultWatch | null) {
  const w = window as unknown as { __reach: ReachState };
  const state: ReachState = { fcp: null, result: null };
  w.__reach = state;
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (fcp && state.fcp === null) state.fcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  if (!watch) return;
  const shown = () => document.querySelector('#check-result :is(h2, h3, h4)')?.textContent?.trim();
  new MutationObserver((_, o) => {
    if (!shown()) return;
    o.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        const at = performance.now();
        const form = [...document.forms].find((f) => f.getAttribute('aria-label') === watch.formLabel);
        const filled = [...new URLSearchParams(watch.query)].every(
          ([k, v]) => (form?.elements.namedItem(k) as HTMLInputElement | HTMLSelectElement | null)?.value === v,
        );
        state.result = { at, framework: document.documentElement.getAttribute('data-framework') ?? 'none', filled };
        sessionStorage.setItem('bench:result', String(performance.timeOrigin + at));
      }),
    );
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

type ReachState = { fcp: number | null; result: { at: number; framework: FrameworkState; filled: boolean } | null };

/**
 * The visitor's events on `target`, as the page first received them: listened for on the window
 * in its capture phase, ahead of everything on the document (the loader, tooling/deferred-scripts.ts,
 * stops there a click it holds, and replays it later). Given to the page by the probe (`__onFirst`).
 */
function onFirst(target: Element, types: string[], then: (e: Event) => void) {
  const seen = new Set<string>();
  for (const type of types)
    addEventListener(
      type,
      (e) => {
        if (seen.has(type) || !(e.target instanceof Node) || !target.contains(e.target)) return;
        seen.add(type);
        then(e);
      },
      { capture: true },
    );
}

/** What the probe gives the page: the functions given to page.evaluate run there alone, and reach it through `window`. */
type PageHelpers = { __onFirst: typeof onFirst };

async function addProbe(page: Page, watch: ResultWatch | null = null) {
  await page.addInitScript({
    content: `self.__name = (f) => f; self.__onFirst = ${onFirst.toString()}; (${reachProbe.toString()})(${JSON.stringify(watch)});`,
  });
}

/** Resolves (in the page) once it is `ms` after its first contentful paint; the paint's time. */
function atFcpPlus(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        const look = () => {
          const fcp = (window as unknown as { __reach: ReachState }).__reach.fcp;
          if (fcp === null) return void setTimeout(look, 10);
          setTimeout(() => resolve(fcp), Math.max(0, fcp + ms - performance.now()));
        };
        look();
      }),
    ms,
  );
}

/** The driver polls the page's record (a page being replaced answers nothing: retried) until `done` or `limitMs`. */
async function poll<T>(page: Page, read: () => T, done: (r: T) => boolean, limitMs = ANSWER_LIMIT_MS): Promise<T | null> {
  const end = Date.now() + limitMs;
  let last: T | null = null;
  while (Date.now() < end) {
    last = await page.evaluate(read).catch(() => last);
    if (last !== null && done(last)) return last;
    await wait(50);
  }
  return last;
}

/**
 * What a reach came to: ms from the page's event (pointerover, pointerdown) and from the click that
 * followed (a tap's) to the frame that showed the answer (null: never), the framework's state then,
 * and when the page received the event, ms after its first contentful paint.
 */
export type Reach = { ms: number | null; fromClick: number | null; framework: FrameworkState; reachedAfterFcp: number | null };

/** In-page record of one reach: the event's time, the answer's frame, the framework's state at that frame (or at the last look). */
type ReachRecord = { fcp: number | null; event: number | null; click: number | null; answer: number | null; framework: FrameworkState };

function readRecord(): ReachRecord {
  const w = window as unknown as { __reach: ReachState; __record?: Omit<ReachRecord, 'fcp'> };
  const r = w.__record ?? { event: null, click: null, answer: null, framework: '' };
  return { ...r, fcp: w.__reach.fcp, framework: r.answer === null ? (document.documentElement.getAttribute('data-framework') ?? 'none') : r.framework };
}

/**
 * The desktop dropdown on hover: a cold `url` in a 1280 × 800 window (CPU slowed `cpu` times, no
 * network throttling); REACH_AFTER_FCP_MS after the first contentful paint the mouse moves onto
 * the first `.nav-item` holding a dropdown. ms from the first pointerover/mouseover the item
 * received to the first frame in which its `[popover]` is shown; null when not within HOVER_LIMIT_MS.
 */
export async function hoverVisit(browser: Browser, url: string, cpu = 1): Promise<Reach> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  try {
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await addProbe(page);
    await page.goto(url, { waitUntil: 'commit' });
    await atFcpPlus(page, REACH_AFTER_FCP_MS);
    const point = await page.evaluate((limit) => {
      const record: Omit<ReachRecord, 'fcp'> = { event: null, click: null, answer: null, framework: '' };
      (window as unknown as { __record: typeof record }).__record = record;
      const item = [...document.querySelectorAll('.nav-item')].find((el) => el.querySelector('[popover]'));
      if (!item) return null;
      const popover = item.querySelector<HTMLElement>('[popover]')!;
      const shown = () => popover.matches(':popover-open') || popover.checkVisibility();
      const look = () => {
        if (performance.now() - record.event! > limit) return;
        if (!shown()) return void requestAnimationFrame(look);
        // This frame shows it: the task after it is when it is on screen.
        setTimeout(() => {
          record.answer = performance.now();
          record.framework = document.documentElement.getAttribute('data-framework') ?? 'none';
        });
      };
      const enter = (e: Event) => {
        if (record.event !== null) return;
        record.event = e.timeStamp;
        requestAnimationFrame(look);
      };
      (window as unknown as PageHelpers).__onFirst(item, ['pointerover', 'mouseover'], enter);
      const box = item.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, HOVER_LIMIT_MS);
    if (!point) throw new Error(`${url}: no .nav-item with a dropdown`);
    await page.mouse.move(point.x, point.y);
    const r = (await poll(page, readRecord, (r) => r.answer !== null, HOVER_LIMIT_MS + 1000))!;
    return reachOf(r);
  } finally {
    await context.close();
  }
}

const reachOf = (r: ReachRecord): Reach => ({
  ms: r.answer !== null && r.event !== null ? r.answer - r.event : null,
  fromClick: r.answer !== null && r.click !== null ? r.answer - r.click : null,
  framework: r.framework,
  reachedAfterFcp: r.event !== null && r.fcp !== null ? r.event - r.fcp : null,
});

/**
 * The theme toggle on the slow-4G phone: a cold `url`; REACH_AFTER_FCP_MS after the first
 * contentful paint the header's theme button (by its accessible name, content/shell.ts
 * header.darkMode: the before export's has no `data-theme-toggle`) is tapped. ms from the page's
 * pointerdown on it, and from its click, to the first frame in which `<html>`'s `dark` class changed.
 */
export async function themeVisit(browser: Browser, url: string): Promise<Reach> {
  const { context, page } = await slowPhonePage(browser, { caching: true });
  try {
    await addProbe(page);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await atFcpPlus(page, REACH_AFTER_FCP_MS);
    const point = await page.evaluate((name) => {
      const record: Omit<ReachRecord, 'fcp'> = { event: null, click: null, answer: null, framework: '' };
      (window as unknown as { __record: typeof record }).__record = record;
      const button = [...document.querySelectorAll<HTMLElement>('button, [role=button]')].find(
        (el) => el.getAttribute('aria-label')?.trim() === name && el.checkVisibility(),
      );
      if (!button) return null;
      const html = document.documentElement;
      const dark = html.classList.contains('dark');
      (window as unknown as PageHelpers).__onFirst(button, ['pointerdown', 'click'], (e) =>
        e.type === 'click' ? (record.click = e.timeStamp) : (record.event = e.timeStamp),
      );
      new MutationObserver((_, o) => {
        if (html.classList.contains('dark') === dark) return;
        o.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            record.answer = performance.now();
            record.framework = html.getAttribute('data-framework') ?? 'none';
          }),
        );
      }).observe(html, { attributes: true, attributeFilter: ['class'] });
      const box = button.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, shell.header.darkMode);
    if (!point) throw new Error(`${url}: no visible "${shell.header.darkMode}" button`);
    await page.touchscreen.tap(point.x, point.y);
    const r = (await poll(page, readRecord, (r) => r.answer !== null))!;
    return reachOf(r);
  } finally {
    await context.close();
  }
}

/**
 * The contact page's map on the slow-4G phone: a cold `url`; whether a visible "Show the map"
 * button (content/contact.ts map.showLabel) is there at the first contentful paint (as the paint
 * observer reports it) and at `load`, and the framework's state at `load`; then the button is
 * tapped at once: ms from the page's pointerdown on it to the first frame after an iframe got its
 * `src`. `tapped` false: there was no such button to tap after `load`.
 */
export type MapReach = Reach & { atFcp: boolean; atLoad: boolean; frameworkAtLoad: FrameworkState; tapped: boolean };

export async function mapVisit(browser: Browser, url: string): Promise<MapReach> {
  const { context, page } = await slowPhonePage(browser, { caching: true });
  const label = contact.map.showLabel;
  try {
    await addProbe(page);
    await page.addInitScript({
      content: `(() => {
        const w = window;
        const visible = () => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === ${JSON.stringify(label)} && b.checkVisibility());
        w.__map = { atFcp: false, atLoad: false, frameworkAtLoad: '' };
        new PerformanceObserver((list, o) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          o.disconnect();
          w.__map.atFcp = visible();
        }).observe({ type: 'paint', buffered: true });
        addEventListener('load', () => {
          w.__map.atLoad = visible();
          w.__map.frameworkAtLoad = document.documentElement.getAttribute('data-framework') ?? 'none';
        });
      })();`,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const at = await page.evaluate(() => (window as unknown as { __map: Pick<MapReach, 'atFcp' | 'atLoad' | 'frameworkAtLoad'> }).__map);
    const point = await page.evaluate((label) => {
      const record: Omit<ReachRecord, 'fcp'> = { event: null, click: null, answer: null, framework: '' };
      (window as unknown as { __record: typeof record }).__record = record;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label && b.checkVisibility());
      if (!button) return null;
      (window as unknown as PageHelpers).__onFirst(button, ['pointerdown', 'click'], (e) =>
        e.type === 'click' ? (record.click = e.timeStamp) : (record.event = e.timeStamp),
      );
      new MutationObserver((_, o) => {
        if (![...document.querySelectorAll('iframe')].some((f) => f.getAttribute('src'))) return;
        o.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            record.answer = performance.now();
            record.framework = document.documentElement.getAttribute('data-framework') ?? 'none';
          }),
        );
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['src'] });
      button.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = button.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, label);
    if (!point) return { ms: null, fromClick: null, framework: at.frameworkAtLoad, reachedAfterFcp: null, ...at, tapped: false };
    await page.touchscreen.tap(point.x, point.y);
    const r = (await poll(page, readRecord, (r) => r.answer !== null))!;
    return { ...reachOf(r), ...at, tapped: true };
  } finally {
    await context.close();
  }
}

/** The MBBS check's fields as the form names them (its query keys). */
export type CheckValues = Partial<Record<CheckField, string>>;

/**
 * The MBBS check on arrival, on the slow-4G phone: at `load` the visitor fills the form with
 * `values` at a machine's pace (every field and the press in one task, as calculatorVisit's
 * machine) and presses its submit button (content words: form.submit). ms from the press to the
 * first frame that shows the result, on this page or, after a native submit (`left`), on the next.
 */
export type FormReach = { ms: number | null; left: boolean; framework: FrameworkState };

export async function checkFormVisit(browser: Browser, url: string, values: CheckValues): Promise<FormReach> {
  const { context, page } = await slowPhonePage(browser, { caching: true });
  try {
    await addProbe(page, { formLabel: mbbsCheck.form.label, query: '' });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const origin = await page.evaluate(() => performance.timeOrigin);
    const form = page.getByRole('form', { name: mbbsCheck.form.label });
    await form.evaluate(
      (el: HTMLFormElement, { values, submit }) => {
        const setters = {
          INPUT: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!,
          SELECT: Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!,
        };
        const button = [...el.querySelectorAll<HTMLButtonElement>('button[type=submit]')].find((b) => b.textContent?.trim() === submit)!;
        (window as unknown as PageHelpers).__onFirst(button, ['click'], (e) =>
          sessionStorage.setItem('bench:press', String(performance.timeOrigin + e.timeStamp)),
        );
        for (const [name, value] of Object.entries(values)) {
          const field = el.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
          field.focus();
          field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
          setters[field.tagName as 'INPUT' | 'SELECT'].call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
        button.click();
      },
      { values, submit: mbbsCheck.form.submit },
    );
    const read = () => ({
      origin: performance.timeOrigin,
      press: Number(sessionStorage.getItem('bench:press')),
      result: Number(sessionStorage.getItem('bench:result')),
      framework: (window as unknown as { __reach: ReachState }).__reach.result?.framework ?? document.documentElement.getAttribute('data-framework') ?? 'none',
    });
    const r = (await poll(page, read, (r) => r.result > 0))!;
    return { ms: r.result > 0 && r.press > 0 ? r.result - r.press : null, left: r.origin !== origin, framework: r.framework };
  } finally {
    await context.close();
  }
}

/**
 * A university card's pre-filled link to the check (`url` with its query), opened on the slow-4G
 * phone and not touched: ms from navigation start to the first frame that shows the result, and
 * whether the form's fields hold the link's values then; null when not within PREFILLED_LIMIT_MS.
 */
export type PrefilledReach = { ms: number | null; filled: boolean | null; framework: FrameworkState };

export async function prefilledVisit(browser: Browser, url: string, query: string): Promise<PrefilledReach> {
  const { context, page } = await slowPhonePage(browser, { caching: true });
  try {
    await addProbe(page, { formLabel: mbbsCheck.form.label, query });
    await page.goto(`${url}?${query}`, { waitUntil: 'commit', timeout: 120_000 });
    const read = () => ({
      now: performance.now(),
      result: (window as unknown as { __reach: ReachState }).__reach.result,
      framework: document.documentElement.getAttribute('data-framework') ?? 'none',
    });
    const r = (await poll(page, read, (r) => r.result !== null || r.now > PREFILLED_LIMIT_MS, PREFILLED_LIMIT_MS + 10_000))!;
    const result = r.result && r.result.at <= PREFILLED_LIMIT_MS ? r.result : null;
    return { ms: result?.at ?? null, filled: result?.filled ?? null, framework: result?.framework ?? r.framework };
  } finally {
    await context.close();
  }
}
