/**
 * One issue in the site's repository that says what is due (issue 55): the daily workflow of the
 * operator guide ("Rebuilding before the site goes stale") reads the live site's /admin/due.json
 * (tooling/due-list.ts), writes what is due that day as the issue's text, and opens, edits, reopens
 * or closes the one issue it keeps (found again by a hidden marker in its text). Staff who watch
 * the repository see it in its Issues; it closes itself when nothing is due. Pure:
 * scripts/due-issue.ts reads the site, asks GitHub and carries out the plan.
 */
import { isIsoDay } from '@/lib/clock';
import { DUE_KINDS, byKind, dueLater, dueOn, type DueItem, type DueList } from '@/tooling/due-list';

/** The issue's title. */
export const DUE_ISSUE_TITLE = 'What is due on the site';

/** The hidden line that marks the issue as this one, whoever opened it. */
export const DUE_ISSUE_MARKER = '<!-- site-due-list -->';

/** The "falling due soon" part looks this many days ahead. */
export const SOON_DAYS = 30;

/** GitHub takes at most 65,536 characters of text; the list stops a little short of it. */
export const MAX_BODY = 60_000;

/** Characters that would start Markdown (a link, emphasis, code, HTML) in a line of text, each escaped. */
const markdownText = (s: string) => s.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>|#!~&]/g, (c) => `\\${c}`);

/** A link's address, with what would end it (a space, a bracket) percent-escaped. */
const address = (url: string) => url.replace(/[\s()<>]/g, (c) => (c === '(' ? '%28' : c === ')' ? '%29' : encodeURIComponent(c)));

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day the text is "as of": the workflow edits the issue only when the rest of it changes. */
const AS_OF = /as of \d{4}-\d{2}-\d{2}/;

/** The text of the issue: what is due on `today` by the live site's list, by kind, then what falls due in the next 30 days. */
export function dueIssueBody(list: DueList, today: string, siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const link = (i: DueItem) => (i.entry ? `[${markdownText(i.what)}](${address(site + i.entry)})` : markdownText(i.what));
  const now = dueOn(list, today);
  const until = dayAfter(today, SOON_DAYS);
  const soon = dueLater(list, today).filter((i) => i.from! <= until);
  const head = [
    DUE_ISSUE_MARKER,
    `${now.length} ${now.length === 1 ? 'item is' : 'items are'} due as of ${today}, by the list of the live site built on ${list.built}: ${address(`${site}/admin/due.html`)}`,
    '',
    'Each link opens the entry in the site’s editor (sign in first if it asks). After reading a figure on its official page, set “Checked on” to that day and turn on “Confirmed”; the item leaves this list once the site has been built again (a save in the editor starts a build).',
  ];
  const lines = [
    ...byKind(now).flatMap((g) => [
      '',
      `### ${g.heading} (${g.items.length})`,
      '',
      ...g.items.map((i) => `- ${link(i)}: ${markdownText(i.why)}${i.note ? ` (${markdownText(i.note)})` : ''}`),
    ]),
    '',
    `### Falling due in the next ${SOON_DAYS} days (${soon.length})`,
    '',
    ...(soon.length ? soon.map((i) => `- ${i.from}: ${link(i)}: ${markdownText(i.why)}`) : ['Nothing.']),
  ];
  const foot = [
    '',
    '---',
    `The daily workflow keeps this issue up to date from the live site: it edits it when the list changes, and closes it when nothing is due.`,
  ];
  const fits = (n: number) => [...head, ...lines.slice(0, n), ...foot].join('\n').length <= MAX_BODY - 200;
  let kept = lines.length;
  while (kept > 0 && !fits(kept)) kept -= 1;
  const cut = kept < lines.length ? ['', `… and more: the whole list is at ${site}/admin/due.html.`] : [];
  return `${[...head, ...lines.slice(0, kept), ...cut, ...foot].join('\n')}\n`;
}

/** An issue of the repository, as the plan needs it. */
export type Issue = { number: number; state: 'open' | 'closed' | string; body: string | null; title: string };

export type DueIssuePlan =
  | { action: 'create'; title: string; body: string }
  | { action: 'update'; number: number; body: string }
  | { action: 'reopen'; number: number; body: string }
  | { action: 'close'; number: number; comment: string }
  | { action: 'none'; why: string };

/** The comment the issue closes with. */
export const NOTHING_DUE_COMMENT = 'Nothing is due on the live site any more: closing this issue. The daily workflow opens it again when something falls due.';

/** The same text, leaving aside line endings (GitHub's editor writes \r\n), trailing space and the "as of" day. */
const sameText = (a: string, b: string) => {
  const plain = (s: string) => s.replace(/\r\n/g, '\n').trim().replace(AS_OF, 'as of');
  return plain(a) === plain(b);
};

/**
 * What to do with the issue: `existing`, the repository's issues (any order; pull requests left out
 * by the caller); `body`, the text of what is due, or null when nothing is. The issue is the open one
 * with the marker (the newest, should there be two), else the most recent closed one, reopened.
 */
export function planDueIssue(existing: readonly Issue[], body: string | null): DueIssuePlan {
  const marked = existing.filter((i) => i.body?.includes(DUE_ISSUE_MARKER)).sort((a, b) => b.number - a.number);
  const open = marked.find((i) => i.state === 'open');
  if (body === null)
    return open ? { action: 'close', number: open.number, comment: NOTHING_DUE_COMMENT } : { action: 'none', why: 'nothing is due, and no issue is open' };
  if (open)
    return sameText(open.body ?? '', body)
      ? { action: 'none', why: `issue #${open.number} already says this` }
      : { action: 'update', number: open.number, body };
  const closed = marked.find((i) => i.state === 'closed');
  return closed ? { action: 'reopen', number: closed.number, body } : { action: 'create', title: DUE_ISSUE_TITLE, body };
}

/**
 * The live site's /admin/due.json as read: the list, or why it is none (the workflow stops on that,
 * rather than close the issue on a list it could not read).
 */
export function readDueList(data: unknown): DueList | string {
  if (!data || typeof data !== 'object') return 'not a list';
  const { built, items } = data as Record<string, unknown>;
  if (typeof built !== 'string' || !isIsoDay(built)) return 'no build day (“built”)';
  if (!Array.isArray(items)) return 'no items';
  const bad = items.findIndex(
    (i) =>
      !i ||
      typeof i !== 'object' ||
      !Object.hasOwn(DUE_KINDS, String((i as DueItem).kind)) ||
      !['what', 'why', 'entry'].every((k) => typeof (i as Record<string, unknown>)[k] === 'string') ||
      ((i as DueItem).from !== undefined && !isIsoDay(String((i as DueItem).from))),
  );
  if (bad >= 0) return `item ${bad + 1} is not an item of the due list (kind, what, why, entry, from)`;
  return { built, items: items as DueItem[] };
}
