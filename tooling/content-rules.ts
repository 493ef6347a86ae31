/**
 * The rules across files that a staff save can break, checked by the content build (the data
 * collections' transforms, tooling/data-collection.ts) so a bad save fails the host's deploy, each
 * finding naming the file and the field:
 * - a country's work, post-study and cost-of-living lines name the facts their source lines show
 *   ({{workLimit}}), and the numbers after graduation are the facts' own;
 * - no money typed into a country's words (an official figure is named from its fact; tuition is the
 *   dated estimate of its own field);
 * - no score after an English test's name in a requirement (each university sets its own);
 * - no loan limit stated in a service (the amount depends on the lender);
 * - a chatbot follow-up names only universities that have a file;
 * - a university whose stated programme fails an NMC rule has its note.
 * Each field is named as the editor shows it (content/data/place.ts): its label, list items counted from one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { chatTopic } from '@/content/chatbot-topics/schema';
import { country, COUNTRY_FIGURE } from '@/content/countries/schema';
import { editorPlace } from '@/content/data/place';
import { service } from '@/content/services/schema';
import { programmeNotesMissing } from '@/content/universities/programme-notes';
import type { University } from '@/content/universities/schema';
import type { CheckFacts } from '@/lib/mbbs-check';
import { factsByKey, factsFileSchema, type FactData } from '@/content/facts/schema';
import { CURRENCY_CODES, currencyOfUnit } from '@/lib/currency';
import type { DataCheck } from '@/tooling/data-collection';

/** Every string of a value with its dotted path. */
function* stringsAt(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) yield* stringsAt(v, path ? `${path}.${key}` : key);
}

const namesIn = (text: string) => [...text.matchAll(COUNTRY_FIGURE)].map((m) => m[1]);

/** A money figure typed into words: a currency symbol or ISO code before a number, or lakh/crore in any edition's script. */
export const TYPED_MONEY = new RegExp(
  `(?:US\\$|CA\\$|A\\$|NZ\\$|[$€£¥₩₹])\\s?\\d|\\b(?:${CURRENCY_CODES.join('|')})\\s?\\d|\\d\\s?(?:[Ll]akh|[Cc]rore|లక్ష|కోట్ల|लाख|करोड़)`,
);

/** A score or mark after a test's name ("IELTS 6.5", "TOEFL iBT 90", "GMAT 600+", "55%"); level names (JLPT N2, DELE B2) are not scores. */
export const TEST_SCORE = /\b(?:IELTS|TOEFL|PTE|GMAT|GRE|Duolingo|TOPIK)\b[^|]*?\b\d|\b\d+(?:\.\d)?\s?%|\b\d\.\d\b/;

/** A loan amount: a number of lakh or crore (rupees), in English, Telugu or Hindi, or crore on its own. */
export const LOAN_LIMIT = /\d[\d.,–-]*\s?(?:lakh|crore|లక్షల|లక్ష|కోట్ల|लाख|करोड़)|\bcrores?\b/i;

/** The facts of a country's rules file, content/facts/<rules>.yaml (read as the build has it). */
export type RulesFile = { source: string; facts: Record<string, FactData> };

export function readRules(rules: string, directory = 'content/facts'): RulesFile | undefined {
  const source = `${directory}/${rules}.yaml`;
  try {
    const checked = factsFileSchema.safeParse(parse(readFileSync(source, 'utf8')));
    return checked.success ? { source, facts: factsByKey(checked.data.facts) } : undefined;
  } catch {
    return undefined;
  }
}

