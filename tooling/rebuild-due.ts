/**
 * Whether the live site must be built again now (issue 55 item 3): the scheduled workflow of the
 * operator guide ("Rebuilding before the site goes stale") reads the live site's /true-until.json
 * (tooling/true-until.ts) each day and, when its day is near, when the file cannot be read, or when
 * the site was built from another commit than the repository's head (tooling/build-commit.ts: a push
 * whose deploy failed or never started), triggers the host's build hook or builds and deploys.
 * Pure: scripts/rebuild-due.ts fetches and prints.
 */
import { isIsoDay } from '@/lib/clock';
import { sameCommit } from '@/tooling/build-commit';

/** Rebuild this many days before the true-until day, so a failed build has a day to be fixed in. */
export const REBUILD_LEAD_DAYS = 2;

export type RebuildDecision = { due: boolean; why: string };

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export type RebuildOptions = {
  /** The repository's head commit (the workflow's GITHUB_SHA); unset: the commits are not compared. */
  head?: string;
  /** Rebuild this many days before the true-until day. */
  leadDays?: number;
};

const short = (commit: string) => commit.trim().slice(0, 7);

/**
 * `live`: the live site's true-until.json as read (anything); `today`: YYYY-MM-DD. A live site that
 * names no commit (built before it recorded one, or on a host that says none) is judged by its day alone.
 */
export function rebuildDue(live: unknown, today: string, { head, leadDays = REBUILD_LEAD_DAYS }: RebuildOptions = {}): RebuildDecision {
  const file = live && typeof live === 'object' ? (live as Record<string, unknown>) : {};
  const { trueUntil, reason, built, commit } = file;
  if (typeof trueUntil !== 'string' || !isIsoDay(trueUntil))
    return { due: true, why: 'the live site gives no true-until day (/true-until.json missing or unreadable): building it again' };
  if (head?.trim() && typeof commit === 'string' && commit.trim() && !sameCommit(commit, head))
    return { due: true, why: `the live site was built from ${short(commit)}, the repository is at ${short(head)}: building it again` };
  const left = days(today, trueUntil);
  const what = `the live site (built as of ${typeof built === 'string' ? built : 'an unknown day'}) is true until ${trueUntil} (${typeof reason === 'string' ? reason : 'no reason given'})`;
  if (left <= leadDays)
    return { due: true, why: `${what}: ${left <= 0 ? 'that day has come' : `${left} day${left === 1 ? '' : 's'} away`}, building it again` };
  return { due: false, why: `${what}: ${left} days away, nothing to do` };
}
