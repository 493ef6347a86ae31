/**
 * `npm run bench` (after `npm run build`): what a first visit costs on every route, and Lighthouse
 * (mobile defaults, median of 3 runs) on five key routes beside the same page with every script
 * removed (its no-JS floor), both served and measured in the same run. Writes bench/report.md.
 * Lighthouse is noisy on 2-core machines: read medians, compare with the floor; tests never time.
 */
import { PHONE, slowPhonePage } from './slow-phone';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { calculatorVisit, idleVisit, medianOf, tapVisit } from './bench-visits';
import {
  checkFormVisit,
  DESKTOP,
  HOVER_LIMIT_MS,
  hoverVisit,
  mapVisit,
  PREFILLED_LIMIT_MS,
  prefilledVisit,
  REACH_AFTER_FCP_MS,
  themeVisit,
} from './bench-reach';
import { contact } from '@/content/contact';
import { mbbsCheck } from '@/content/mbbs-check';
import { shell } from '@/content/shell';
import type { CheckField } from '@/lib/mbbs-check';
import { firstTapProbe, MENU_BUTTON_NAME, type FirstTap } from '@/tooling/first-tap-probe';
import { htmlFileOf } from '@/tooling/export-files';
import { kb, routeBytes } from '@/tooling/route-bytes';
import { routes, withSlash } from '@/content/routes';

