import { readFileSync } from 'node:fs';
import { htmlFiles as exportedHtmlFiles } from '@/tooling/export-files';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { routes, withSlash, type RouteEntry } from '@/content/routes';
import { site } from '@/content/site';

export const OUT = join(__dirname, '..', 'out');

/** URL path of a route as a browser requests it. */
export const urlOf = (r: RouteEntry) => encodeURI(withSlash(r.path));

/** The home page of every language puts the company first. */
export const expectedTitle = (r: RouteEntry) => (r.page === 'home' ? `${site.name} | ${r.title}` : `${r.title} | ${site.name}`);

export const allRoutes = routes;

/**
 * Routes drawn with a shared template (the blog articles, the courses, the service pages, the
 * language editions) differ only in their words: one of each stands for its template where only
 * the layout, the colours or the islands can differ. The desktop walks every route, axe checks the template's
 * first route in the light and the dark theme (and, in the light theme, each article whose body
 * adds a kind of block: axeRoutes in e2e/routes.spec.ts); the phone, whose layout is what differs, walks
 * the routes that are their own template and the first of each shared one, in both themes.
 */
export function sharedTemplate(route: RouteEntry): string | undefined {
  if (route.locale) return 'edition';
  if (/^blog\d+$/.test(route.key) || route.key.startsWith('blog/')) return 'article';
  if (route.key.startsWith('course:')) return 'course';
  if (route.path.startsWith('/services/')) return 'service';
  return undefined;
}

/** The routes that stand for their template: every route that is its own, and the first of each shared one. */
export const templateRoutes = new Set(
  allRoutes.filter((route, i) => {
    const template = sharedTemplate(route);
    return !template || allRoutes.findIndex((r) => sharedTemplate(r) === template) === i;
  }),
);

/** Every exported HTML file, relative to out/. */
export const htmlFiles = (dir = OUT) => exportedHtmlFiles(dir);

export const readOut = (file: string) => readFileSync(join(OUT, file), 'utf8');

let axeSource: string | undefined;

/**
 * Adds a stylesheet to the page as a constructed sheet, which the page's Content-Security-Policy
 * (`style-src 'self'`, no inline styles) lets through, unlike a <style> element.
 */
export async function addStyles(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeViolation = { id: string; nodes: string[] };

/**
 * Injects axe-core into the page (once per document: a walk may run axe again on the same page,
 * in another theme), with scroll-reveal fades settled and every section painted. Axe reads colours
 * from what is painted. Sections off screen are painted only as they come near
 * (content-visibility: auto, app/globals.css), and axe found the colours of whatever was painted
 * at their place: every section is rendered first, as scrolling to it would.
 */
async function injectAxe(page: Page) {
  await addStyles(page, '.reveal,.counter{animation:none!important;opacity:1!important;transform:none!important}*{content-visibility:visible!important}');
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/**
 * Runs axe-core (WCAG 2 A/AA) on the page (or a part of it) and returns the violations, briefly
 * described. Scroll-reveal fades are settled first, so contrast is measured on the final colours.
 * Works under the page's own policy: axe and the styles are given to the page by the browser's
 * devtools protocol, not as inline script or style elements.
 */
export async function axeViolations(page: Page, context = 'html'): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ selector, tags }) => {
      // Only violations are reported, so axe need not build selectors and details for passing nodes
      // (`resultTypes`): every rule still runs on every node.
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(selector, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v: { id: string; nodes: { target: string[]; failureSummary: string }[] }) => ({
        id: v.id,
        nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
      }));
    },
    { selector: context, tags: WCAG_TAGS },
  );
}

/**
 * Remembers which elements the page renders now (before a theme switch), for `axeThemeViolations`.
 * A theme changes colours, and may show or hide elements (the toggle's sun and moon).
 */
export async function markRendered(page: Page) {
  await page.evaluate(() => {
    const rendered = new Set(Array.from(document.querySelectorAll('body *')).filter((el) => el.checkVisibility()));
    Object.assign(window, { renderedBeforeTheme: rendered });
  });
}

