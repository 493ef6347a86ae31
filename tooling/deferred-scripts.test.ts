import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMPILE_HINT,
  DeferredScriptsContractError,
  deferScripts,
  deferredPayloadSource,
  deferredScriptSources,
  loaderScript,
  PAYLOAD_DIR,
  takePayloadOut,
  CLOCK_LEAD_MS,
  RETRY_DELAY_MS,
  START_EVENT,
  START_POLL_MS,
  START_TIMEOUT_MS,
  withCompileHint,
} from '@/tooling/deferred-scripts';
import { inlineScriptHashes } from '@/tooling/security-headers';
import { LANDING_KEY } from '@/lib/lead-origin';
import { READY_EVENT } from '@/lib/framework-start';
import { SAVED_LEADS_KEY } from '@/lib/lead-queue';

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

describe("the page's React payload, taken out of its HTML", () => {
  const taken = takePayloadOut(sample, 'index.html')!;
  const html = deferScripts(taken.html, 'index.html', taken.src);

  it('leaves no payload in the HTML and publishes its blocks, in order, as one script named by its content', () => {
    expect(taken.html).not.toContain('self.__next_f');
    expect(taken.js).toBe('(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"0:[]\\n"]);\n');
    expect(taken.src).toMatch(new RegExp(`^${PAYLOAD_DIR}[0-9a-f]{16}\\.js$`));
    expect(takePayloadOut(sample.replace('"0:[]', '"0:[1]'))!.src).not.toBe(taken.src);
    // Everything else of the page stays, byte for byte.
    expect(taken.html).toBe(sample.replace(/<script>\(?self\.__next_f[\s\S]*?<\/script>/g, ''));
  });

  it("names the payload in the page's loader, beside the chunks", () => {
    expect(deferredPayloadSource(html)).toBe(taken.src);
    expect(deferredScriptSources(html)).toHaveLength(8);
    expect(deferredPayloadSource(deferScripts(sample, 'index.html'))).toBeNull();
  });

  it('returns nothing for a page without a payload, and refuses a payload it cannot read or no chunk would read', () => {
    expect(takePayloadOut('<html><head></head><body>x</body></html>')).toBeNull();
    expect(() => takePayloadOut(sample.replace('</body>', '<script>window.x=self.__next_f</script></body>'), 'a/index.html')).toThrow(
      /^deferred scripts: a\/index\.html: a script reads self\.__next_f but is not a payload block/,
    );
    expect(() => takePayloadOut(sample.replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', ''))).toThrow(/does not open with/);
    expect(() => deferScripts('<html><head></head><body>x</body></html>', 'b.html', taken.src)).toThrow(/a payload without a chunk to read it/);
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

describe('the loader in a browser: the framework when an island needs it', () => {
  const sources = ['/a.js', '/b.js', '/c.js'];
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const prefetched = () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((l) => l.getAttribute('href'));
  const state = () => document.documentElement.getAttribute('data-framework');
  /** A page with `body` (jsdom's document is complete: the loader looks at the islands at once). */
  const run = (body: string) => {
    document.body.innerHTML = body;
    new Function(loaderScript(sources))();
  };
  /** React holds `el` (its props are on it) and, once `committed`, has hydrated the document (what framework-ready.tsx does). */
  const reactTakesOver = (el: Element, committed = true) => {
    Object.assign(el, { __reactProps$test: {} });
    if (!committed) return;
    document.documentElement.setAttribute('data-framework', 'started');
    document.dispatchEvent(new Event(READY_EVENT));
  };

  /** Paint timing stood in: the first contentful paint is observed when the returned function is called. */
  const paintLater = () => {
    let observed: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
    Object.assign(window, {
      PerformancePaintTiming: function PerformancePaintTiming() {},
      PerformanceObserver: jest.fn((cb) => {
        observed = cb;
        return { observe: jest.fn() };
      }),
    });
    return () => observed!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) });
  };

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-framework');
    tasks.length = 0;
    localStorage.clear();
    sessionStorage.clear();
    Object.assign(window, { MessageChannel: QueuedChannel, requestIdleCallback: undefined });
    // Each test's loader listens on the one jsdom document: its listeners go with the test.
    const add = document.addEventListener.bind(document);
    jest.spyOn(document, 'addEventListener').mockImplementation((type, fn, options) => {
      listening.push([type, fn, options]);
      add(type, fn, options);
    });
  });
  const listening: Parameters<Document['addEventListener']>[] = [];
  afterEach(() => {
    for (const [type, fn, options] of listening.splice(0)) document.removeEventListener(type, fn, options);
    // A test that stands in paint timing leaves none behind, even when it fails.
    Object.assign(window, { PerformancePaintTiming: undefined });
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  describe("an intake whose classes have begun since the build, by the visitor's clock", () => {
    const form =
      '<form data-island="idle"><select id="intake"><option value="" disabled>Choose</option>' +
      '<option value="2027-Spring" data-begins="2027-01-01">Spring 2027</option><option value="2027-Fall" data-begins="2027-08-01">Fall 2027</option>' +
      '<option value="Other">Other</option></select></form>';
    const offered = () => [...document.querySelectorAll('option')].filter((o) => !o.hidden && !o.disabled).map((o) => o.value);
    const select = () => document.getElementById('intake') as HTMLSelectElement;

    it('is still offered on the last day before it begins', () => {
      jest.setSystemTime(new Date(2026, 11, 31, 23, 59));
      run(form);
      expect(offered()).toEqual(['2027-Spring', '2027-Fall', 'Other']);
    });

    it('is no longer offered from the day it begins (hidden and disabled, so React finds the options it rendered); the others stay', () => {
      jest.setSystemTime(new Date(2027, 0, 1, 0, 1));
      run(form);
      expect(offered()).toEqual(['2027-Fall', 'Other']);
      expect(document.querySelectorAll('option')).toHaveLength(4);
    });

    it('was it chosen (a form the browser restored), the form asks again: its placeholder is chosen', () => {
      jest.setSystemTime(new Date(2027, 2, 1, 10));
      document.body.innerHTML = form;
      select().value = '2027-Spring';
      new Function(loaderScript(sources))();
      expect(select().value).toBe('');
      expect(offered()).toEqual(['2027-Fall', 'Other']);
    });
  });

  it('fetches nothing on a page whose islands work natively, however long the visitor only reads', () => {
    run('<p>Text</p><div data-island="interaction"><button type="button">Theme</button></div>');
    jest.advanceTimersByTime(600_000);
    runTasks();
    expect(added()).toEqual([]);
    expect(prefetched()).toEqual([]);
    expect(state()).toBe('pending');
  });

  it.each(['pointerdown', 'focusin', 'input', 'keydown'])('starts on %s inside an island, one script per task, in order; not outside one', (type) => {
    run('<p id="out">Text</p><div data-island="interaction"><input id="in"></div>');
    document.getElementById('out')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(added()).toEqual([]);
    document.getElementById('in')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(added()).toEqual(sources.slice(0, 1));
    expect(state()).toBe('loading');
    expect(runTasks()).toBe(sources.length - 1);
    expect(added()).toEqual(sources);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
  });

  it("fetches an idle island's scripts when the browser is idle, and runs them at the visitor's first reach", () => {
    run('<div data-island="idle"><input id="in"></div>');
    expect(prefetched()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(prefetched()).toEqual(sources);
    expect(added()).toEqual([]);
    document.getElementById('in')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    runTasks();
    expect(added()).toEqual(sources);
  });

  it('starts an island with a clock ahead of its moment, unless its storage key says it is done', () => {
    run('<div data-island="interaction" data-island-at="150000" data-island-unless="chat:opened"><a href="/contact/">Chat</a></div>');
    jest.advanceTimersByTime(150_000 - CLOCK_LEAD_MS - 1000);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1000);
    runTasks();
    expect(added()).toEqual(sources);

    document.head.innerHTML = '';
    localStorage.setItem('chat:opened', 'true');
    run('<div data-island="interaction" data-island-at="150000" data-island-unless="chat:opened"><a href="/contact/">Chat</a></div>');
    jest.advanceTimersByTime(600_000);
    expect(added()).toEqual([]);
  });

  it('fetches nothing before the first contentful paint, whatever asks for it', () => {
    const paint = paintLater();
    run('<div data-island="idle"><input id="in"></div>');
    document.dispatchEvent(new Event(START_EVENT));
    document.getElementById('in')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.getElementById('in')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    expect(prefetched()).toEqual([]);
    paint();
    runTasks();
    expect(added()).toEqual(sources);
  });

  it('holds a tap that comes before the first paint is observed, and gives it back once React holds the button', () => {
    const paint = paintLater();
    run('<div data-island="interaction"><button id="t" type="button">USA</button></div>');
    const tile = document.getElementById('t')!;
    const clicks = jest.fn();
    tile.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    tile.click();
    tile.addEventListener('click', clicks);
    expect(added()).toEqual([]);
    paint();
    runTasks();
    expect(added()).toEqual(sources);
    expect(clicks).not.toHaveBeenCalled();
    reactTakesOver(tile);
    jest.advanceTimersByTime(START_POLL_MS * 2);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('starts at idle when the browser holds leads saved while offline, so they are sent', () => {
    localStorage.setItem(SAVED_LEADS_KEY, '[{}]');
    run('<p>Text</p>');
    jest.advanceTimersByTime(1);
    runTasks();
    expect(added()).toEqual(sources);
  });

  it("keeps the tab's first address for the lead's origin, and later pages leave it", () => {
    run('<p>Text</p>');
    expect(JSON.parse(sessionStorage.getItem(LANDING_KEY)!)).toEqual([location.href, document.referrer]);
    sessionStorage.setItem(LANDING_KEY, '["https://example.test/first/",""]');
    run('<p>Text</p>');
    expect(sessionStorage.getItem(LANDING_KEY)).toBe('["https://example.test/first/",""]');
  });

  it('holds a form submitted while the framework starts, and submits it again once React holds the form', () => {
    run('<div data-island="idle"><form id="f"><input name="x"><button id="go">Go</button></form></div>');
    const form = document.getElementById('f') as HTMLFormElement;
    const submitted = jest.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    document.getElementById('go')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const first = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    // Held from every listener of the page: React, listening from hydrateRoot on, would handle it twice.
    expect(submitted).not.toHaveBeenCalled();
    // React has rendered the form (its props are on it) but not committed: a submit now would be lost.
    reactTakesOver(form, false);
    jest.advanceTimersByTime(START_TIMEOUT_MS - 100);
    expect(submitted).not.toHaveBeenCalled();
    reactTakesOver(form);
    // On the task after React's commit.
    jest.advanceTimersByTime(0);
    expect(submitted).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(START_POLL_MS * 10);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0][0].defaultPrevented).toBe(true);
  });

  it('replays a click on a button with no native action once React holds the button; leaves popover buttons to the browser', () => {
    run('<div data-island="interaction"><button id="t" type="button">Theme</button><button id="p" type="button" popovertarget="m">Menu</button></div>');
    const theme = document.getElementById('t')!;
    const menu = document.getElementById('p')!;
    theme.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    theme.click();
    menu.click();
    const clicks = jest.fn();
    theme.addEventListener('click', clicks);
    menu.addEventListener('click', clicks);
    reactTakesOver(theme);
    jest.advanceTimersByTime(250 + 50);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0][0].target).toBe(theme);
  });
});

describe('the loader with the page payload: the payload runs before any chunk', () => {
  const sources = ['/a.js', '/b.js'];
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const script = (src: string) => [...document.head.querySelectorAll('script[src]')].find((s) => s.getAttribute('src') === src)!;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '<div data-island="idle"><input id="in"></div>';
    document.documentElement.removeAttribute('data-framework');
    tasks.length = 0;
    Object.assign(window, { MessageChannel: QueuedChannel, requestIdleCallback: undefined });
    new Function(loaderScript(sources, '/p.js'))();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('fetches the payload with the chunks when idle, and at the first reach adds the chunks only once the payload has run', () => {
    jest.advanceTimersByTime(1);
    expect([...document.head.querySelectorAll('link[rel=prefetch]')].map((l) => l.getAttribute('href'))).toEqual(['/p.js', ...sources]);
    document.getElementById('in')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    runTasks();
    expect(added()).toEqual(['/p.js']);
    script('/p.js').dispatchEvent(new Event('load'));
    runTasks();
    expect(added()).toEqual(['/p.js', ...sources]);
  });

  it('asks once more for a payload that failed, and adds the chunks once it has run', () => {
    document.dispatchEvent(new Event(START_EVENT));
    script('/p.js').dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(RETRY_DELAY_MS);
    runTasks();
    expect(added()).toEqual(['/p.js']);
    script('/p.js').dispatchEvent(new Event('load'));
    runTasks();
    expect(added()).toEqual(['/p.js', ...sources]);
  });

  it('marks the page failed, and adds no chunk, when the payload fails twice', () => {
    document.dispatchEvent(new Event(START_EVENT));
    script('/p.js').dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(RETRY_DELAY_MS);
    script('/p.js').dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(RETRY_DELAY_MS * 5);
    runTasks();
    expect(added()).toEqual([]);
    expect(document.documentElement.getAttribute('data-framework')).toBe('failed');
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
  const reactStarts = () => {
    document.documentElement.setAttribute('data-framework', 'started');
    document.dispatchEvent(new Event(READY_EVENT));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-framework');
    // The framework is asked for (START_EVENT, as a visitor's reach would).
    tasks.length = 0;
    Object.assign(window, { MessageChannel: QueuedChannel });
    new Function(loaderScript(sources))();
    document.dispatchEvent(new Event(START_EVENT));
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
