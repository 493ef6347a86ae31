/**
 * Paint first, then load the framework. Next.js puts its chunks in <head> as `async` scripts (and
 * `preload` links), so on a fast network they arrive, run and hydrate before the browser has
 * painted anything, and on a slow one they compete with the stylesheet for bandwidth. The export
 * is plain HTML that reads fine without scripts, so `deferScripts` (run by scripts/postbuild.ts on
 * every exported page) takes those tags out and adds one small inline loader that inserts the same
 * scripts, in the same order, once the page has shown its first paint. Visitors see
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

/** `<script src="…" async>` tags (not the legacy `nomodule` polyfill) and `<link rel="preload" as="script">`. */
const ASYNC_SCRIPT = /<script\b(?=[^>]*\ssrc="([^"]+)")(?=[^>]*\sasync\b)(?![^>]*\snomodule\b)[^>]*><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*\/?>/gi;

/**
 * The loader: appends the scripts as soon as the browser reports the first contentful paint (in a
 * hidden tab, where nothing paints, or a browser without paint timing: at `load`; 3 s after `load`
 * at the latest, should no paint ever be reported). Added before `load`, they hold the `load`
 * event as Next.js's own tags did. They are async, as Next.js's own were, and the normal path uses
 * no timer, so a page whose clock is paused (a test's fake timers) still loads.
 */
export function loaderScript(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=document,w=window,n=0,p=!w.PerformancePaintTiming;` +
    `function go(){if(n||!(p||d.visibilityState==='hidden'))return;n=1;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;d.head.appendChild(e)}}` +
    `try{new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length){p=1;go()}}).observe({type:'paint',buffered:true})}catch(e){p=1}` +
    `w.addEventListener('load',function(){go();setTimeout(function(){p=1;go()},3000)});` +
    `d.addEventListener('visibilitychange',go)})()`
  );
}

/** Moves a page's framework scripts behind the loader. Idempotent: a page with the loader is left as it is. */
export function deferScripts(html: string): string {
  if (html.includes(`id="${LOADER_ID}"`)) return html;
  const sources: string[] = [];
  const rest = html.replace(SCRIPT_PRELOAD, '').replace(ASYNC_SCRIPT, (_tag, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  return rest.replace('</head>', `<script id="${LOADER_ID}">${loaderScript(sources)}</script></head>`);
}

/** The scripts a page loads through the loader (for byte budgets and the benchmark). */
export function deferredScriptSources(html: string): string[] {
  const m = html.match(new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`));
  return m ? (JSON.parse(m[1]) as string[]) : [];
}
