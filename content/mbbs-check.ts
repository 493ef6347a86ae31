/**
 * The MBBS degree check (/mbbs-check): its words (content/pages/<language>/mbbs-check.yaml, schema
 * content/pages/mbbs-check.schema.ts) with each rule's figures filled in from the facts
 * (content/facts/mbbs.yaml, neet.yaml), the facts as the island reads them, and the partner
 * universities' programmes (content/universities, `programme`) as the cards link them.
 */
import type { z } from 'zod';
import type { DataLanguage } from '@/content/data/schema';
import type { mbbsCheckPage } from '@/content/pages/mbbs-check.schema';
import { factOf } from '@/content/facts/load';
import { pageWords } from '@/content/pages';
import { fill } from '@/lib/calc-text';
import { fullDate, type Fact } from '@/lib/fact';
import { CHECK_FACT_FILE, CHECK_FACTS, type CheckFact, type CheckFactKey, type CheckFacts } from '@/lib/mbbs-check';

const NUMBERS: readonly CheckFactKey[] = [
  'courseMonths',
  'internshipMonths',
  'completeWithinYears',
  'indiaInternshipMonths',
  'onlineInternship',
  'bsExtraInternshipMonths',
  'licentiateWithinYears',
  'neetValidYears',
  'pcbGeneralPercent',
  'pcbReservedPercent',
  'pcbPwbdPercent',
  'minimumAge',
];

/** What the island reads of a fact: its value and its source line (what it applies to stays on the server). */
function shown(key: CheckFactKey): CheckFact {
  const fact: Fact<unknown> = NUMBERS.includes(key) ? factOf(CHECK_FACT_FILE[key], key, 'number') : factOf(CHECK_FACT_FILE[key], key, 'word');
  const { value, checked, source, effective, confirmed } = fact;
  return { value, checked, source, ...(effective && { effective }), confirmed };
}

/** The rules' facts, as the server page passes them to the check's island. */
export const mbbsCheckFacts: CheckFacts = Object.fromEntries(CHECK_FACTS.map((key) => [key, shown(key)])) as CheckFacts;

/** The figures a rule's words name: {courseMonths}, {minimumAge} … */
const figures = Object.fromEntries(NUMBERS.map((key) => [key, mbbsCheckFacts[key].value as number]));

export type MbbsCheckCopy = Omit<z.output<typeof mbbsCheckPage>, 'meta'>;

/** The check's words in a language, each rule's figures filled in from the facts. */
export function mbbsCheckIn(language: DataLanguage): MbbsCheckCopy {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the page's metadata, file and fallback are the registry's
  const { meta, source, fallback, ...w } = pageWords('mbbs-check', language);
  const rules = Object.fromEntries(
    Object.entries(w.rules).map(([id, r]) => [id, { name: fill(r.name, figures), rule: fill(r.rule, figures), document: r.document }]),
  ) as MbbsCheckCopy['rules'];
  const effective = mbbsCheckFacts.fmglRegulations.effective;
  const day = { ...figures, effective: effective ? fullDate(effective, language) : '', earlier: w.result.status.earlier };
  const overall = { ...w.result.overall, before: fill(w.result.overall.before, day) };
  const earlier = Object.fromEntries(Object.entries(w.result.earlier).map(([k, v]) => [k, fill(v, day)])) as MbbsCheckCopy['result']['earlier'];
  return { ...w, rules, result: { ...w.result, overall, earlier } };
}

export const mbbsCheck: MbbsCheckCopy = mbbsCheckIn('en');

export type MbbsCheckPromoCopy = MbbsCheckCopy['promo'];
