import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OUT, readOut } from './util';
import { htmlFileOf } from '@/tooling/export-files';
import type { RouteEntry } from '@/content/routes';
import { START_EVENT } from '@/lib/framework-start';

/** Scripts off, or scripts on with every framework chunk refused (inline scripts still run). */
export type Mode = 'scripts off' | 'chunks blocked';

/** A context of the test's project (viewport, touch) in the given mode. */
export async function contextFor(browser: Browser, mode: Mode): Promise<BrowserContext> {
  const options = test.info().project.use;
  const context = await browser.newContext({ ...options, javaScriptEnabled: mode !== 'scripts off' });
  if (mode === 'chunks blocked') await context.route('**/_next/static/**/*.js', (route) => route.abort('failed'));
  return context;
}

/**
 * Opens a route and waits until the page is as it will stay: with chunks blocked, until the loader,
 * asked to start the framework, has given up on them (`data-framework="failed"` where the loader marks it; else until it has
 * asked for them), since what says "this needs script" shows only then.
 */
export async function open(page: Page, path: string, mode: Mode) {
  await page.goto(path, { waitUntil: 'load' });
  if (mode === 'chunks blocked')
    await page.waitForFunction((event) => {
      // As a visitor reaching for an island would: the loader asks for the chunks (and is refused).
      document.dispatchEvent(new Event(event));
      const state = document.documentElement.getAttribute('data-framework');
      if (!document.getElementById('deferred-scripts') || state === 'failed') return true;
      return state === null && document.querySelector('script[src*="/_next/static/"]') !== null;
    }, START_EVENT);
}

/**
 * The words a reader sees on the page, scrolled through (rendered text only: display:none, closed
 * dialogs and the like are not in innerText). Sections off screen are rendered as scrolling to them
 * would (innerText leaves out what `content-visibility: auto` skips, app/globals.css).
 */
export const visibleWords = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*{content-visibility:visible!important}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return document.body.innerText.toLowerCase().split(/\s+/).filter(Boolean);
  });

/** How many of the reference words (counted with repeats) the other page shows too. */
export function shareShown(reference: string[], shown: string[]) {
  const count = new Map<string, number>();
  for (const w of shown) count.set(w, (count.get(w) ?? 0) + 1);
  let found = 0;
  const missing: string[] = [];
  for (const w of reference) {
    const n = count.get(w) ?? 0;
    if (n > 0) {
      found++;
      count.set(w, n - 1);
    } else if (missing.length < 12) missing.push(w);
  }
  return { share: reference.length ? found / reference.length : 1, missing };
}

/** A selector list split at its top-level commas (not those inside `:where(…)` and the like). */
function selectors(list: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '\\') i++;
    else if (list[i] === '(' || list[i] === '[') depth++;
    else if (list[i] === ')' || list[i] === ']') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * The classes of the export's stylesheets whose rules depend on the script state: `js:` styles
 * (`[data-enhanced]`, set by an island's own script) and those reading `<html data-framework>`
 * (the loader's record). Between a page with scripts off and the same page with its chunks blocked,
 * only these rules (and the inline scripts, none of which reads the viewport) can differ. Undefined
 * when such a rule names no class (`html[data-framework=failed] main p`): it may apply anywhere.
 */
function scriptStateClasses(): Set<string> | undefined {
  const dir = join(OUT, '_next', 'static');
  const sheets = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
  const classes = new Set<string>();
  for (const sheet of sheets) {
    const css = readFileSync(join(dir, sheet), 'utf8');
    for (const [, list] of css.matchAll(/([^{}]+)\{/g)) {
      for (const selector of selectors(list)) {
        if (!/data-(enhanced|framework|shell)/.test(selector)) continue;
        // Class selectors, unescaped as they appear in class attributes (`.js\:block` is `js:block`).
        const names = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name.replace(/\\(.)/g, '$1'));
        if (!names.length) return undefined;
        for (const name of names) classes.add(name);
      }
    }
  }
  if (!classes.size) throw new Error('No script-state styles found in the export: the stylesheet format changed');
  return classes;
}

let stateClasses: { classes: Set<string> | undefined } | undefined;

/**
 * Whether the route's exported HTML has an element styled by the script state: only there can what
 * a page shows without its framework differ between a scripts-off and a chunks-blocked load in a
 * way the layout's width decides (an element shown on the phone only that the script state hides).
 */
export function usesScriptState(route: RouteEntry) {
  stateClasses ??= { classes: scriptStateClasses() };
  const { classes } = stateClasses;
  if (!classes) return true;
  const html = readOut(htmlFileOf(route.path));
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value
      .replace(/&amp;/g, '&')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .split(/\s+/))
      if (classes.has(name)) return true;
  }
  return false;
}
