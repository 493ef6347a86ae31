import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMPILE_HINT,
  DeferredScriptsContractError,
  deferScripts,
  deferredScriptSources,
  loaderScript,
  RETRY_DELAY_MS,
  START_TIMEOUT_MS,
  withCompileHint,
} from '@/tooling/deferred-scripts';
import { inlineScriptHashes } from '@/tooling/security-headers';

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

  it('keeps the inline scripts of the body, the stylesheet and the nomodule polyfill where they were', () => {
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain('<h1>Hello</h1><script>self.__next_f.push([1,"x"])</script></body>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
  });

  it('lists every script once, in document order, in one loader', () => {
    expect(deferredScriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('puts the inline scripts of the head (theme, then loader) in front of the stylesheet, so the parser never waits for the CSS', () => {
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><script>theme\(\)<\/script><script id="deferred-scripts">\(function\(\)[^\n]*?<\/script><link rel="stylesheet" href="\/_next\/static\/chunks\/a.css"\/><script src="\/_next\/static\/chunks\/polyfill.js" noModule=""><\/script><\/head><body>/,
    );
  });

  it('is idempotent, leaves pages without scripts alone, and the loader is hashed for the CSP', () => {
    expect(deferScripts(html)).toBe(html);
    const plain = '<html><head></head><body>x</body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(inlineScriptHashes(html)).toHaveLength(inlineScriptHashes(page).length + 1);
  });
});

/**
 * index.html as `next build` exports it today (Next.js 16.4): its <head> verbatim, the body's
 * content cut down to one heading, the body's scripts up to the React payload kept.
 */
const sample = readFileSync(join(__dirname, 'deferred-scripts.sample.html'), 'utf8');
const chunk = '<script src="/_next/static/chunks/1wnov70f88xjy.js" async=""></script>';

describe('deferScripts on a page as Next.js exports it today', () => {
  const html = deferScripts(sample, 'index.html');

  it('moves all eight chunks, head and body, behind one loader, and drops the script preload', () => {
    expect(deferredScriptSources(html)).toEqual([
      '/_next/static/chunks/1wnov70f88xjy.js',
      '/_next/static/chunks/39_j1bdzreq0m.js',
      '/_next/static/chunks/1kvblvb7gnygx.js',
      '/_next/static/chunks/turbopack-2u1d16houkiyo.js',
      '/_next/static/chunks/2m9k8xln7e6b5.js',
      '/_next/static/chunks/0l_972j3mpqtq.js',
      '/_next/static/chunks/0z0hrrxg01q--.js',
      '/_next/static/chunks/310vm2bl3xxpt.js',
    ]);
    expect(html).not.toMatch(/<script src="[^"]*" async/);
    expect(html).not.toContain('as="script"');
    expect(html.split('<script id="deferred-scripts">')).toHaveLength(2);
    expect(html).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="">');
    expect(html).toContain('<script id="_R_">');
    // Theme script and loader run before the stylesheet is asked for; JSON-LD and metadata stay where they were.
    expect(html.indexOf('<script id="deferred-scripts">')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf('<script>(function(){var d=document.documentElement')).toBeLessThan(html.indexOf('<script id="deferred-scripts">'));
    expect(html.slice(html.indexOf('rel="stylesheet"'), html.indexOf('</head>'))).not.toMatch(/<script(?: id="[^"]*")?>/);
    expect(deferScripts(html, 'index.html')).toBe(html);
  });
});

describe('deferScripts fails loudly, naming the page and the tag, when Next.js changes the shape it rewrites', () => {
  const broken: [string, string, RegExp][] = [
    [
      'an integrity attribute',
      sample.replace(chunk, chunk.replace(' async=""', ' async="" integrity="sha384-x"')),
      /unexpected script tag <script src="\/_next\/static\/chunks\/1wnov70f88xjy\.js" async="" integrity/,
    ],
    ['a crossorigin attribute', sample.replace(chunk, chunk.replace(' async=""', ' async="" crossorigin=""')), /unexpected script tag .*crossorigin/],
    ['a type attribute', sample.replace(chunk, chunk.replace('<script ', '<script type="module" ')), /unexpected script tag <script type="module"/],
    ['a nonce', sample.replace(chunk, chunk.replace(' async=""', ' async="" nonce="abc"')), /unexpected script tag .*nonce/],
    [
      'a script that is not async',
      sample.replace(chunk, chunk.replace(' async=""', '')),
      /unexpected script tag <script src="\/_next\/static\/chunks\/1wnov70f88xjy\.js">/,
    ],
    ['a deferred script', sample.replace(chunk, chunk.replace(' async=""', ' defer=""')), /unexpected script tag .*defer/],
    ['single-quoted attributes', sample.replace(chunk, "<script src='/_next/static/chunks/1wnov70f88xjy.js' async></script>"), /unreadable script tag/],
    ['a script with content', sample.replace(chunk, chunk.replace('></script>', '>x</script>')), /is not empty/],
    ['no </head>', sample.replace('</head>', ''), /no <\/head>/],
    ['two </head>', sample.replace('</head>', '</head></head>'), /2 <\/head> tags/],
    ['a crossorigin script preload', sample.replace('fetchPriority="low"', 'fetchPriority="low" crossorigin=""'), /unexpected script preload/],
    ['a modulepreload', sample.replace('rel="preload" as="script"', 'rel="modulepreload"'), /unexpected script preload <link rel="modulepreload"/],
    [
      'a preload for a chunk no script loads',
      sample.replace('<script src="/_next/static/chunks/310vm2bl3xxpt.js" async=""></script>', ''),
      /script preload for a chunk the page does not load/,
    ],
    ['two loaders', deferScripts(sample).replace('</head>', '<script id="deferred-scripts">(function(){var s=[]})()</script></head>'), /2 loaders/],
    ['a chunk beside the loader', deferScripts(sample).replace('</head>', `${chunk}</head>`), /framework script left beside the loader/],
  ];
  it.each(broken)('%s', (_what, html, message) => {
    expect(() => deferScripts(html, 'countries/index.html')).toThrow(DeferredScriptsContractError);
    expect(() => deferScripts(html, 'countries/index.html')).toThrow(/^deferred scripts: countries\/index\.html: /);
    expect(() => deferScripts(html, 'countries/index.html')).toThrow(message);
  });
});

/** A MessageChannel whose messages wait until the test delivers them, one task at a time. */
const tasks: (() => void)[] = [];
class QueuedChannel {
  port1 = { onmessage: null as null | (() => void) };
  port2 = { postMessage: () => void tasks.push(() => this.port1.onmessage?.()) };
}
/** Runs the queued tasks (and any they queue) in order; returns how many ran. */
const runTasks = () => {
  let ran = 0;
  for (let task = tasks.shift(); task; task = tasks.shift(), ran++) task();
  return ran;
};

describe('the loader in a browser', () => {
  const sources = ['/a.js', '/b.js', '/c.js'];
  let paintCallback: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-framework');
    for (const key of Object.keys(document)) if (key.startsWith('__reactContainer')) delete (document as unknown as Record<string, unknown>)[key];
    paintCallback = undefined;
    tasks.length = 0;
    Object.assign(window, {
      MessageChannel: QueuedChannel,
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
    expect(document.documentElement.getAttribute('data-framework')).toBe('pending');
    jest.advanceTimersByTime(10_000);
    expect(added()).toEqual([]);
    expect(document.documentElement.getAttribute('data-framework')).toBe('pending');
  });

  it('adds the scripts, in order and async, as soon as the first paint is reported, without any timer', () => {
    paint();
    expect(added()).toEqual(sources.slice(0, 1));
    expect(runTasks()).toBe(sources.length - 1);
    expect(added()).toEqual(sources);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
    load();
    jest.advanceTimersByTime(5000);
    expect(added()).toEqual(sources);
  });

  it('adds one script per task, so no one task holds the main thread for all of them', () => {
    paint();
    const counts = [added().length];
    while (tasks.length) {
      tasks.shift()!();
      counts.push(added().length);
    }
    expect(counts).toEqual([1, 2, 3]);
    paint();
    load();
    expect(runTasks()).toBe(0);
    expect(added()).toEqual(sources);
  });

  it('still loads them 3 s after load if no paint is ever reported', () => {
    load();
    jest.advanceTimersByTime(2900);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(200);
    runTasks();
    expect(added()).toEqual(sources);
  });
});

describe('the loader when the framework does not arrive', () => {
  const sources = ['/a.js', '/b.js'];
  const state = () => document.documentElement.getAttribute('data-framework');
  const scripts = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
  const fail = (src: string) =>
    scripts()
      .find((s) => s.getAttribute('src') === src)!
      .dispatchEvent(new Event('error'));
  const reactStarts = () => Object.assign(document, { __reactContainer$test: {} });

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-framework');
    for (const key of Object.keys(document)) if (key.startsWith('__reactContainer')) delete (document as unknown as Record<string, unknown>)[key];
    // A browser without paint timing: the loader adds the scripts at `load`.
    tasks.length = 0;
    Object.assign(window, { PerformancePaintTiming: undefined, MessageChannel: QueuedChannel });
    const onLoad: (() => void)[] = [];
    jest.spyOn(window, 'addEventListener').mockImplementation((type, fn) => void (type === 'load' && onLoad.push(fn as () => void)));
    new Function(loaderScript(sources))();
    onLoad.forEach((fn) => fn());
    runTasks();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('marks the page loading, then started once React has taken the document over', () => {
    expect(state()).toBe('loading');
    reactStarts();
    jest.advanceTimersByTime(250);
    expect(state()).toBe('started');
    jest.advanceTimersByTime(START_TIMEOUT_MS * 2);
    expect(state()).toBe('started');
  });

  it('asks once more for a chunk that failed, and the page starts', () => {
    fail('/a.js');
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/b.js']);
    jest.advanceTimersByTime(RETRY_DELAY_MS);
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/b.js', '/a.js']);
    expect(state()).toBe('loading');
    reactStarts();
    jest.advanceTimersByTime(250);
    expect(state()).toBe('started');
  });

  it('marks the page failed when the chunk fails a second time, and asks no more', () => {
    fail('/a.js');
    jest.advanceTimersByTime(RETRY_DELAY_MS);
    fail('/a.js');
    expect(state()).toBe('failed');
    jest.advanceTimersByTime(RETRY_DELAY_MS * 5);
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/b.js']);
  });

  it('marks the page failed when start-up has not happened in time, and started should it still start', () => {
    jest.advanceTimersByTime(START_TIMEOUT_MS - 250);
    expect(state()).toBe('loading');
    jest.advanceTimersByTime(250);
    expect(state()).toBe('failed');
    reactStarts();
    jest.advanceTimersByTime(250);
    expect(state()).toBe('started');
  });
});

describe('withCompileHint', () => {
  it("puts V8's compile hint on the first line, once", () => {
    const js = '(globalThis.TURBOPACK||[]).push([1])';
    expect(withCompileHint(js)).toBe(`//# allFunctionsCalledOnLoad\n${js}`);
    expect(withCompileHint(withCompileHint(js))).toBe(COMPILE_HINT + js);
  });
});
