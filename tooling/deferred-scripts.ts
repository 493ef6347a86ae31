/**
 * The framework when an island needs it. Next.js puts its chunks in <head> as `async` scripts (and
 * `preload` links), so every page fetched and ran all of React and the router at first paint,
 * though its HTML works without them. `deferScripts` (run by scripts/postbuild.ts on every
 * exported page) takes those tags out and adds one small inline loader, ahead of the stylesheet
 * (see inlineScriptsFirst), that inserts the same scripts, in the same order, when the visitor
 * reaches for an island that needs them (loaderScript says when).
 * The same scripts get V8's compile hint (below), so they compile off the main thread.
 */

import { createHash } from 'node:crypto';
import { READY_EVENT, START_EVENT } from '@/lib/framework-start';
import { LANDING_KEY } from '@/lib/lead-origin';

export { START_EVENT };
import { SAVED_LEADS_KEY } from '@/lib/lead-queue';

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
/**
 * How often the loader looks, once React has hydrated the document, whether it holds an element
 * the visitor reached for during start-up: what was held is done that soon after.
 */
export const START_POLL_MS = 50;
/** A chunk that fails to arrive is asked for once more, this long after the failure. */
export const RETRY_DELAY_MS = 1000;

/** Ahead of an island's clock (the chat's auto-opening), so it has started when the moment comes. */
export const CLOCK_LEAD_MS = 5000;

/**
 * The loader: fetches and starts the framework only when an island needs it (the islands are
 * marked by components/ui/island.tsx, `data-island`), never in the first-paint window:
 * - when the visitor first reaches for an island: pointer down, focus, input or a key inside it;
 * - when an island marked `visible` is scrolled into view;
 * - at an island's `data-island-at` (ms after arrival, less CLOCK_LEAD_MS), unless the
 *   localStorage key in its `data-island-unless` is set (the chat opens by itself once);
 * - when the browser is idle after load, on a page that holds leads saved while offline (they are
 *   sent), or whose `idle` island was opened with a query or fragment (a shared result);
 * - on START_EVENT.
 * Before any of that, once the document is parsed, it stops offering a choice whose day has come by
 * the visitor's clock (`data-begins` on an <option>: an intake whose classes began after the build).
 * Whatever the trigger, nothing is fetched before the first contentful paint.
 * On a page with an `idle` island (a calculator, the planner, the contact form) the chunks are
 * fetched (rel=prefetch) when the browser is idle after load, so the first reach only runs them.
 * A page whose islands all work natively fetches nothing until then.
 *
 * Nothing the visitor does while it starts is lost: values typed stay in the HTML React takes
 * over; a form submitted inside an island is held and submitted again once React has hydrated
 * the document and holds that form (or, should the framework fail, left to the browser); a click
 * on a button of an island that has no native action (no popover or command target, no submit)
 * is replayed then. "Hydrated" is READY_EVENT, sent by React's first commit: from hydrateRoot on
 * React listens, but an element it has rendered and not yet committed has no handler, so a submit
 * given back then was not handled and left the page natively.
 *
 * One script is added per task (through a MessageChannel message, which no fake clock holds):
 * each insertion starts a request, 1–2.4 ms under DevTools and four times that on a phone.
 * The page's React payload (`payload`, taken out of the HTML by takePayloadOut) is added first,
 * and the chunks only once it has run: Next.js closes the payload stream on the task after it
 * starts, so the payload must be in `self.__next_f` before any chunk runs.
 *
 * The loader says where things stand on `<html data-framework>`:
 * - `pending` from the start (scripts are on; the framework comes when an island needs it),
 *   `loading` once the scripts are added, `started` once React has hydrated the document (set
 *   by components/layout/framework-ready.tsx with READY_EVENT);
 * - a chunk that fails (network drop, proxy, blocked file) is asked for once more after
 *   RETRY_DELAY_MS: a dropped packet on a phone should not cost the page its framework;
 * - `failed` when a chunk failed twice, or when start-up has not happened within
 *   START_TIMEOUT_MS; should the framework still start later, it becomes `started`.
 * No content waits on it: only what says "this needs script" reads it.
 */
