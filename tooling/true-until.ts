/**
 * How long the export stays true (issue 55): the first day on which something it says stops being
 * true, counted from the build's day (lib/clock.ts): an intake a form offers begins, a fact's
 * `effective` day arrives (the page should then state the new rule), the year turns (the years of
 * experience), a fact's re-check falls due. scripts/postbuild.ts writes it into the export as
 * out/true-until.json and prints it in its summary line, so a scheduled job (or a person) knows when
 * the site must be built again.
 */
import { addMonths } from '@/lib/clock';
import type { FactFile } from '@/content/fact-registry';
import type { DueItem } from '@/tooling/due-list';

/** With nothing dated, the export is built again within a year. */
const NOTHING_DATED_MONTHS = 12;

export type TrueUntil = {
  /** The first day (YYYY-MM-DD) on which the export says something no longer true. */
  trueUntil: string;
  /** What happens that day, in the operator's words ("2027-Spring intake begins"). */
  reason: string;
  /** The build's day. */
  built: string;
};

type Event = { day: string; reason: string };

export type TrueUntilInput = {
  /** The build's day, YYYY-MM-DD. */
  built: string;
  /** The intakes the forms offer, each with the day its classes begin. */
  intakes: { value: string; begins: string }[];
  /** The facts, by file (their `effective` days). */
  facts: FactFile[];
  /** The due list's items (tooling/due-list.ts): each re-check that falls due after the build. */
  due: readonly DueItem[];
  /** Whether a page states the years of experience (they turn with the year). */
  yearsOfExperience: boolean;
};

/** Every coming day on which the export stops being true, soonest first (ties: in the order below). */
export function comingChanges({ built, intakes, facts, due, yearsOfExperience }: TrueUntilInput): Event[] {
  const events: Event[] = [
    ...intakes.map((i) => ({ day: i.begins, reason: `${i.value} intake begins` })),
    ...facts.flatMap(({ file, facts: byName }) =>
      Object.entries(byName).flatMap(([name, fact]) =>
        fact.effective ? [{ day: fact.effective, reason: `${file} → ${name} takes effect (${fact.appliesTo})` }] : [],
      ),
    ),
    ...due.flatMap((i) => (i.from ? [{ day: i.from, reason: `${i.what} is due for its re-check` }] : [])),
    ...(yearsOfExperience ? [{ day: `${Number(built.slice(0, 4)) + 1}-01-01`, reason: 'the year turns (the years of experience)' }] : []),
  ];
  return events.filter((e) => e.day > built).sort((a, b) => a.day.localeCompare(b.day));
}

/** The first day the export stops being true, and why (several things that day: the first, "and N more"). */
export function trueUntil(input: TrueUntilInput): TrueUntil {
  const changes = comingChanges(input);
  const first = changes[0];
  if (!first) return { trueUntil: addMonths(input.built, NOTHING_DATED_MONTHS), reason: 'nothing dated: built again within a year', built: input.built };
  const same = changes.filter((c) => c.day === first.day).length;
  return { trueUntil: first.day, reason: same > 1 ? `${first.reason}, and ${same - 1} more that day` : first.reason, built: input.built };
}

/** The summary line's words: "true until 2027-01-01 (2027-Spring intake begins)". */
export const trueUntilLine = (t: TrueUntil) => `out/true-until.json (built as of ${t.built}, true until ${t.trueUntil}: ${t.reason})`;
