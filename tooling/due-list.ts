/**
 * What staff have to look at, and when (issue 55 item 4, its first part: the facts): each fact's next
 * re-check (RECHECK_MONTHS after "Checked on"), the facts past it, the facts not yet confirmed on
 * their official page. scripts/postbuild.ts writes it as a page of the editor's own world,
 * /admin/due.html, each item linking its entry in the editor (Facts → the file).
 */
import { addMonths } from '@/lib/clock';
import { RECHECK_MONTHS } from '@/tooling/true-until';
import type { FactFile } from '@/content/fact-registry';

export type DueFact = {
  /** content/facts/uk.yaml */
  file: string;
  name: string;
  appliesTo: string;
  checked: string;
  /** The day its re-check falls due: RECHECK_MONTHS after it was checked. */
  recheck: string;
  confirmed: boolean;
  /** The file's entry in the editor (/admin/#/collections/facts/entries/<file name>). */
  entry: string;
};

/** Every fact with its next re-check, soonest first. */
export function factRechecks(files: FactFile[], months = RECHECK_MONTHS): DueFact[] {
  return files
    .flatMap(({ file, facts }) =>
      Object.entries(facts).map(([name, f]) => ({
        file,
        name,
        appliesTo: f.appliesTo,
        checked: f.checked,
        recheck: addMonths(f.checked, months),
        confirmed: f.confirmed,
        entry: `/admin/#/collections/facts/entries/${file.replace(/^.*\//, '').replace(/\.yaml$/, '')}`,
      })),
    )
    .sort((a, b) => a.recheck.localeCompare(b.recheck) || a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

/** Why a fact is due on `today`, or null: past its re-check, or not confirmed on its official page. */
export function dueNow(f: DueFact, today: string): string | null {
  if (f.recheck <= today) return `re-check it on its official page: due since ${f.recheck} (checked ${f.checked})`;
  if (!f.confirmed) return 'confirm it on its official page (it came from a secondary summary)';
  return null;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page /admin/due.html: what is due now, then every fact's next re-check. No script, no style of its own. */
export function dueListHtml(facts: DueFact[], today: string): string {
  const link = (f: DueFact) => `<a href="${escape(f.entry)}">${escape(f.file)} → ${escape(f.name)}</a>`;
  const now = facts.flatMap((f) => {
    const why = dueNow(f, today);
    return why ? [`<li>${link(f)}: ${escape(why)}. <small>${escape(f.appliesTo)}</small></li>`] : [];
  });
  const rows = facts.map((f) => `<tr><td>${f.recheck}</td><td>${link(f)}</td><td>${f.checked}</td><td>${f.confirmed ? 'yes' : 'no'}</td></tr>`);
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>What is due – content editor</title></head><body>',
    `<h1>What is due</h1><p>As of the site’s build on ${today}. Each link opens the entry in the editor; after reading a figure on its official page, set “Checked on” to that day and turn on “Confirmed”.</p>`,
    `<h2>Due now (${now.length})</h2>`,
    now.length ? `<ul>${now.join('')}</ul>` : '<p>Nothing: every fact is confirmed and checked within the year.</p>',
    `<h2>Every fact’s next re-check (${facts.length})</h2>`,
    `<table><thead><tr><th>Re-check by</th><th>Fact</th><th>Checked on</th><th>Confirmed</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    '</body></html>\n',
  ].join('');
}
