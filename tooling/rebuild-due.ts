/**
 * Whether the live site must be built again now (issue 55 item 3): the scheduled workflow of the
 * operator guide ("Rebuilding before the site goes stale") reads the live site's /true-until.json
 * (tooling/true-until.ts) each day and, when its day is near or the file cannot be read, triggers the
 * host's build hook or builds and deploys. Pure: scripts/rebuild-due.ts fetches and prints.
 */
import { isIsoDay } from '@/lib/clock';

/** Rebuild this many days before the true-until day, so a failed build has a day to be fixed in. */
export const REBUILD_LEAD_DAYS = 2;

export type RebuildDecision = { due: boolean; why: string };

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `live`: the live site's true-until.json as read (anything); `today`: YYYY-MM-DD. */
export function rebuildDue(live: unknown, today: string, leadDays = REBUILD_LEAD_DAYS): RebuildDecision {
  const file = live && typeof live === 'object' ? (live as Record<string, unknown>) : {};
  const { trueUntil, reason, built } = file;
  if (typeof trueUntil !== 'string' || !isIsoDay(trueUntil))
    return { due: true, why: 'the live site gives no true-until day (/true-until.json missing or unreadable): building it again' };
  const left = days(today, trueUntil);
  const what = `the live site (built as of ${typeof built === 'string' ? built : 'an unknown day'}) is true until ${trueUntil} (${typeof reason === 'string' ? reason : 'no reason given'})`;
  if (left <= leadDays)
    return { due: true, why: `${what}: ${left <= 0 ? 'that day has come' : `${left} day${left === 1 ? '' : 's'} away`}, building it again` };
  return { due: false, why: `${what}: ${left} days away, nothing to do` };
}