/** BENCH_OUT measures another export (an earlier build kept aside, for before/after in one session). */
const OUT = process.env.BENCH_OUT ?? join(process.cwd(), 'out');
const FLOOR = join(process.cwd(), '.bench-floor');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_ROUTES=/countries,/ieltsscore` runs Lighthouse on those alone. */
const LH_ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/countries', '/ieltsscore', '/te/contact', '/blog1', '/privacy'];
/** BENCH_BEFORE: an earlier export, measured by Lighthouse in the same run, each of its runs beside the current one's. */
const BEFORE = process.env.BENCH_BEFORE;
/** What the report calls BENCH_BEFORE (say which commit it is the export of); its path otherwise. */
const BEFORE_NAME = process.env.BENCH_BEFORE_NAME ?? BEFORE;
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const FLOOR_PORT = PORT + 1;
const BEFORE_PORT = PORT + 2;
/** `BENCH_ONLY=first-tap` runs only the bytes table and the first-tap section (no Lighthouse); `BENCH_ONLY=visits` adds the visit sections; `BENCH_ONLY=tap` runs only the tap section; `BENCH_ONLY=lighthouse` the bytes and Lighthouse alone; `BENCH_ONLY=calculator` the calculator section alone; `BENCH_ONLY=reach` the "what a visitor reaches for" section alone. */
const ONLY = process.env.BENCH_ONLY;
const TAP_ROUTES = ['/', '/ieltsscore', '/countries', '/cgpa'];

const chromePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Served with the export's `_headers` (caching, policies), as the hosts serve it: a next page finds the stylesheet cached. */
function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', dir, String(port), '--headers'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => child.stdout!.once('data', () => resolve(child)));
}

/** The export with every <script> (and modulepreload of scripts) removed from `paths`' pages, in `dir`: the no-JS floor. */
function buildFloor(dir = FLOOR, paths = [...new Set([...LH_ROUTES, '/'])]) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(OUT, dir, { recursive: true });
  for (const path of paths) {
    const file = join(dir, htmlFileOf(path));
    const html = readFileSync(file, 'utf8')
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/g, '');
    writeFileSync(file, html);
  }
}

/**
 * One request for each page and every file it loads, before anything is measured: the server
 * compresses on first request (as a CDN fills its cache), and that must not be timed.
 */
async function warmUp(port: number, dir: string, paths = LH_ROUTES) {
  for (const path of paths) {
    const b = routeBytes(dir, htmlFileOf(path));
    for (const url of [encodeURI(withSlash(path)), ...b.scripts, ...(b.payloadSrc ? [b.payloadSrc] : []), ...b.styles]) {
      const get = () => fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'Accept-Encoding': 'br, gzip' } }).then((r) => r.arrayBuffer());
      // A kept-alive socket the server has meanwhile closed (after minutes of Lighthouse) fails once
      // with EPIPE; the same request on a new connection is the honest answer.
      await get().catch(get);
    }
  }
}

type Scores = { perf: number; lcp: number; cls: number; tbt: number; fcp: number; si: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Lighthouse is fetched on demand (`npx lighthouse@12.8.2`, the last line that runs on Node 20)
 * rather than kept in package-lock.json: its trace engine depends on "latest" tags, which would
 * make `npm ci` fail whenever those packages publish.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-dev-shm-usage';

type Lhr = { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number }> };

function lighthouse(url: string): Lhr {
  const json = execFileSync('npx', ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: chromePath },
  });
  return JSON.parse(json) as Lhr;
}

/** Medians of the runs, and how the runs spread (a median alone hides an unsteady page). */
type LighthouseSummary = Scores & { perfRuns: number[]; tbtRange: [number, number] };

function scoresOf(lhr: Lhr): Scores {
  const a = lhr.audits;
  return {
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue ?? 0,
    cls: a['cumulative-layout-shift'].numericValue ?? 0,
    tbt: a['total-blocking-time'].numericValue ?? 0,
    fcp: a['first-contentful-paint'].numericValue ?? 0,
    si: a['speed-index'].numericValue ?? 0,
  };
}

/**
 * RUNS Lighthouse runs of each url, taken in turns (a, b, c, a, b, c, …), so that a machine busier
 * at one moment than another weighs on every variant alike.
 */
function lighthouseTurns(urls: string[]): LighthouseSummary[] {
  const runs: Scores[][] = urls.map(() => []);
  for (let i = 0; i < RUNS; i++) urls.forEach((url, j) => runs[j].push(scoresOf(lighthouse(url))));
  return runs.map(summaryOf);
}

function summaryOf(runs: Scores[]): LighthouseSummary {
  const key = <K extends keyof Scores>(k: K) => median(runs.map((r) => r[k]));
  return {
    perf: key('perf'),
    lcp: key('lcp'),
    cls: key('cls'),
    tbt: key('tbt'),
    fcp: key('fcp'),
    si: key('si'),
    perfRuns: runs.map((r) => r.perf),
    tbtRange: [Math.min(...runs.map((r) => r.tbt)), Math.max(...runs.map((r) => r.tbt))],
  };
}

/**
 * Lighthouse's slow-4G phone, applied to a real Chromium through the DevTools protocol: 150 ms
 * round trip, 1.6 Mbps down, 750 kbps up, CPU slowed ×4, a 390 px wide touch screen.
 */
const TAP_INTERVAL_MS = 50;

type TapRun = { fcp: number; menu: number | null; started: number | null };

/**
 * One first visit (fresh context, empty cache) to `url` on the slow-4G phone: first contentful
 * paint, when the mobile menu first answers a tap (tapped every 50 ms from paint on, by the page
 * itself: tooling/first-tap-probe.ts), and when the framework has started; ms from navigation start.
 */
async function firstTapRun(browser: import('@playwright/test').Browser, url: string, { untilStarted = true } = {}): Promise<TapRun> {
  const { context, page } = await slowPhonePage(browser);
  // tsx may wrap named functions in a __name() helper: give the page a no-op one.
  await page.addInitScript({
    content: `(() => { const __name = (f) => f; (${firstTapProbe.toString()})(${JSON.stringify(MENU_BUTTON_NAME.source)}, ${TAP_INTERVAL_MS}); })();`,
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const read = () => page.evaluate(() => (window as unknown as { __firstTap: FirstTap }).__firstTap);
  const end = Date.now() + 30_000;
  let r = await read();
  while ((r.menu === null || (untilStarted && r.started === null)) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    r = await read();
  }
  await context.close();
  if (r.fcp === null) throw new Error(`${url}: no first contentful paint reported`);
  return { fcp: r.fcp, menu: r.menu, started: r.started };
}

const medianOrNull = (xs: (number | null)[]) => (xs.some((x) => x === null) ? null : median(xs as number[]));
const ms = (x: number | null) => (x === null ? 'never' : String(Math.round(x)));

async function firstTapSection(port: number): Promise<string[]> {
  const lines = [
    '',
    `## First tap on a slow-4G phone (median of ${RUNS} first visits)`,
    '',
    `Chromium through the DevTools protocol: ${PHONE.latency} ms RTT, ${(PHONE.download * 8) / 1e6} Mbps down, ${(PHONE.upload * 8) / 1e3} kbps up, ` +
      `CPU ×${PHONE.cpu}, ${PHONE.viewport.width} px viewport, empty cache, the export served compressed by scripts/serve.mjs. ` +
      `From first contentful paint on, the page taps the mobile menu's button (found by role and name) every ${TAP_INTERVAL_MS} ms ` +
      'and checks that the menu is shown. "Framework started" is when React has taken the document over. All in ms from navigation start; ' +
      'the "after FCP" columns are the medians of each run\'s difference. ' +
      `Load average when this section started: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (other work on the machine slows every column).`,
    '',
    '| Route | FCP | Menu answers | Menu after FCP | Framework started | Started after FCP |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    for (const path of TAP_ROUTES) {
      const runs: TapRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await firstTapRun(browser, `http://127.0.0.1:${port}${encodeURI(withSlash(path))}`));
      const after = (k: 'menu' | 'started') => medianOrNull(runs.map((r) => (r[k] === null ? null : r[k]! - r.fcp)));
      lines.push(
        `| ${path} | ${ms(median(runs.map((r) => r.fcp)))} | ${ms(medianOrNull(runs.map((r) => r.menu)))} | ${ms(after('menu'))} | ${ms(medianOrNull(runs.map((r) => r.started)))} | ${ms(after('started'))} |`,
      );
      console.log(lines.at(-1), JSON.stringify(runs.map((r) => [r.fcp, r.menu, r.started].map((x) => (x === null ? null : Math.round(x))))));
    }
  } finally {
    await browser.close();
  }
  return lines;
}

