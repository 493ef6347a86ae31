/**
 * The build's one clock. Everything the export says that depends on the day (the intakes a form
 * offers, the rule in force, the years of experience, the true-until day) reads the day here: the
 * environment's BUILD_DATE (YYYY-MM-DD) when given, so a test or an operator can build the site as
 * of any day, else today (UTC). next.config.mjs passes the day it read to the pages' code too, so
 * the server and the browser agree on it. The visitor's own now (a lead's retry, an intake that has
 * begun since the build) stays the browser's clock.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A BUILD_DATE that is no day: the build stops with this, naming the variable. */
export class BuildDateError extends Error {}

/** Today in UTC, as YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whether `day` is a real calendar day written YYYY-MM-DD (2027-02-30 is not). */
export const isIsoDay = (day: string) => ISO_DAY.test(day) && todayUtc(new Date(`${day}T00:00:00Z`)) === day;

/** The build's day, YYYY-MM-DD: BUILD_DATE when set, else today (UTC). */
export function buildDay(value: string | undefined = process.env.BUILD_DATE): string {
  const given = value?.trim();
  if (!given) return todayUtc();
  if (!isIsoDay(given)) throw new BuildDateError(`BUILD_DATE=${given}: not a day; write it as YYYY-MM-DD, e.g. 2027-01-02 (or leave it unset for today)`);
  return given;
}

/** The build's day as a Date at 00:00 UTC. */
export const buildDate = (value?: string): Date => new Date(`${buildDay(value)}T00:00:00Z`);

/** The day `months` whole months after an ISO day (2026-11-25 + 12 = 2027-11-25; 31 January + 1 = 3 March, as Date counts). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return todayUtc(new Date(Date.UTC(y, m - 1 + months, d)));
}
