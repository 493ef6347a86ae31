import { MAP_MARKER } from '@/lib/map';
import { SHELL_ATTR, shellScript } from '@/lib/shell-script';
import { THEME_STORAGE_KEY } from '@/lib/theme';

/**
 * The page's own inline script, run as the browser runs it: in the document, before the body.
 * (The dropdowns' hover, which needs the popover API jsdom lacks, is walked in e2e/shell.spec.ts.)
 */
const html = document.documentElement;
/** The listeners a run added to the document and the window, taken off after each test (a page runs it once). */
type Added = [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];
const added: Added[] = [];
const run = () => {
  const targets: EventTarget[] = [document, window];
  const originals = targets.map((target) => target.addEventListener);
  targets.forEach((target, i) => {
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (listener) added.push([target, type, listener, options]);
      originals[i].call(target, type, listener, options);
    };
  });
  try {
    window.eval(shellScript);
  } finally {
    targets.forEach((target, i) => (target.addEventListener = originals[i]));
  }
};

afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
});

beforeEach(() => {
  localStorage.clear();
  html.className = '';
  html.removeAttribute(SHELL_ATTR.ran);
  html.style.colorScheme = '';
  document.body.innerHTML = '';
});

describe('the shell script', () => {
  it('marks the page as running it, and applies the stored theme (light when none is stored)', () => {
    run();
    expect(html).toHaveAttribute(SHELL_ATTR.ran);
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'true');
    html.removeAttribute(SHELL_ATTR.ran);
    run();
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
  });

  it("switches the theme on a toggle's click, stores it and says it on every toggle; a click inside the toggle counts", () => {
    run();
    document.body.innerHTML = `<button ${SHELL_ATTR.themeToggle} aria-pressed="false"><svg><path/></svg></button><button ${SHELL_ATTR.themeToggle} aria-pressed="false"></button>`;
    const [first, second] = document.querySelectorAll('button');
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('true');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    second.click();
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('false');
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('says a stored dark theme on the toggles once the document is parsed', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'true');
    run();
    document.body.innerHTML = `<button ${SHELL_ATTR.themeToggle} aria-pressed="false"></button>`;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it("gives the map's frame its source on the button's click and hides the stand-in and notice; no source before", () => {
    run();
    const src = 'https://maps.test/embed?q=x';
    document.body.innerHTML = `<div ${MAP_MARKER}><iframe hidden ${SHELL_ATTR.mapSource}="${src}" title="Map"></iframe><div ${SHELL_ATTR.mapHide}><button ${SHELL_ATTR.mapShow}>Show</button></div></div><p ${SHELL_ATTR.mapHide}>notice</p>`;
    const frame = document.querySelector('iframe')!;
    expect(frame).not.toHaveAttribute('src');
    document.querySelector('button')!.click();
    expect(frame).toHaveAttribute('src', src);
    expect(frame.hidden).toBe(false);
    expect((document.querySelector('div[' + SHELL_ATTR.mapHide + ']') as HTMLElement).hidden).toBe(true);
    expect(document.activeElement).toBe(frame);
  });

  it('ends a view transition the browser gives up on quietly: each of its promises is handled', () => {
    run();
    for (const type of ['pagereveal', 'pageswap']) {
      const rejected = () => ({ catch: jest.fn() });
      const transition = { ready: rejected(), finished: rejected(), updateCallbackDone: rejected() };
      window.dispatchEvent(Object.assign(new Event(type), { viewTransition: transition }));
      for (const p of Object.values(transition)) expect(p.catch).toHaveBeenCalledTimes(1);
      // A navigation without one is left alone.
      expect(() => window.dispatchEvent(new Event(type))).not.toThrow();
    }
  });

  it('survives storage that throws (the theme still switches for the page)', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      expect(run).not.toThrow();
      document.body.innerHTML = `<button ${SHELL_ATTR.themeToggle}></button>`;
      document.querySelector('button')!.click();
      expect(html).toHaveClass('dark');
    } finally {
      spy.mockRestore();
      set.mockRestore();
    }
  });
});
