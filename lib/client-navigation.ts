import { EDITION_LOCALES } from '@/lib/locale';

/** What a click carries that decides whether it is a plain left click on a link. */
export type LinkClick = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'>;

/** The language whose root layout renders a path: an edition's under /te/ and /hi/, else English. */
const languageOf = (path: string) => EDITION_LOCALES.find((l) => path.startsWith(`/${l}/`)) ?? 'en';

/**
 * The page a click on a link should open by client navigation (the router fetches the page's
 * payload and swaps the page in, with no reload), or null to leave the click to the browser.
 *
 * Every link on the site is a plain `<a href>`: it works before the framework has started and if it
 * never does. Once it has, one listener (components/layout/client-navigation.tsx) turns plain left
 * clicks on links to pages of this site into client navigation, which is what next/link did, for
 * about 3 KB gzip less script on every page and no component to hydrate per link. Left to the browser:
 * a click another handler already took, a modified or middle click (new tab or window), a link
 * with a target or `download`, another origin, a link to a part of the same page (the browser
 * scrolls to it, and tab panels follow the address), and paths that are not pages of the export
 * (every page path ends in "/": trailingSlash in next.config.mjs). A path whose last segment has a
 * dot (/courses/undergraduate/b.tech/) is left to the browser too: the router's path handling
 * drops its trailing slash, which a static host redirects or answers 404. So is a link into
 * another language (English, /te/…, /hi/…): each has its own root layout, across which the router
 * loads the whole document anyway, after first fetching the page's payload for nothing. And so is
 * the search page (/search/, /te/search/, …): it alone has a policy that lets WebAssembly run
 * (tooling/security-headers.ts), which only a document load brings.
 */
export function clientNavigationTarget(click: LinkClick, here: Pick<Location, 'href'>): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const link = click.target instanceof Element ? click.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.getAttribute('href')!, here.href);
  const current = new URL(here.href);
  if (url.origin !== current.origin) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  if (!url.pathname.endsWith('/') || /\.[^/]*\/$/.test(url.pathname)) return null;
  if (languageOf(url.pathname) !== languageOf(current.pathname)) return null;
  if (url.pathname.endsWith('/search/')) return null;
  return url.pathname + url.search + url.hash;
}
