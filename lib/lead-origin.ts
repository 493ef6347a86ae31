/**
 * Where a lead came from, told to the counsellors with the lead itself and nowhere else: the page
 * it was sent from, the page where the visit began, the referring site (its origin only) and the
 * campaign parameters of that first address. The visit's start is kept per tab in sessionStorage
 * (no cookie; gone when the tab closes) by rememberVisitStart, which the client-navigation island
 * runs on every page (so this module is in every page's first load: keep it this small; what
 * only a form needs, leadOrigin, is in lib/lead.ts); click identifiers (gclid, fbclid, …) and
 * every other query parameter are never read.
 */

export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const VISIT_KEY = 'leads:visit';
/** The tab's first address and referrer, kept by the page's loader (tooling/deferred-scripts.ts) before any island has started. */
export const LANDING_KEY = 'leads:landing';

export type VisitStart = Record<string, string>;

/** The visit's start as a lead reports it: landing page, referring origin, campaign parameters. */
export function visitStart(href: string, referrer: string): VisitStart {
  const url = new URL(href);
  const start: VisitStart = { landing_page: url.pathname };
  try {
    const from = new URL(referrer).origin;
    if (from !== url.origin && from !== 'null') start.referrer = from;
  } catch {
    // No referrer (typed address, bookmark, a policy that sends none): nothing to report.
  }
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) start[name] = value.slice(0, 100);
  }
  return start;
}

/**
 * The visit's start from the loader's note of this tab's first address (LANDING_KEY), else from
 * this page (no loader ran, storage is off, or the note is not the shape the loader writes). The one
 * reading of that note: rememberVisitStart keeps what it returns, and a lead sent before that has
 * run (a Send held during start-up is replayed at React's first commit, ahead of the passive
 * effect that runs rememberVisitStart) reads the same (lib/lead.ts leadOrigin).
 */
export function landingVisitStart(): VisitStart {
  try {
    const landing: unknown = JSON.parse(sessionStorage.getItem(LANDING_KEY) ?? 'null');
    if (Array.isArray(landing) && typeof landing[0] === 'string' && typeof landing[1] === 'string') return visitStart(landing[0], landing[1]);
  } catch {
    // Storage switched off, or a note that is not JSON or not an address: this page instead.
  }
  return visitStart(location.href, document.referrer);
}

/** Keeps the first page of this tab's visit (once per tab; later pages leave it as it is). */
export function rememberVisitStart(): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(landingVisitStart()));
  } catch {
    // Storage switched off: the lead goes without where the visit began.
  }
}
