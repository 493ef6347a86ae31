/**
 * Paint first, then load the framework. Next.js puts its chunks in <head> as `async` scripts (and
 * `preload` links), so on a fast network they arrive, run and hydrate before the browser has
 * painted anything, and on a slow one they compete with the stylesheet for bandwidth. The export
 * is plain HTML that reads fine without scripts, so `deferScripts` (run by scripts/postbuild.ts on
 * every exported page) takes those tags out and adds one small inline loader, ahead of the
 * stylesheet (see inlineScriptsFirst), that inserts the same scripts, in the same order, once the
 * page has shown its first paint. Visitors see
 * the content sooner; the page becomes interactive when the scripts have arrived, as before.
 * The same scripts get V8's compile hint (below), so they compile off the main thread.
 */

const LOADER_ID = 'deferred-scripts';

/**
 * V8's explicit compile hint: a script that starts with this comment is compiled whole, on a
 * background thread while it streams in, instead of function by function on the main thread as
 * each is first called. The framework chunks run almost all of their code at start-up, so this
 * takes their compilation off the main thread (Chrome 136+; other browsers read a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A first-load chunk with the compile hint on its first line (idempotent). */
export const withCompileHint = (js: string) => (js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js);

/** How long start-up may take, from the moment the scripts are added, before the page is marked failed. */
export const START_TIMEOUT_MS = 8000;
/** A chunk that fails to arrive is asked for once more, this long after the failure. */
export const RETRY_DELAY_MS = 1000;

/**
 * The loader: appends the scripts as soon as the browser reports the first contentful paint (in a
 * hidden tab, where nothing paints, or a browser without paint timing: at `load`; 3 s after `load`
 * at the latest, should no paint ever be reported). Added before `load`, they hold the `load`
 * event as Next.js's own tags did. They are async, as Next.js's own were, and the normal path uses
 * no timer, so a page whose clock is paused (a test's fake timers) still loads.
 *
 * One script is added per task (the next through a MessageChannel message, which no fake clock
 * holds): each insertion starts a request, measured at 0.3–0.7 ms on a fast desktop, 1–2.4 ms with
 * DevTools' network domain on (as under Lighthouse) and four times that on a phone, so nine in one
 * task held the main thread right after the first paint, just when a first tap or Lighthouse's
 * blocking-time count looks at it.
 *
 * When the framework does not arrive, the page stays what it is without scripts (nothing in it
 * waits on a page-wide flag), and the loader says so on `<html data-framework>`:
 * - `pending` from the start (scripts are on and the framework is coming), `loading` once the
 *   scripts are added, `started` once React has taken the document over;
 * - a chunk that fails (network drop, proxy, blocked file) is asked for once more after
 *   RETRY_DELAY_MS: a dropped packet on a phone should not cost the page its framework;
 * - `failed` when a chunk failed twice, or when start-up has not happened within
 *   START_TIMEOUT_MS; should the framework still start later, it becomes `started`.
 * No content waits on it: only what says "this needs script" (a calculator's note, in
 * components/calculators/explanation.tsx) reads it, to stay out of sight while the framework is on
 * its way or running and show when it is absent or failed. The check for start-up goes on (4 a
 * second, a few microseconds each) until it happens, so a late start always turns `failed` into
 * `started`.
 */