const IDLE_ROUTES = [...LH_ROUTES, '/thank-you', '/cgpa'];
/** How long the calculator visit's second visitor reads before typing. */
const CALCULATOR_READ_MS = 3000;
/** A person's pause between one score and the next (tap, type, look). */
const CALCULATOR_PACE_MS = 600;
const TAP_FROM = ['/', '/blog'];

/**
 * RUNS visits of `path` on this export and on the "before" one (when served), and on any `more`
 * served exports (name, port), taken in turn so that all meet the same load: each export's runs,
 * by name ('this', 'before', …).
 */
async function inTurns<R>(
  port: number,
  beforePort: number | undefined,
  path: string,
  visit: (url: string) => Promise<R>,
  more: [string, number][] = [],
): Promise<[string, R[]][]> {
  const exports: [string, number, R[]][] = [
    ['this', port, []],
    ...(beforePort ? [['before', beforePort, []] as [string, number, R[]]] : []),
    ...more.map(([name, at]): [string, number, R[]] => [name, at, []]),
  ];
  for (let i = 0; i < RUNS; i++) for (const [, at, runs] of exports) runs.push(await visit(`http://127.0.0.1:${at}${encodeURI(withSlash(path))}`));
  return exports.map(([name, , runs]) => [name, runs]);
}