export function loaderScript(sources: string[], payload = ''): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},D=${JSON.stringify(payload)},d=document,w=window,h=d.documentElement,n=0,r=0,z=0,q=[],p=!w.PerformancePaintTiming,W=[],X;` +
    // P: after the first contentful paint (at once where paint timing is missing or the tab is hidden).
    `function P(g){p||d.visibilityState==='hidden'?g():W.push(g)}` +
    `try{new PerformanceObserver(function(x){if(!p&&x.getEntriesByName('first-contentful-paint').length){p=1;W.splice(0).forEach(function(g){g()})}}).observe({type:'paint',buffered:true})}catch(e){p=1}` +
    `function f(v){if(h.getAttribute('data-framework')!=='started')h.setAttribute('data-framework',v)}f('pending');` +
    `try{if(!sessionStorage.getItem('${LANDING_KEY}'))sessionStorage.setItem('${LANDING_KEY}',JSON.stringify([location.href,d.referrer]))}catch(e){}` +
    `function a(u,r,o){var e=d.createElement('script');e.src=u;e.async=true;if(o)e.onload=o;e.onerror=function(){e.remove();r?(f('failed'),y()):setTimeout(function(){a(u,1,o)},${RETRY_DELAY_MS})};d.head.appendChild(e)}` +
    `function R(e){return Object.keys(e).join().indexOf('__reactProps')>=0}` +
    // y: what was held is done, by React once it holds the element, else (failed) by the browser.
    // (looked at on the task after React's commit, then every START_POLL_MS).
    `function y(){var l=q;q=[];z=1;l.forEach(function(x){var e=x[1],t=0,k,g=function(){if(!k)return;if(!e.isConnected||++t>40){clearInterval(k);k=0;return}` +
    `var ok=h.getAttribute('data-framework')==='started';if(ok&&!R(e))return;clearInterval(k);k=0;` +
    `if(x[0]=='s')e.requestSubmit(x[2]&&x[2].isConnected&&x[2].form==e?x[2]:undefined);else if(ok)e.click()};k=setInterval(g,${START_POLL_MS});setTimeout(g)})}` +
    `function go(){if(n)return;n=1;f('loading');` +
    `var i=0,c=new MessageChannel;c.port1.onmessage=function(){a(s[i++]);if(i<s.length)c.port2.postMessage(0)};D?a(D,0,function(){c.port1.onmessage()}):c.port1.onmessage();` +
    `X=setTimeout(function(){z||(f('failed'),y())},${START_TIMEOUT_MS})}` +
    // S: React has hydrated the document (components/layout/framework-ready.tsx, which also marks it started).
    `function S(){clearTimeout(X);z||y()}d.addEventListener('${READY_EVENT}',S);` +
    `function I(e){var t=e.target;return t&&t.closest?t.closest('[data-island]'):null}` +
    `['pointerdown','focusin','input','keydown'].forEach(function(t){d.addEventListener(t,function(e){if(I(e)){r=1;P(go)}},true)});` +
    // Held: no listener of the page sees it now (React, listening from hydrateRoot on, would hydrate
    // in a hurry and handle it, and then again when it is given back). Held too while the start a reach
    // asked for (`r`) still waits for the first paint: a tap before the paint is observed is not lost.
    `d.addEventListener('submit',function(e){if((n||r)&&!z&&I(e)){e.preventDefault();e.stopImmediatePropagation();q.push(['s',e.target,e.submitter])}},true);` +
    `d.addEventListener('click',function(e){var b=(n||r)&&!z&&I(e)&&e.target.closest('button,[role=button],[role=tab]');` +
    `if(b&&!b.closest('a')&&!b.matches('[popovertarget],[commandfor],[type=submit],[type=reset]')&&!(b.tagName=='BUTTON'&&b.form&&b.type!='button')){e.stopImmediatePropagation();q.push(['c',b])}},true);` +
    `d.addEventListener('${START_EVENT}',function(){P(go)});` +
    `function L(){var v=d.querySelectorAll('[data-island]'),ie=w.requestIdleCallback||setTimeout,sv=0,j;` +
    `try{sv=localStorage.getItem('${SAVED_LEADS_KEY}')}catch(e){}` +
    `for(j=0;j<v.length;j++)(function(e){var at=+e.getAttribute('data-island-at'),u=e.getAttribute('data-island-unless'),m=e.getAttribute('data-island');` +
    `if(at){try{if(u&&localStorage.getItem(u)==='true')at=0}catch(x){}if(at)setTimeout(go,Math.max(0,at-${CLOCK_LEAD_MS}-performance.now()))}` +
    `if(m=='visible'&&w.IntersectionObserver)new IntersectionObserver(function(l,o){if(l.some(function(x){return x.isIntersecting})){o.disconnect();go()}}).observe(e);` +
    `if(m=='idle')P(function(){ie(function(){if(location.search||location.hash)return go();(D?[D]:[]).concat(s).forEach(function(u){var l=d.createElement('link');l.rel='prefetch';l.as='script';l.href=u;d.head.appendChild(l)})})})})(v[j]);` +
    `if(sv)P(function(){ie(go)})}` +
    // B: a choice whose day has come by the visitor's clock (an intake whose classes have begun since
    // the build, `data-begins`) is no longer offered: hidden and disabled, not removed, so React finds
    // the options it rendered; a closed select's options take no room, so nothing moves.
    `function B(){var t=new Date,k=t.getFullYear()+'-'+('0'+(t.getMonth()+1)).slice(-2)+'-'+('0'+t.getDate()).slice(-2);` +
    `[].forEach.call(d.querySelectorAll('option[data-begins]'),function(o){if(o.getAttribute('data-begins')<=k){var e=o.closest('select');if(o.selected&&e)e.value='';o.hidden=o.disabled=true}})}` +
    `d.readyState=='loading'?d.addEventListener('DOMContentLoaded',B):B();` +
    `d.readyState=='complete'?L():w.addEventListener('load',L)})()`
  );
}

/**
 * Next.js's inline React payload: `(self.__next_f=self.__next_f||[]).push([0])`, then
 * `self.__next_f.push([1,"…"])` blocks (its strings escape `<`, so none holds `</script>`).
 */
const PAYLOAD_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[[\s\S]*?\]\))<\/script>/g;
/** Where the pages' payloads are published (under /_next/static/: cached for good, named by content). */
export const PAYLOAD_DIR = '/_next/static/payload/';

/**
 * Takes a page's React payload out of its HTML into a script of its own (`js`, to publish at
 * `src`), which the loader runs before the chunks. The payload is only read when React starts,
 * which on most visits never happens; inline it was half of every page's HTML, fetched, parsed
 * and run as nine scripts on every visit. Returns null for a page without one. Throws
 * DeferredScriptsContractError when a script that mentions `self.__next_f` is not one of these
 * blocks, or the payload does not open with its `[0]` block.
 */
export function takePayloadOut(html: string, page = 'page'): { html: string; js: string; src: string } | null {
  const blocks = [...html.matchAll(PAYLOAD_SCRIPT)];
  if (blocks.length === 0) {
    if (html.includes('self.__next_f')) throw new DeferredScriptsContractError(page, 'a script reads self.__next_f but is not a payload block');
    return null;
  }
  if (!blocks[0][1].startsWith('(self.__next_f=self.__next_f||[]).push([0])'))
    throw new DeferredScriptsContractError(page, 'the payload does not open with (self.__next_f=self.__next_f||[]).push([0])');
  let rest = html;
  for (const [tag] of blocks) rest = rest.replace(tag, '');
  if (rest.includes('self.__next_f')) throw new DeferredScriptsContractError(page, 'a script reads self.__next_f but is not a payload block');
  const js = blocks.map((b) => b[1]).join(';\n') + ';\n';
  return { html: rest, js, src: `${PAYLOAD_DIR}${createHash('sha256').update(js).digest('hex').slice(0, 16)}.js` };
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
export function deferScripts(html: string, page = 'page', payload = ''): string {
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
    if (payload) throw new DeferredScriptsContractError(page, 'a payload without a chunk to read it');
    if (preloads.length) throw new DeferredScriptsContractError(page, `script preload without a script: ${preloads[0].tag}`);
    return html;
  }
  const sources = [...new Set(chunks.map((c) => c.src))];
  const lost = preloads.find((p) => !sources.includes(p.href));
  if (lost) throw new DeferredScriptsContractError(page, `script preload for a chunk the page does not load: ${lost.tag}`);
  let rest = html;
  for (const { tag } of [...chunks, ...preloads]) rest = rest.replace(tag, '');
  const done = inlineScriptsFirst(rest.replace('</head>', `<script id="${LOADER_ID}">${loaderScript(sources, payload)}</script></head>`));
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

/** The payload script a page's loader runs first, or null (for the benchmark). */
export function deferredPayloadSource(html: string): string | null {
  const m = html.match(new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=\\[[^\\]]*\\],D=("[^"]*")`));
  return m && JSON.parse(m[1]) ? (JSON.parse(m[1]) as string) : null;
}

/** The scripts a page loads through the loader (for byte budgets and the benchmark). */
export function deferredScriptSources(html: string): string[] {
  const m = html.match(new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`));
  return m ? (JSON.parse(m[1]) as string[]) : [];
}