export function loaderScript(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=document,w=window,h=d.documentElement,n=0,p=!w.PerformancePaintTiming;` +
    `function f(v){if(h.getAttribute('data-framework')!=='started')h.setAttribute('data-framework',v)}f('pending');` +
    `function a(u,r){var e=d.createElement('script');e.src=u;e.async=true;e.onerror=function(){e.remove();r?f('failed'):setTimeout(function(){a(u,1)},${RETRY_DELAY_MS})};d.head.appendChild(e)}` +
    `function go(){if(n||!(p||d.visibilityState==='hidden'))return;n=1;f('loading');` +
    `var i=0,c=new MessageChannel;c.port1.onmessage=function(){a(s[i++]);if(i<s.length)c.port2.postMessage(0)};c.port1.onmessage();` +
    `var k=0,x=setInterval(function(){if(Object.keys(d).join().indexOf('__reactContainer')>=0){clearInterval(x);h.setAttribute('data-framework','started')}` +
    `else if(++k==${START_TIMEOUT_MS / 250})f('failed')},250)}` +
    `try{new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length){p=1;go()}}).observe({type:'paint',buffered:true})}catch(e){p=1}` +
    `w.addEventListener('load',function(){go();setTimeout(function(){p=1;go()},3000)});` +
    `d.addEventListener('visibilitychange',go)})()`
  );
}

/** Thrown when Next.js's output no longer has the shape the loader was written for. */
export class DeferredScriptsContractError extends Error {
  constructor(page: string, problem: string) {
    super(`deferred scripts: ${page}: ${problem}. Next.js's output changed shape; update tooling/deferred-scripts.ts (and its test sample) before shipping.`);
    this.name = 'DeferredScriptsContractError';
  }
}