/** scripts/bench-visits.ts: framework fetched without interaction, a calculator's first result, tap to the next page's paint. */
async function visitSections(port: number, beforePort?: number): Promise<string[]> {
  const url = (path: string) => `http://127.0.0.1:${port}${encodeURI(withSlash(path))}`;
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const lines: string[] = [];
  await warmUp(port, OUT, [...IDLE_ROUTES, ...TAP_FROM]);
  try {
    lines.push(
      '',
      '## Framework fetched before interaction (slow-4G phone, one first visit each: load, then 5 s without input)',
      '',
      '| Route | Framework scripts fetched | First fetched, ms after FCP | Started |',
      '|---|---:|---:|---|',
    );
    for (const path of ONLY === 'calculator' ? [] : IDLE_ROUTES) {
      const r = await idleVisit(browser, url(path));
      lines.push(`| ${path} | ${r.scripts} | ${r.firstScript === null ? 'none' : Math.round(r.firstScript - r.fcp)} | ${r.started ? 'yes' : 'no'} |`);
      console.log(lines.at(-1));
    }
    lines.push(
      '',
      `## A calculator's first result (slow-4G phone, median of ${RUNS} first visits)`,
      '',
      "The visitor starts typing at `load` (nothing of the framework fetched yet: the page is 1 s old) or after reading for 3 s (its chunks fetched at idle, not run), enters the four IELTS scores and presses Calculate: ms from the first keystroke, and from pressing Calculate, to the first frame that shows the band, each read in the page (its events and frames, not the driver's round trips). At a machine's pace the four scores and Calculate come in one task at the first keystroke, so the whole start-up lies between it and the band; at a person's pace each field is tapped, its score typed, and 0.6 s taken before the next. \"left\": the Calculate was not handled and the browser sent the form natively (the shared link's page then shows the band, after a start-up of its own).",
      '',
    );
    if (beforePort) lines.push(`"Before" = ${BEFORE_NAME}, its visits taken in turn with this one's.`, '');
    lines.push(
      '| Route | Export | Starts typing | Pace | First keystroke → band ms | Calculate → band ms | Each run (from the first keystroke) |',
      '|---|---|---|---|---:|---:|---|',
    );
    for (const path of ['/ieltsscore'])
      for (const [readMs, paceMs] of [
        [0, 0],
        [CALCULATOR_READ_MS, 0],
        [CALCULATOR_READ_MS, CALCULATOR_PACE_MS],
      ]) {
        for (const [name, these] of await inTurns(port, beforePort, path, (at) => calculatorVisit(browser, at, readMs, paceMs))) {
          const of = (k: 'fromFirstKey' | 'fromCalculate') => these.map((r) => (r && !r.left ? r[k] : null));
          const each = these.map((r) => (r?.left ? 'left' : ms(r ? r.fromFirstKey : null))).join(' ');
          lines.push(
            `| ${path} | ${name} | ${readMs ? `${readMs / 1000} s after load` : 'at load'} | ${paceMs ? 'a person' : 'a machine'} | ${ms(medianOf(of('fromFirstKey')))} | ${ms(medianOf(of('fromCalculate')))} | ${each} |`,
          );
          console.log(lines.at(-1));
        }
      }
    if (ONLY !== 'calculator') lines.push(...(await tapSection(port, beforePort)));
  } finally {
    await browser.close();
  }
  return lines;
}

/**
 * Tap to the next page's first paint (scripts/bench-visits.ts tapVisit), through Puppeteer: Chrome
 * prerenders under it (it attaches through the tab target), and never under Playwright.
 */
async function tapSection(port: number, beforePort?: number): Promise<string[]> {
  const lines = [
    '',
    `## Tap to the next page's first paint (slow-4G phone, median of ${RUNS} visits)`,
    '',
    "The page has loaded and settled (4 s); the finger rests on the first same-origin link of the main content for 2 s (Speculation Rules' moderate eagerness starts on it), then taps: ms from the pointerdown the page received to the next page's first contentful paint (a prerendered page: after its activation, as web-vitals counts it; a client-side navigation: the first frame with the new heading). The first page came with an empty cache; the next finds what it left (stylesheet, fonts). Driven by Puppeteer, whose DevTools sessions come through the tab target: Chrome prerenders under it (under Playwright it reports PrerenderingDisabledByDevTools). The CPU throttle reaches the prerendered page (a loop timed in it runs as slowly as in the first).",
    '',
  ];
  if (beforePort) lines.push(`"Before" = ${BEFORE_NAME}, its visits taken in turn with this one's.`, '');
  lines.push('| From | Export | To | Tap → FCP ms | Each run | Prerendered | Prefetched |', '|---|---|---|---:|---|---|---|');
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    for (const path of TAP_FROM) {
      for (const [name, these] of await inTurns(port, beforePort, path, (at) => tapVisit(browser, at))) {
        lines.push(
          `| ${path} | ${name} | ${these[0].to} | ${ms(medianOf(these.map((r) => r.ms)))} | ${these.map((r) => ms(r.ms)).join(' ')} | ${these.map((r) => (r.prerendered ? 'yes' : 'no')).join(' ')} | ${these.map((r) => (r.prefetched ? 'yes' : 'no')).join(' ')} |`,
        );
        console.log(lines.at(-1));
      }
    }
  } finally {
    await browser.close();
  }
  return lines;
}

const REACH_ROUTES = ['/', '/contact', '/mbbs-check'];

