/**
 * A figure a family may act on (funds to show, a living cost, a fee range, a cut-off, a loan rate,
 * a work-hour rule), stated once in a data file (content/facts/*.yaml) with the official page it
 * comes from and the date it was checked against that page. Pages render the value beside a visible
 * "as of <month year> · source" link; the release build warns about every fact whose check is more
 * than a year old.
 */
export interface FactSource {
  /** Who publishes it, as a visitor would recognise it ("GOV.UK", "Department of Home Affairs"). */
  name: string;
  /** The official page itself (https). */
  url: string;
  /** The name a Telugu or Hindi page shows ("నేషనల్ మెడికల్ కమిషన్ (NMC)"); absent: the English name, marked as English. */
  names?: { te?: string; hi?: string };
}

export interface Fact<V = number> {
  value: V;
  /** What the value counts: an ISO currency code ("GBP"), "hours/week", "%", "months"… */
  unit: string;
  /** What the figure applies to, in one line ("UK Student visa: living costs a month in London"). */
  appliesTo: string;
  source: FactSource;
  /** ISO date (YYYY-MM-DD) the figure was last compared with its source. */
  checked: string;
  /** ISO date the rule took effect, when the source gives one. */
  effective?: string;
  /**
   * False when the figure could not be confirmed on the official page itself (it came from a
   * secondary summary). The release build lists these too, so they are re-checked before launch.
   */
  confirmed: boolean;
}

/**
 * The words of a fact's source line (components/ui/fact-source.tsx) in a page's language; {date} is
 * filled in. Content modules give them: the shell's for the pages, the planner's for the planner.
 */
export type FactSourceWords = {
  /** "as of {date}": the month the figure was last compared with its source. */
  asOf: string;
  /** "source": before the publisher's name, inside the link. */
  source: string;
  /** "sources": before several publishers' links checked the same month (one line for all). */
  sources?: string;
  /** "in effect from {date}": shown when the fact gives the day its rule took effect. */
  effective?: string;
  /** Shown when the figure is not yet confirmed on the official page. */
  notConfirmed?: string;
};

/** What a page needs of a fact to draw its source line: when it was checked and where. */
export type FactRef = Pick<Fact<unknown>, 'checked' | 'source'>;

/** Identity, for inference: `fact({ value: 1529, unit: 'GBP', … })`. */
export const fact = <V>(f: Fact<V>): Fact<V> => f;

/** Whether a fact's rule is in force on `day` (YYYY-MM-DD): it has no `effective` day, or that day has come. */
export const inForce = (fact: Pick<Fact<unknown>, 'effective'>, day: string): boolean => !fact.effective || fact.effective <= day;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "November 2026" in the page's language ("as of" is the page's own words). */
export function monthYear(isoDate: string, locale: string = 'en'): string {
  if (!ISO_DATE.test(isoDate)) throw new Error(`Not an ISO date: ${isoDate}`);
  const tag = locale === 'en' ? 'en-GB' : `${locale}-IN`;
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Whole months between a check date and `today` (both ISO dates or a Date for today). */
export function monthsSince(isoDate: string, today: Date): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  let months = (today.getUTCFullYear() - y) * 12 + (today.getUTCMonth() + 1 - m);
  if (today.getUTCDate() < d) months -= 1;
  return months;
}

/**
 * "11 November 2025" in the page's language. Telugu writes the year first, as its papers and
 * forms do (2025 నవంబర్ 11), where the browser's te-IN gives "11 నవంబర్, 2025".
 */
export function fullDate(isoDate: string, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-IN`;
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (locale !== 'te') return date.toLocaleDateString(tag, options);
  const part = Object.fromEntries(new Intl.DateTimeFormat(tag, options).formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year} ${part.month} ${part.day}`;
}