/** A tag's attributes (names lower-cased), or null when the tag does not read as plain double-quoted attributes. */
function attributesOf(tag: string): Map<string, string> | null {
  const inner = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  const attrs = new Map<string, string>();
  const rest = inner.replace(/\s+([^\s"'=<>/]+)(?:="([^"]*)")?/g, (_m, name: string, value = '') => {
    attrs.set(name.toLowerCase(), value);
    return '';
  });
  return rest.trim() === '' ? attrs : null;
}

const sameKeys = (attrs: Map<string, string>, allowed: string[], required = allowed) =>
  [...attrs.keys()].every((k) => allowed.includes(k)) && required.every((k) => attrs.has(k));

/**
 * What Next.js writes today and the loader re-creates, attribute for attribute:
 * - framework chunks: `<script src="…" async=""></script>`, nothing else (an `integrity`,
 *   `crossorigin`, `nonce`, `type` or `defer` would be lost, or change how the chunk runs);
 * - the legacy polyfill: `<script src="…" noModule=""></script>`, left where it is;
 * - script preloads: `<link rel="preload" as="script" href="…">` with an optional `fetchPriority`
 *   (only the preload's rank, dropped with it: the loader adds the script itself), for a chunk
 *   the page also loads.
 * Inline scripts (the RSC payload, the theme script) are not touched.
 */
const SCRIPT_OPEN = /<script\b[^>]*>/gi;
const SCRIPT_LINK = /<link\b(?=[^>]*\s(?:as="script"|rel="modulepreload"))[^>]*>/gi;

type Found = { chunks: { tag: string; src: string }[]; preloads: { tag: string; href: string }[] };

function readFrameworkTags(html: string, page: string): Found {
  const found: Found = { chunks: [], preloads: [] };
  for (const m of html.matchAll(SCRIPT_OPEN)) {
    const tag = m[0];
    const attrs = attributesOf(tag);
    if (!attrs) throw new DeferredScriptsContractError(page, `unreadable script tag ${tag}`);
    if (attrs.get('id') === LOADER_ID || !attrs.has('src')) continue;
    if (sameKeys(attrs, ['src', 'nomodule'])) continue;
    if (!sameKeys(attrs, ['src', 'async']) || attrs.get('async') !== '')
      throw new DeferredScriptsContractError(page, `unexpected script tag ${tag} (expected exactly src and async="")`);
    if (!html.startsWith('</script>', m.index! + tag.length)) throw new DeferredScriptsContractError(page, `script tag ${tag} is not empty`);
    found.chunks.push({ tag: tag + '</script>', src: attrs.get('src')! });
  }
  for (const m of html.matchAll(SCRIPT_LINK)) {
    const tag = m[0];
    const attrs = attributesOf(tag);
    if (
      !attrs ||
      attrs.get('rel') !== 'preload' ||
      attrs.get('as') !== 'script' ||
      !sameKeys(attrs, ['rel', 'as', 'href', 'fetchpriority'], ['rel', 'as', 'href'])
    ) {
      throw new DeferredScriptsContractError(page, `unexpected script preload ${tag} (expected rel="preload" as="script" href and fetchPriority only)`);
    }
    found.preloads.push({ tag, href: attrs.get('href')! });
  }
  return found;
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

/**
 * Moves a page's framework scripts behind the loader. Idempotent: a page with the loader is only
 * checked. Throws DeferredScriptsContractError, naming the page and the tag, when the page is not
 * in the shape described above, so that a Next.js upgrade that changes it fails the build instead
 * of shipping pages that lose a script or an attribute.
 */
export function deferScripts(html: string, page = 'page'): string {
  const heads = count(html, '</head>');
  if (heads !== 1) throw new DeferredScriptsContractError(page, heads === 0 ? 'no </head>' : `${heads} </head> tags`);
  const loaders = count(html, `<script id="${LOADER_ID}">`);
  if (loaders > 1) throw new DeferredScriptsContractError(page, `${loaders} loaders`);
  const { chunks, preloads } = readFrameworkTags(html, page);
  if (loaders === 1) {
    if (chunks.length || preloads.length)
      throw new DeferredScriptsContractError(page, `framework script left beside the loader: ${(chunks[0] ?? preloads[0]).tag}`);
    return html;
  }
  if (chunks.length === 0) {
    if (preloads.length) throw new DeferredScriptsContractError(page, `script preload without a script: ${preloads[0].tag}`);
    return html;
  }
  const sources = [...new Set(chunks.map((c) => c.src))];
  const lost = preloads.find((p) => !sources.includes(p.href));
  if (lost) throw new DeferredScriptsContractError(page, `script preload for a chunk the page does not load: ${lost.tag}`);
  let rest = html;
  for (const { tag } of [...chunks, ...preloads]) rest = rest.replace(tag, '');
  const done = inlineScriptsFirst(rest.replace('</head>', `<script id="${LOADER_ID}">${loaderScript(sources)}</script></head>`));
  // Post-conditions: one loader, ahead of every stylesheet, and no framework script or preload left behind.
  const after = readFrameworkTags(done, page);
  if (after.chunks.length || after.preloads.length || count(done, `<script id="${LOADER_ID}">`) !== 1) {
    throw new DeferredScriptsContractError(page, 'rewrite left a framework tag behind');
  }
  const stylesheet = done.search(STYLESHEET);
  if (stylesheet >= 0 && stylesheet < done.indexOf('</head>') && stylesheet < done.indexOf(`<script id="${LOADER_ID}">`)) {
    throw new DeferredScriptsContractError(page, 'the loader sits behind a stylesheet');
  }
  return done;
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/i;
/** A classic inline script in <head> (no src, no type: the theme script, the loader; JSON-LD stays put). */
const INLINE_SCRIPT = /<script(?: id="[^"]*")?>[\s\S]*?<\/script>/g;

/**
 * Moves the classic inline scripts of <head> (the theme script, the loader) in front of its first
 * stylesheet, in their order. A parser-inserted script behind a stylesheet waits for that
 * stylesheet (it might read styles), and the parser waits with it: on a slow connection the body
 * was then read only once the CSS had arrived, a piece at a time, each piece styled and laid out
 * again after the first paint, exactly while the visitor's first tap waited for the main thread.
 * In front, they run at once (neither reads a style), the parser reads the whole body while the
 * stylesheet is on its way, and the first paint is the page as it stays.
 */
export function inlineScriptsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const at = head.search(STYLESHEET);
  if (headEnd < 0 || at < 0) return html;
  const behind = head.slice(at).match(INLINE_SCRIPT) ?? [];
  if (behind.length === 0) return html;
  let rest = head.slice(at);
  for (const tag of behind) rest = rest.replace(tag, '');
  return head.slice(0, at) + behind.join('') + rest + html.slice(headEnd);
}

/** The scripts a page loads through the loader (for byte budgets and the benchmark). */
export function deferredScriptSources(html: string): string[] {
  const m = html.match(new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`));
  return m ? (JSON.parse(m[1]) as string[]) : [];
}