/**
 * A university card's pre-filled link to the MBBS check (components/mbbs/university-card.tsx), as
 * this export's /MBBS page holds it: the query of the one with the most fields.
 */
function cardQuery(): string {
  const html = readFileSync(join(OUT, htmlFileOf('/MBBS')), 'utf8');
  const queries = [...html.matchAll(/<a\b[^>]*\bhref="\/mbbs-check\/\?([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  if (!queries.length) throw new Error(`${OUT}: no pre-filled /mbbs-check/? link on /MBBS`);
  return queries.reduce((a, b) => (b.split('&').length > a.split('&').length ? b : a));
}

/** Every field of the MBBS check filled (a result for every rule an offer and a student can answer), for the card's university. */
function checkValues(query: string): Record<CheckField, string> {
  const card = new URLSearchParams(query);
  return {
    uni: card.get('uni') ?? 'other',
    country: card.get('country') ?? '',
    months: '72',
    intern: '12',
    internAt: 'same',
    lang: 'english',
    oneInst: 'yes',
    online: 'none',
    practise: 'yes',
    join: '2027-09-01',
    neet: 'qualified',
    neetYear: '2027',
    pcb: '85',
    cat: 'general',
    eng: 'yes',
    dob: '2009-05-14',
  };
}

/** The runs' values in one word when they agree ("yes", "pending"), else each run's. */
const agreed = (xs: (string | boolean)[]) => {
  const words = xs.map((x) => (x === true ? 'yes' : x === false ? 'no' : x));
  return new Set(words).size === 1 ? words[0] : words.join(' ');
};

/**
 * What a visitor reaches for (scripts/bench-reach.ts): the controls the page's inline script
 * answers without the framework (the desktop dropdowns, the theme, the contact map), the mobile
 * menu beside its no-script floor, and the MBBS check's form and pre-filled link; this export, the
 * "before" one (when served) and, for the menu, the floor of '/' (served from `floorDir`), in turn.
 */
async function reachSection(port: number, beforePort: number | undefined, floorPort: number, floorDir: string): Promise<string[]> {
  await warmUp(port, OUT, REACH_ROUTES);
  if (beforePort && BEFORE) await warmUp(beforePort, BEFORE, REACH_ROUTES);
  await warmUp(floorPort, floorDir, ['/']);
  const query = cardQuery();
  const values = checkValues(query);
  const phone = `the slow-4G phone (${PHONE.latency} ms RTT, ${(PHONE.download * 8) / 1e6} Mbps, CPU ×${PHONE.cpu}, ${PHONE.viewport.width} px)`;
  const lines = [
    '',
    `## What a visitor reaches for (median of ${RUNS} first visits each)`,
    '',
    "The controls the page's own inline script answers without the framework (lib/shell-script.ts), the mobile menu beside its no-script floor, and the MBBS check. " +
      'Each visit is a first visit (fresh context, empty cache); every time is read in the page: from the event it received (its timeStamp) or from navigation start, ' +
      'to the first frame that shows the answer (the task after the next animation frame). "Framework then" is `<html data-framework>` at that frame ' +
      '(pending: not fetched; loading; started: React has taken the document over; none: no loader), or at the last look when nothing was shown. ' +
      `Load average when this section started: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`,
    '',
  ];
  if (beforePort) lines.push(`"Before" = ${BEFORE_NAME}, its visits taken in turn with this one's.`, '');
  const row = (cells: (string | number)[]) => {
    lines.push(`| ${cells.join(' | ')} |`);
    console.log(lines.at(-1));
  };
  const times = (xs: (number | null)[]) => xs.map(ms).join(' ');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    lines.push(
      '### Desktop dropdown on hover',
      '',
      `A ${DESKTOP.width} × ${DESKTOP.height} desktop window with a mouse, no network throttling, the CPU as it is (×1) or slowed ×4. Cold \`/\`; ${REACH_AFTER_FCP_MS} ms after first contentful paint the mouse moves onto the first header \`.nav-item\` holding a dropdown: ms from the first pointerover/mouseover the item received to the first frame in which its \`[popover]\` is shown; "never": not within ${HOVER_LIMIT_MS / 1000} s. "Hovered" is when the page received it, ms after FCP.`,
      '',
      '| Export | CPU | Hover → shown ms | Each run | Hovered, ms after FCP | Framework then |',
      '|---|---|---:|---|---:|---|',
    );
    for (const cpu of [1, 4])
      for (const [name, these] of await inTurns(port, beforePort, '/', (at) => hoverVisit(browser, at, cpu)))
        row([
          name,
          `×${cpu}`,
          ms(medianOf(these.map((r) => r.ms))),
          times(these.map((r) => r.ms)),
          ms(medianOf(these.map((r) => r.reachedAfterFcp))),
          agreed(these.map((r) => r.framework)),
        ]);

    lines.push(
      '',
      '### Theme toggle',
      '',
      `On ${phone}, cold \`/\`; ${REACH_AFTER_FCP_MS} ms after first contentful paint the header's "${shell.header.darkMode}" button (found by its accessible name) is tapped: ms from the pointerdown it received, and from its click, to the first frame in which \`<html>\`'s \`dark\` class has changed.`,
      '',
      '| Export | Pointerdown → theme ms | Click → theme ms | Each run (from pointerdown) | Tapped, ms after FCP | Framework then |',
      '|---|---:|---:|---|---:|---|',
    );
    for (const [name, these] of await inTurns(port, beforePort, '/', (at) => themeVisit(browser, at)))
      row([
        name,
        ms(medianOf(these.map((r) => r.ms))),
        ms(medianOf(these.map((r) => r.fromClick))),
        times(these.map((r) => r.ms)),
        ms(medianOf(these.map((r) => r.reachedAfterFcp))),
        agreed(these.map((r) => r.framework)),
      ]);

    lines.push(
      '',
      '### Mobile menu beside its no-script floor',
      '',
      `The first-tap probe (tooling/first-tap-probe.ts: the menu's button tapped every ${TAP_INTERVAL_MS} ms from first contentful paint) on ${phone}, \`/\` of each export and of its floor ("floor": this export's page with every script removed). ms from navigation start; "after FCP" is the median of each run's difference.`,
      '',
      '| Export | FCP | Menu answers | Menu after FCP | Each run (after FCP) |',
      '|---|---:|---:|---:|---|',
    );
    for (const [name, these] of await inTurns(port, beforePort, '/', (at) => firstTapRun(browser, at, { untilStarted: false }), [['floor', floorPort]])) {
      const after = these.map((r) => (r.menu === null ? null : r.menu - r.fcp));
      row([name, ms(median(these.map((r) => r.fcp))), ms(medianOf(these.map((r) => r.menu))), ms(medianOf(after)), times(after)]);
    }

    lines.push(
      '',
      '### Contact map',
      '',
      `On ${phone}, cold \`/contact/\`: whether a visible "${contact.map.showLabel}" button is there at first contentful paint (when the paint observer reports it) and at \`load\`, and the framework's state at \`load\`; then, at once, the button is tapped: ms from the pointerdown it received, and from its click, to the first frame after the map's iframe got its \`src\`. "absent": no such button.`,
      '',
      '| Export | Button at FCP | Button at load | Framework at load | Pointerdown → map src ms | Click → map src ms | Each run (from pointerdown) | Framework then |',
      '|---|---|---|---|---:|---:|---|---|',
    );
    for (const [name, these] of await inTurns(port, beforePort, '/contact', (at) => mapVisit(browser, at))) {
      const tapped = these.some((r) => r.tapped);
      row([
        name,
        agreed(these.map((r) => r.atFcp)),
        agreed(these.map((r) => r.atLoad)),
        agreed(these.map((r) => r.frameworkAtLoad)),
        tapped ? ms(medianOf(these.map((r) => r.ms))) : 'absent',
        tapped ? ms(medianOf(these.map((r) => r.fromClick))) : 'absent',
        these.map((r) => (r.tapped ? ms(r.ms) : 'absent')).join(' '),
        tapped ? agreed(these.map((r) => r.framework)) : '–',
      ]);
    }

    lines.push(
      '',
      '### MBBS check from a cold page',
      '',
      `On ${phone}, cold \`/mbbs-check/\`; at \`load\` the visitor fills every field at a machine's pace (all in one task: ${Object.entries(values)
        .map(([k, v]) => `${k}=${v}`)
        .join(
          ', ',
        )}) and presses "${mbbsCheck.form.submit}": ms from the press to the first frame that shows the result (its section and heading), on this page or, when the browser sent the form natively ("left the page"), on the page it loaded; "never": not within 30 s.`,
      '',
      '| Export | Press → result ms | Each run | Left the page | Framework then |',
      '|---|---:|---|---|---|',
    );
    for (const [name, these] of await inTurns(port, beforePort, '/mbbs-check', (at) => checkFormVisit(browser, at, values)))
      row([name, ms(medianOf(these.map((r) => r.ms))), times(these.map((r) => r.ms)), agreed(these.map((r) => r.left)), agreed(these.map((r) => r.framework))]);

    lines.push(
      '',
      '### Pre-filled MBBS check link',
      '',
      `On ${phone}, a university card's link (this export's /MBBS: \`/mbbs-check/?${query}\`) opened cold and not touched: ms from navigation start to the first frame that shows the result, and whether the form's fields hold the link's values then; "never": not within ${PREFILLED_LIMIT_MS / 1000} s.`,
      '',
      '| Export | Navigation → result ms | Each run | Fields hold the link | Framework then |',
      '|---|---:|---|---|---|',
    );
    for (const [name, these] of await inTurns(port, beforePort, '/mbbs-check', (at) => prefilledVisit(browser, at, query)))
      row([
        name,
        ms(medianOf(these.map((r) => r.ms))),
        times(these.map((r) => r.ms)),
        agreed(these.map((r) => (r.filled === null ? '–' : r.filled))),
        agreed(these.map((r) => r.framework)),
      ]);
  } finally {
    await browser.close();
  }
  return lines;
}

/** The Lighthouse section of the last full run, kept when this run skips Lighthouse. */
function previousLighthouse(): string[] {
  const file = join('bench', 'report.md');
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const m = text.match(/\n## Lighthouse[\s\S]*?(?=\n## |$)/);
  if (!m) return [];
  const [heading, ...rest] = m[0].trim().split('\n');
  // A heading kept from an earlier partial run already says so: say it once.
  const plain = heading.replace(/ \(not re-run: [^)]*\)/g, '');
  return ['', `${plain} (not re-run: BENCH_ONLY=${ONLY}; figures of the previous full run)`, ...rest];
}

async function main() {
  const lines: string[] = [];
  const date = new Date().toISOString().slice(0, 10);
  lines.push('# Benchmark report', '');
  lines.push(`Date: ${date}. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`);
  lines.push('', '## First-visit bytes per route (KB; HTML, JS without the legacy nomodule polyfill, CSS)', '');
  lines.push(
    "JS is the framework's chunks and the payload the page's React payload: both are fetched only when an island needs the framework (see the section on fetching before interaction); the total counts them as if it started.",
    '',
  );
  lines.push('| Route | HTML raw | HTML gzip | HTML br | JS raw | JS gzip | JS br | Payload gzip | CSS gzip | Total gzip |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of routes) {
    const b = routeBytes(OUT, htmlFileOf(r.path));
    const total = b.html.gzip + b.js.gzip + b.payload.gzip + b.css.gzip;
    lines.push(
      `| ${r.path} | ${kb(b.html.raw)} | ${kb(b.html.gzip)} | ${kb(b.html.brotli)} | ${kb(b.js.raw)} | ${kb(b.js.gzip)} | ${kb(b.js.brotli)} | ${kb(b.payload.gzip)} | ${kb(b.css.gzip)} | ${kb(total)} |`,
    );
  }

  if (ONLY === 'reach') {
    // The floor of '/' alone, in a folder of its own (the full run's is built for Lighthouse).
    const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
    buildFloor(floorDir, ['/']);
    const site = await serve(OUT, PORT);
    const floor = await serve(floorDir, FLOOR_PORT);
    const before = BEFORE ? await serve(BEFORE, BEFORE_PORT) : null;
    try {
      lines.push(...(await reachSection(PORT, BEFORE ? BEFORE_PORT : undefined, FLOOR_PORT, floorDir)));
    } finally {
      site.kill();
      floor.kill();
      before?.kill();
      rmSync(floorDir, { recursive: true, force: true });
    }
    mkdirSync('bench', { recursive: true });
    writeFileSync(join('bench', 'report.md'), lines.join('\n') + '\n');
    console.log('wrote bench/report.md');
    return;
  }

  if (ONLY === 'first-tap' || ONLY === 'visits' || ONLY === 'tap' || ONLY === 'calculator') {
    const site = await serve(OUT, PORT);
    try {
      await warmUp(PORT, OUT, TAP_ROUTES);
      if (ONLY === 'tap' || ONLY === 'calculator') {
        const before = BEFORE ? await serve(BEFORE, BEFORE_PORT) : null;
        try {
          if (BEFORE) await warmUp(BEFORE_PORT, BEFORE, [...TAP_FROM, '/ieltsscore']);
          const beforePort = BEFORE ? BEFORE_PORT : undefined;
          lines.push(...(ONLY === 'tap' ? await tapSection(PORT, beforePort) : await visitSections(PORT, beforePort)));
        } finally {
          before?.kill();
        }
      } else lines.push(...previousLighthouse(), ...(await firstTapSection(PORT)), ...(ONLY === 'visits' ? await visitSections(PORT) : []));
    } finally {
      site.kill();
    }
    mkdirSync('bench', { recursive: true });
    writeFileSync(join('bench', 'report.md'), lines.join('\n') + '\n');
    console.log('wrote bench/report.md');
    return;
  }

  buildFloor();
  const site = await serve(OUT, PORT);
  const floor = await serve(FLOOR, FLOOR_PORT);
  const before = BEFORE ? await serve(BEFORE, BEFORE_PORT) : null;
  await warmUp(PORT, OUT);
  await warmUp(FLOOR_PORT, FLOOR);
  if (BEFORE) await warmUp(BEFORE_PORT, BEFORE);
  lines.push(
    '',
    `## Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile (default simulated throttling), median of ${RUNS} runs; "floor" = the same page with every script removed`,
    '',
    "Both served by scripts/serve.mjs with the export's `_headers`, compressing as a CDN does (brotli), warmed up first.",
    '',
  );
  if (BEFORE) lines.push(`"Before" = ${BEFORE_NAME}, its runs taken in turn with the others'.`, '');
  lines.push(
    `| Route | Perf | Perf of each run | LCP ms | CLS | TBT ms | TBT range ms | FCP ms | SI ms | Floor perf | Floor LCP ms | Floor TBT ms |${BEFORE ? ' Before perf | Before TBT ms | Before TBT range ms |' : ''}`,
  );
  lines.push(`|---|---:|---|---:|---:|---:|---|---:|---:|---:|---:|---:|${BEFORE ? '---:|---:|---|' : ''}`);
  try {
    for (const path of LH_ROUTES) {
      const at = (port: number) => `http://127.0.0.1:${port}${encodeURI(withSlash(path))}`;
      const [s, f, b] = lighthouseTurns([at(PORT), at(FLOOR_PORT), ...(BEFORE ? [at(BEFORE_PORT)] : [])]);
      lines.push(
        `| ${path} | ${s.perf} | ${s.perfRuns.join(' ')} | ${Math.round(s.lcp)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbt)} | ${s.tbtRange.map(Math.round).join('–')} | ${Math.round(s.fcp)} | ${Math.round(s.si)} | ${f.perf} | ${Math.round(f.lcp)} | ${Math.round(f.tbt)} |` +
          (b ? ` ${b.perf} | ${Math.round(b.tbt)} | ${b.tbtRange.map(Math.round).join('–')} |` : ''),
      );
      console.log(lines.at(-1));
    }
    if (ONLY !== 'lighthouse') {
      await warmUp(PORT, OUT, TAP_ROUTES);
      lines.push(
        ...(await firstTapSection(PORT)),
        ...(await visitSections(PORT, BEFORE ? BEFORE_PORT : undefined)),
        ...(await reachSection(PORT, BEFORE ? BEFORE_PORT : undefined, FLOOR_PORT, FLOOR)),
      );
    }
  } finally {
    site.kill();
    floor.kill();
    before?.kill();
    rmSync(FLOOR, { recursive: true, force: true });
  }
  mkdirSync('bench', { recursive: true });
  writeFileSync(join('bench', 'report.md'), lines.join('\n') + '\n');
  console.log('wrote bench/report.md');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