/**
 * Axe on a page whose theme was switched after `axeViolations` checked it in its first theme (and
 * `markRendered` noted what it rendered then). A theme changes colours and what is shown; the
 * markup, names, roles and structure stay as they were checked. So: every WCAG 2 A/AA rule about
 * colour (axe's `cat.color` rules: contrast, links told apart by colour) on the whole page, and every
 * WCAG 2 A/AA rule on what the switch showed or hid, each taken with its nearest control, label or
 * role-bearing ancestor (a button whose only text the theme hid loses its name).
 */
export async function axeThemeViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async (tags) => {
    // @ts-expect-error axe is injected above
    const axe = window.axe;
    const before = (window as unknown as { renderedBeforeTheme?: Set<Element> }).renderedBeforeTheme;
    if (!before) throw new Error('markRendered was not called before the theme switch');
    const summary = (result: { violations: { id: string; nodes: { target: string[]; failureSummary: string }[] }[] }) =>
      result.violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
    const colourRules = axe
      .getRules(tags)
      .filter((r: { tags: string[] }) => r.tags.includes('cat.color'))
      .map((r: { ruleId: string }) => r.ruleId);
    const colour = summary(await axe.run(document, { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] }));
    const changed = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.checkVisibility() === before.has(el)) continue;
      const scope = el.parentElement?.closest('a, button, label, summary, [role], [aria-label], [aria-labelledby]') ?? el.parentElement ?? el;
      changed.add(scope);
    }
    // Scopes inside another scope are checked with it.
    const scopes = [...changed].filter((el) => ![...changed].some((other) => other !== el && other.contains(el)));
    if (!scopes.length) return colour;
    const shown = summary(await axe.run({ include: scopes }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }));
    return [...colour, ...shown];
  }, WCAG_TAGS);
}

/**
 * Collects the Content-Security-Policy violations a page reports and its requests to any other
 * origin than `baseURL` (the lists are the caller's to empty between pages).
 */
export async function watchPolicy(page: Page, baseURL: string) {
  const violations: string[] = [];
  const outside: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on('request', (r) => {
    const origin = new URL(r.url()).origin;
    if (origin !== new URL(baseURL).origin && !r.url().startsWith('data:')) outside.push(r.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to ${e.violatedDirective}: ${e.blockedURI}`));
  });
  return { violations, outside };
}

/** `items` in consecutive groups of at most `size`, for walks that share one page between several routes. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Text of HTML source with its character references resolved, as the DOM would hold it. */
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
  );

/**
 * What a crawler reads from a page's served HTML, without a browser. The export is React's server
 * output: every attribute is double-quoted with `"<>&'` escaped, so a tag ends at its first `>`.
 * Elements are looked for outside comments and outside script and style contents, as the DOM has them.
 */
export function servedHtml(html: string) {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1</$2>');
  const head = markup.slice(0, Math.max(0, markup.indexOf('</head>')));
  const mainHtml = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(markup)?.[1] ?? '';
  const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/\s([^\s=/>]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), decodeEntities(m[2])]));
  /** The attributes of every `<name …>` start tag, in document order. */
  const tags = (name: string, within = markup) => [...within.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attrs(m[0]));
  const text = (fragment: string) => decodeEntities(fragment.replace(/<[^>]*>/g, ''));
  return {
    /** document.title: the head's title element, whitespace collapsed. */
    title: text(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
    tags,
    /** The `content` of each `<meta>` whose `key` attribute (name, property) is `value`. */
    meta: (key: string, value: string) =>
      tags('meta')
        .filter((a) => a[key] === value)
        .map((a) => a.content),
    /** The `href` of each `<link rel=…>`. */
    links: (rel: string) =>
      tags('link')
        .filter((a) => a.rel === rel)
        .map((a) => a.href),
    /** How many `<name>` elements the document, or its main element, holds. */
    count: (name: string, inMain = false) => tags(name, inMain ? mainHtml : markup).length,
    /** The parsed content of each JSON-LD script, arrays flattened. */
    jsonLd: (): unknown[] =>
      [...html.matchAll(/<script\b[^>]*\stype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].flatMap((m) => [JSON.parse(m[1])].flat()),
    /** The text the main element shows: its textContent without script or style contents. */
    mainText: () => text(mainHtml),
    /** The textContent of each `<h1>`. */
    h1Texts: () => [...markup.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => text(m[1])),
  };
}

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
