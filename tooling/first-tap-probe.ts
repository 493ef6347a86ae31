/**
 * The in-page probe of `npm run bench`'s "first tap" section, as a script added before the page's
 * own (Playwright addInitScript). From the first contentful paint on, every 50 ms, it clicks the
 * mobile menu's button (found by role and accessible name, so it does not depend on how the menu
 * is built: a React state, a native popover or a <dialog> opened by an invoker command) and checks
 * whether the menu it controls is shown; and it notes when React has taken the document over.
 * Results, in ms from navigation start, land in `window.__firstTap`.
 */
export type FirstTap = { fcp: number | null; menu: number | null; started: number | null; taps: number };

/** The accessible names the menu button may carry ("Open menu", "Menu", "Main menu", "Open navigation menu"). */
export const MENU_BUTTON_NAME = /^(open )?(the )?(main |site |navigation )*menu$/i;

export function firstTapProbe(menuName: string, interval: number) {
  const result: FirstTap = { fcp: null, menu: null, started: null, taps: 0 };
  (window as unknown as { __firstTap: FirstTap }).__firstTap = result;
  const pattern = new RegExp(menuName, 'i');
  const nameOf = (el: Element) => {
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return (el.getAttribute('aria-label') ?? (labelledBy.trim() || el.textContent || '')).trim();
  };
  const button = () =>
    [...document.querySelectorAll('button, [role="button"]')].find((el) => pattern.test(nameOf(el)) && (el as HTMLElement).checkVisibility()) as
      HTMLElement | undefined;
  const menuOf = (el: HTMLElement) => {
    const id = el.getAttribute('aria-controls') ?? el.getAttribute('commandfor') ?? el.getAttribute('popovertarget');
    return id ? document.getElementById(id) : null;
  };
  const shown = (el: HTMLElement) => {
    const menu = menuOf(el);
    return menu ? menu.checkVisibility() : el.getAttribute('aria-expanded') === 'true';
  };
  const tap = () => {
    if (result.menu !== null) return;
    const el = button();
    if (el) {
      if (!shown(el)) {
        result.taps++;
        el.click();
      }
      if (shown(el)) {
        result.menu = performance.now();
        return;
      }
    }
    setTimeout(tap, interval);
  };
  const started = () => {
    if (document.documentElement.getAttribute('data-framework') === 'started') result.started = performance.now();
    else setTimeout(started, interval);
  };
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (!fcp || result.fcp !== null) return;
    result.fcp = fcp.startTime;
    tap();
  }).observe({ type: 'paint', buffered: true });
  started();
}