/** Every number a fact states: its value(s), in years too when counted in months, its dates and the numbers of what it applies to ("subclass 485"). */
function numbersOf(fact: FactData): number[] {
  const values = [fact.value].flatMap((v) => (v && typeof v === 'object' ? Object.values(v) : [v]));
  const numbers = values.flatMap((v) => (typeof v === 'number' ? [v] : [...String(v).matchAll(/\d+/g)].map((m) => Number(m[0]))));
  const years = fact.unit === 'months' ? numbers.filter((n) => n % 12 === 0).map((n) => n / 12) : [];
  const dates = fact.effective ? fact.effective.split('-').map(Number) : [];
  const named = [...fact.appliesTo.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return [...numbers, ...years, ...dates, ...named];
}

type CountryWords = Record<string, unknown>;
type CountryShared = { rules: string; sources: { costOfLiving?: string; workRights: string; postStudy: string; postStudyChange?: string; tuition?: string } };

/**
 * A country file's findings, "<file>: <field>: <what to do>": `words` its fields (a translation's
 * own), `shared` the English file's rules and sources, `rules` its facts file.
 */
export function countryFindings(where: string, words: CountryWords, shared: CountryShared, rules: RulesFile): string[] {
  const found: string[] = [];
  const at = (field: string) => editorPlace(country, field);
  const { sources } = shared;
  const fact = (key: string | undefined) => (key === undefined ? undefined : rules.facts[key]);
  const line = (field: string) => (typeof words[field] === 'string' ? (words[field] as string) : undefined);
  const mustName = (field: string, key: string | undefined, source: string, when: (f: FactData, text: string) => boolean) => {
    const text = line(field);
    const f = fact(key);
    if (text === undefined || key === undefined || !f) return;
    if (when(f, text) && !namesIn(text).includes(key))
      found.push(
        `${where}: ${at(field)}: name the fact its source line shows, {{${key}}} (${at(`sources.${source}`)} in ${rules.source}), instead of typing the figure; or choose, under Sources shown, the fact this line states`,
      );
  };
  for (const [source, key] of Object.entries(sources))
    if (key !== undefined && !fact(key)) found.push(`${where}: ${at(`sources.${source}`)}: ${rules.source} has no fact ${key}`);
  // Each {{fact}} (and {{fact.part}}) a line names is one of its facts file's: a fact removed in the editor fails here.
  const { sources: _named, ...lines } = words;
  void _named;
  for (const [field, text] of stringsAt(lines))
    for (const [written, key, part] of text.matchAll(COUNTRY_FIGURE)) {
      const f = fact(key);
      const parts = f && f.value && typeof f.value === 'object' ? Object.keys(f.value) : [];
      if (!f)
        found.push(`${where}: ${at(field)}: ${written} names no fact of ${rules.source}: put the fact ${key} back there, or take ${written} out of this line`);
      else if (part !== undefined && !parts.includes(part))
        found.push(
          `${where}: ${at(field)}: ${written}: the fact ${key} of ${rules.source} has no number named ${part}${parts.length ? ` (it has ${parts.join(', ')})` : ''}`,
        );
    }
  // A number is named from its fact; a word the rule states ("no limit") may be written out.
  mustName('workDuringStudies', sources.workRights, 'workRights', (f) => typeof f.value !== 'string');
  mustName('afterGraduation', sources.postStudy, 'postStudy', (f, text) => typeof f.value !== 'string' || !text.includes(String(f.value)));
  mustName('costOfLiving', sources.costOfLiving, 'costOfLiving', (f) => Boolean(currencyOfUnit(f.unit)));
  // The numbers after graduation are the post-study facts' own (filled in from them, or stated by them).
  // A line with an announced change has its line for the day the change applies (the site shows it from then on).
  if (sources.postStudyChange !== undefined)
    for (const field of ['afterGraduation', 'mbaAfterGraduation'])
      if (line(field) !== undefined && line(`${field}From`) === undefined)
        found.push(
          `${where}: ${at(`${field}From`)}: write the line as it reads once the announced change (${sources.postStudyChange}) is in force: the site shows it from that day on`,
        );
  for (const field of ['afterGraduation', 'mbaAfterGraduation', 'afterGraduationFrom', 'mbaAfterGraduationFrom']) {
    const text = line(field)?.replace(COUNTRY_FIGURE, '');
    if (text === undefined) continue;
    const stated = [fact(sources.postStudy), fact(sources.postStudyChange)].flatMap((f) => (f ? numbersOf(f) : []));
    const typed = [...text.matchAll(/\d+/g)].map((m) => m[0]).find((n) => !stated.includes(Number(n)));
    if (typed)
      found.push(
        `${where}: ${at(field)}: “${typed}” is no figure of its post-study facts (${rules.source}): name it from its fact, e.g. {{${sources.postStudy}|period}}`,
      );
  }
  const { tuition, sources: _sources, ...rest } = words;
  void tuition;
  void _sources;
  for (const [field, text] of stringsAt(rest)) {
    const money = TYPED_MONEY.exec(text);
    if (money)
      found.push(
        `${where}: ${at(field)}: “${money[0]}…” is money typed into the words: an official figure is named from its fact ({{fundsYear}}), our estimate goes in Average tuition`,
      );
  }
  for (const field of ['requirements', 'mbaRequirements'])
    for (const [i, text] of (Array.isArray(words[field]) ? (words[field] as unknown[]) : []).entries())
      if (typeof text === 'string' && TEST_SCORE.test(text))
        found.push(`${where}: ${at(`${field}.${i}`)}: states a score (“${TEST_SCORE.exec(text)![0]}”): name the test and leave the score to each university`);
  return found;
}

/**
 * An English country file's tuition: our estimate (Average tuition), or an official fact named under
 * Sources shown → Tuition, an amount of money in its facts file (then the panel shows the fact).
 */
export function tuitionFindings(where: string, words: CountryWords, rules: RulesFile): string[] {
  const key = (words.sources as { tuition?: string } | undefined)?.tuition;
  const estimates = Array.isArray(words.tuition) && words.tuition.length > 0;
  if (key === undefined)
    return estimates
      ? []
      : [`${where}: ${editorPlace(country, 'tuition')}: give our estimate, or choose under Sources shown → Tuition the fact that states the tuition`];
  const fact = rules.facts[key];
  if (fact && !currencyOfUnit(fact.unit))
    return [
      `${where}: ${editorPlace(country, 'sources.tuition')}: the fact ${key} of ${rules.source} is no amount of money (its unit is “${fact.unit}”, not a currency code such as NZD or NZD/year)`,
    ];
  return [];
}

/** A service file's findings: no loan limit stated (the amount depends on the lender). */
export function serviceFindings(where: string, words: Record<string, unknown>): string[] {
  return [...stringsAt(words)].flatMap(([field, text]) => {
    const limit = LOAN_LIMIT.exec(text);
    return limit ? [`${where}: ${editorPlace(service, field)}: “${limit[0]}” states a loan amount: the amount depends on the lender; say so instead`] : [];
  });
}

/** The countries collection's check: its rules file read from content/facts (a file that breaks its schema is the facts collection's to name). */
export const countryCheck: DataCheck = ({ where, language, data, english }) => {
  const shared = english as CountryShared;
  if (typeof shared.rules !== 'string') return [];
  const rules = readRules(shared.rules);
  if (!rules && !existsSync(`content/facts/${shared.rules}.yaml`))
    return [`${where}: rules: no facts file content/facts/${shared.rules}.yaml (Facts in the editor): add it, or choose the file of this country’s rules`];
  return rules && shared.sources ? [...countryFindings(where, data, shared, rules), ...(language === 'en' ? tuitionFindings(where, data, rules) : [])] : [];
};

export const serviceCheck: DataCheck = ({ where, data }) => serviceFindings(where, data);

/** A chatbot topic's findings: each partner university a follow-up names has its file in `universities` (content/universities/en). */
export function chatTopicFindings(where: string, words: Record<string, unknown>, hasUniversity: (id: string) => boolean): string[] {
  const followUps = Array.isArray(words.followUps) ? (words.followUps as { universities?: unknown }[]) : [];
  return followUps.flatMap((f, i) =>
    (Array.isArray(f.universities) ? (f.universities as string[]) : []).flatMap((id, j) =>
      hasUniversity(id)
        ? []
        : [
            `${where}: ${editorPlace(chatTopic, ['followUps', i, 'universities', j])}: no university “${id}” (content/universities/en/${id}.yaml): remove it from the list, or choose one that is listed`,
          ],
    ),
  );
}

export const chatTopicCheck: DataCheck = ({ where, data }) => chatTopicFindings(where, data, (id) => existsSync(`content/universities/en/${id}.yaml`));

/** The facts the NMC check reads (content/facts/mbbs.yaml and neet.yaml, as the build has them); undefined when one cannot be read (the facts collection names it). */
function checkFacts(): CheckFacts | undefined {
  const files = [readRules('mbbs'), readRules('neet')];
  if (files.some((f) => !f)) return undefined;
  return Object.assign({}, ...files.map((f) => f!.facts)) as CheckFacts;
}

/** A university's check: a stated programme that fails an NMC rule has its note (content/universities/programme-notes.ts). */
export const universityCheck: DataCheck = ({ where, language, data }) => {
  const facts = language === 'en' ? checkFacts() : undefined;
  return facts ? programmeNotesMissing([{ source: where, programme: data.programme as University['programme'] }], facts) : [];
};
