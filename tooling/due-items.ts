/**
 * The items of the due list (tooling/due-list.ts), from what the site holds: each fact's and
 * price's next re-check by its kind's months (content/facts/recheck.ts, the operator's "Re-checks"),
 * the facts not confirmed on their official page, the edition pages not signed off against their
 * English as it is, the stand-ins a launch must replace, and the universities whose MBBS programme's
 * facts are not given. `dueItems` is pure (its tests give fixtures); `siteDueList` reads the site.
 */
import { addMonths } from '@/lib/clock';
import { factKind, recheckDay, recheckMonths, RECHECK_KINDS, type RecheckKind } from '@/content/facts/recheck';
import type { FactFile } from '@/content/fact-registry';
import type { PageStatus } from '@/content/editions';
import type { Finding } from '@/tooling/release-check';
import type { DueItem, DueList } from '@/tooling/due-list';

export type DueInput = {
  /** The build's day, YYYY-MM-DD. */
  built: string;
  facts: readonly FactFile[];
  /** The English files' prices, each with the month it was set (YYYY-MM). */
  prices: readonly { file: string; field: string; asOf: string }[];
  /** Months between re-checks, by kind. */
  months: Record<RecheckKind, number>;
  /** Each published edition's pages and where they stand. */
  editions: readonly { locale: string; name: string; statuses: readonly PageStatus[] }[];
  /** The stand-ins still in place (a preview's; a release build refuses any). */
  standIns: readonly Finding[];
  /** The MBBS universities, by their English file, with the month of their programme's facts when given. */
  universities: readonly { file: string; name: string; programmeAsOf?: string }[];
  /** A content file's entry in the editor (tooling/cms-entries.ts); '' for a file the editor does not hold (a module). */
  entryOf: (file: string, field?: string) => string;
};

const every = (kind: RecheckKind, months: number) => `${RECHECK_KINDS[kind]}s every ${months} month${months === 1 ? '' : 's'}`;

/** The first day a price (or a programme's facts) of month `asOf` is due: `months` whole months after the month it was set ends (as the release warning counts). */
export const priceRecheckDay = (asOf: string, months: number) => addMonths(`${asOf}-01`, months + 1);

export function dueItems({ facts, prices, months, editions, standIns, universities, entryOf }: DueInput): DueItem[] {
  const factItems = facts.flatMap(({ file, facts: byName }) =>
    Object.entries(byName).map(([name, fact]): DueItem => {
      const kind = factKind(file, fact);
      const base = { what: `${file} → ${name}`, entry: entryOf(file), note: fact.appliesTo };
      // Confirming a fact on its official page is its re-check: one item, due now.
      return fact.confirmed
        ? {
            kind: 'recheck',
            ...base,
            from: recheckDay(file, fact, months),
            why: `re-check it on its official page (checked ${fact.checked}; ${every(kind, months[kind])}), then set “Checked on” to that day`,
          }
        : {
            kind: 'unconfirmed',
            ...base,
            why: `read it on its official page (${fact.source.url}), then set “Checked on” and turn on “Confirmed”`,
          };
    }),
  );
  const priceItems = prices.map((p): DueItem => ({
    kind: 'recheck',
    what: `${p.file} → ${p.field}`,
    entry: entryOf(p.file),
    from: priceRecheckDay(p.asOf, months.amounts),
    why: `check the price (as of ${p.asOf}; ${every('amounts', months.amounts)}), then set its figure and “As of”`,
  }));
  const translationItems = editions.flatMap(({ locale, name, statuses }) =>
    statuses.flatMap((s): DueItem[] => {
      const what = `/${locale}/ ${s.label} (${name})`;
      const entry = entryOf(`content/editions/${locale}.yaml`);
      const english = s.untranslated.map((u) => (u.field ? `${u.file} → ${u.field}` : u.file));
      const shows = english.length ? `; it shows in English: ${english.join(', ')}` : '';
      if (s.state === 'not signed off')
        return [{ kind: 'translation', what, entry, why: `a native ${name} reader reads it against the English page and signs it off${shows}` }];
      if (s.state === 'English changed')
        return [
          {
            kind: 'translation',
            what,
            entry,
            why: `its English changed since the sign-off (${s.changed.join(', ')}): translate the change, then sign it off again${shows}`,
          },
        ];
      if (english.length)
        return [{ kind: 'translation', what, entry, why: `translate what it shows in English (${english.join(', ')}), then sign it off again` }];
      return [];
    }),
  );
  const standInItems = standIns.map((f): DueItem => {
    // "content/operator.json → offices[0].phone", "env SITE_URL or content/operator.json → siteUrl": the file and the field.
    const [where, field] = f.where.split(' → ');
    const file = /(?:content|config)\/\S+/.exec(where)?.[0] ?? where;
    const entry = entryOf(file, field);
    const why = `${f.why} (now: ${f.value})${entry ? '' : ': not in the editor, a developer changes the file'}`;
    return { kind: 'placeholder', what: f.where, entry, why };
  });
  const universityItems = universities.map((u): DueItem =>
    u.programmeAsOf
      ? {
          kind: 'recheck',
          what: `${u.file} → programme`,
          entry: entryOf(u.file),
          from: priceRecheckDay(u.programmeAsOf, months.rules),
          why: `compare its MBBS programme’s facts with the university’s current document (as of ${u.programmeAsOf}; ${every('rules', months.rules)}), then set “As of”`,
        }
      : {
          kind: 'university',
          what: `${u.name} (${u.file})`,
          entry: entryOf(u.file),
          why: 'give its MBBS programme as the university states it (the section “MBBS programme, as the university states it”): until then its card does not say the course meets the NMC’s rules, and its link to the MBBS check fills in only the university and the country',
        },
  );
  return [...factItems, ...priceItems, ...translationItems, ...standInItems, ...universityItems];
}

/** The list for a build day: the items, facts and prices by their next re-check. */
export const dueList = (input: DueInput): DueList => ({ built: input.built, items: dueItems(input) });

export { recheckMonths };
