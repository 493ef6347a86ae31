import { COMPILE_HINT, deferScripts, deferredScriptSources, loaderScript, withCompileHint } from '@/lib/deferred-scripts';
import { inlineScriptHashes } from '@/lib/security-headers';

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script>theme()</script><script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>' +
  '<body><h1>Hello</h1><script src="/_next/static/chunks/c.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>';

describe('deferScripts', () => {
  const html = deferScripts(page);

  it('takes the async framework scripts and script preloads out of the HTML', () => {
    expect(html).not.toMatch(/<script src="[^"]*" async/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('keeps inline scripts, the stylesheet and the nomodule polyfill where they were', () => {
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
  });

  it('lists every script once, in document order, in one loader at the end of <head>', () => {
    expect(deferredScriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
    expect(html).toMatch(/<script id="deferred-scripts">\(function\(\)[^\n]*?<\/script><\/head><body>/);
  });

  it('is idempotent, leaves pages without scripts alone, and the loader is hashed for the CSP', () => {
    expect(deferScripts(html)).toBe(html);
    const plain = '<html><head></head><body>x</body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(inlineScriptHashes(html)).toHaveLength(inlineScriptHashes(page).length + 1);
  });
});

describe('the loader in a browser', () => {
  const sources = ['/a.js', '/b.js'];
  let paintCallback: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    paintCallback = undefined;
    Object.assign(window, {
      PerformancePaintTiming: function PerformancePaintTiming() {},
      PerformanceObserver: jest.fn((cb) => {
        paintCallback = cb;
        return { observe: jest.fn() };
      }),
    });
    listeners = [];
    jest.spyOn(window, 'addEventListener').mockImplementation((type, fn) => void listeners.push([type, fn as () => void]));
    // Loader scripts are inline in the page: run the same source here.
    new Function(loaderScript(sources))();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  let listeners: [string, () => void][] = [];
  const load = () => listeners.filter(([t]) => t === 'load').forEach(([, fn]) => fn());

  const paint = () => paintCallback!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) });

  it('adds nothing before the first paint, however long the page takes to load', () => {
    jest.advanceTimersByTime(10_000);
    expect(added()).toEqual([]);
  });

  it('adds the scripts, in order and async, as soon as the first paint is reported, without any timer', () => {
    paint();
    expect(added()).toEqual(sources);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
    load();
    jest.advanceTimersByTime(5000);
    expect(added()).toEqual(sources);
  });

  it('still loads them 3 s after load if no paint is ever reported', () => {
    load();
    jest.advanceTimersByTime(2900);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(added()).toEqual(sources);
  });
});

describe('withCompileHint', () => {
  it('puts V8\'s compile hint on the first line, once', () => {
    const js = '(globalThis.TURBOPACK||[]).push([1])';
    expect(withCompileHint(js)).toBe(`//# allFunctionsCalledOnLoad\n${js}`);
    expect(withCompileHint(withCompileHint(js))).toBe(COMPILE_HINT + js);
  });
});
