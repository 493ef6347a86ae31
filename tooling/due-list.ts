/**
 * What staff have to look at, and when (issue 55 item 4): every item of the site that is due for a
 * person's attention, each with its entry in the editor. The build (scripts/postbuild.ts) gathers it
 * (tooling/due-items.ts) and writes it twice into the export: /admin/due.html, a page of the
 * editor's own world, and /admin/due.json, the same list as data, which the scheduled workflow reads
 * from the live site to keep one issue of the repository up to date (docs/operator-guide.md, "Rebuilding before the site goes stale").
 *
 * An item may fall due later (`from`: a fact's next re-check): the list holds those too, so the list
 * the live site published on its build day still answers "what is due today" on any later day
 * (dueOn).
 */

/** The kinds of item, in the order the list shows them, each with its heading. */
export const DUE_KINDS = {
  recheck: 'Facts and prices to re-check on their official page',
  unconfirmed: 'Facts to confirm on their official page',
  translation: 'Translations to write or sign off',
  placeholder: 'Stand-ins to replace before launch',
  university: 'Universities without their MBBS programme’s facts',
} as const;

export type DueKind = keyof typeof DUE_KINDS;

export type DueItem = {
  kind: DueKind;
  /** What it is, in the editor's words: "content/facts/uk.yaml → postStudy", "/te/ MBBS page". */
  what: string;
  /** What to do about it, one sentence without its full stop. */
  why: string;
  /** Its entry in the editor, a path of the site: /admin/#/collections/facts/entries/uk; '' when the editor does not hold it (a module of the code). */
  entry: string;
  /** The day it falls due (YYYY-MM-DD); absent: due now. */
  from?: string;
  /** A line of context (what the fact applies to). */
  note?: string;
};

/** The list as the export carries it (/admin/due.json). */
export type DueList = {
  /** The build's day (lib/clock.ts). */
  built: string;
  items: DueItem[];
};

/** The items due on `today` (YYYY-MM-DD), in the list's order. */
export const dueOn = (list: DueList, today: string): DueItem[] => list.items.filter((i) => !i.from || i.from <= today);

/** The items that fall due after `today`, soonest first. */
export const dueLater = (list: DueList, today: string): DueItem[] =>
  list.items.filter((i) => i.from && i.from > today).sort((a, b) => a.from!.localeCompare(b.from!));

/** The items of each kind, the kinds in DUE_KINDS' order, only those with items. */
export function byKind(items: readonly DueItem[]): { kind: DueKind; heading: string; items: DueItem[] }[] {
  return (Object.keys(DUE_KINDS) as DueKind[])
    .map((kind) => ({ kind, heading: DUE_KINDS[kind], items: items.filter((i) => i.kind === kind) }))
    .filter((g) => g.items.length > 0);
}

/** "90 due: 61 unconfirmed, 26 translation, 3 university": the count line of the build’s summary. */
export const dueCountLine = (items: readonly DueItem[]) =>
  items.length === 0
    ? 'nothing due'
    : `${items.length} due: ${byKind(items)
        .map((g) => `${g.items.length} ${g.kind}`)
        .join(', ')}`;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page /admin/due.html: what is due on the build's day by kind, then what falls due later. No script, no style of its own. */
export function dueListHtml(list: DueList): string {
  const link = (i: DueItem) => (i.entry ? `<a href="${escape(i.entry)}">${escape(i.what)}</a>` : escape(i.what));
  const item = (i: DueItem) => `<li>${link(i)}: ${escape(i.why)}.${i.note ? ` <small>${escape(i.note)}</small>` : ''}</li>`;
  const now = dueOn(list, list.built);
  const later = dueLater(list, list.built);
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>What is due – content editor</title></head><body>',
    `<h1>What is due</h1><p>As of the site’s build on ${list.built}. Each link opens the entry in the editor (sign in first if it asks). After reading a figure on its official page, set “Checked on” to that day and turn on “Confirmed”.</p>`,
    `<h2>Due now (${now.length})</h2>`,
    now.length
      ? byKind(now)
          .map((g) => `<h3>${escape(g.heading)} (${g.items.length})</h3><ul>${g.items.map(item).join('')}</ul>`)
          .join('')
      : '<p>Nothing: every fact is confirmed and checked in time, every translation signed off.</p>',
    `<h2>Falling due later (${later.length})</h2>`,
    later.length
      ? `<table><thead><tr><th>Due on</th><th>Item</th><th>What to do</th></tr></thead><tbody>${later
          .map((i) => `<tr><td>${i.from}</td><td>${link(i)}</td><td>${escape(i.why)}</td></tr>`)
          .join('')}</tbody></table>`
      : '<p>Nothing dated.</p>',
    '</body></html>\n',
  ].join('');
}
