/**
 * The study destinations (content/countries/<language>/<id>.yaml, checked at build against
 * ./schema.ts) as /countries and /MBA show them in a language: each line's {{figures}} filled in from
 * the country's official rules (content/facts/<rules>.yaml), with the facts whose source lines the
 * panel shows. A figure or source the rules file does not have stops the build, naming the file and
 * the field. Server side: the pages render the panels.
 */
import files from '@/.content-collections/data/content-countries.json';
import { localize, type Localized } from '@/content/data/localize';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { fundsText } from '@/content/facts';
import { currencyOfUnit, moneyText } from '@/lib/currency';
import { priceWordsIn } from '@/content/prices/format';
import { figureWords } from '@/content/figure-words';
import { factFiles, type FactFile } from '@/content/facts/load';
import { fullDate, inForce, type Fact } from '@/lib/fact';
import { buildDay } from '@/lib/clock';
import { COUNTRY_FIGURE, country as countrySchema, type CountryFile, type FigureFormat, type TuitionKind } from './schema';
import type { Price } from '@/content/prices/schema';

export { TUITION_KINDS, type TuitionKind } from './schema';

/** What a panel needs of a fact to link its source. */
export type FactRef = Pick<Fact<unknown>, 'checked' | 'source'>;

/** The facts behind a panel's figures, shown as "as of · source" links beside them. */
export type CountrySources = { costOfLiving?: Fact<unknown>; workRights: Fact<unknown>; postStudy: Fact<unknown>; postStudyChange?: Fact<unknown> };

export type CountryDetails = {
  universities: string;
  /**
   * The tuition: an official fact where the file names one (its figure as the page writes it, and the
   * fact for its "as of · source" line), else our estimates (a price each, said as whose and dated by
   * the page); and what is certain beside them.
   */
  tuition: { fact?: { text: string; ref: Fact<unknown> }; estimates: { kind: TuitionKind; price: Price }[]; note?: string };
  duration: string;
  intakeMonths: string[];
  topCourses: string[];
  requirements: string[];
  costOfLiving: string;
  workRights: { duringStudies: string; afterGraduation: string };
  sources: CountrySources;
};

/** The MBA-only facts of a destination (its /MBA panel). */
export type MbaCountryDetails = {
  universities: string;
  duration: string;
  intakeMonths: string[];
  specializations: string[];
  requirements: string[];
  /** The route after a master's: the country's own where it does not differ. */
  postStudyWork: string;
};

export type Country = {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 code: the flag (public/flags/<code>.png). */
  isoCode: string;
  /** Tailwind gradient stops for the panel's header band (white text on it keeps AA contrast). */
  bgColor: string;
  details: CountryDetails;
  mba: MbaCountryDetails;
  /** The file the words come from, and the fields shown in English on a Telugu or Hindi page. */
  source: string;
  fallback: string[];
};

/** A problem in a country file the schema cannot see (a fact its rules file lacks): the build names the file and the field. */
export class CountryFileError extends Error {}

/** "9 months", "1 year", "3 years" in the language (content/pages/<language>/figure-words.yaml, `periods`), from a number of months. */
export function periodText(months: number, language: DataLanguage): string {
  const words = figureWords(language).periods;
  const template = months % 12 ? words.months : months === 12 ? words.year : words.years;
  return template.replace('{n}', String(months % 12 ? months : months / 12));
}

function figure(fact: Fact<unknown>, part: string | undefined, format: FigureFormat | undefined, language: DataLanguage, where: string): string {
  if (format === 'from') {
    if (!fact.effective) throw new CountryFileError(`${where}: |from needs a fact with the day it takes effect (effective)`);
    return fullDate(fact.effective, language);
  }
  const value = part === undefined ? fact.value : (fact.value as Record<string, unknown> | null)?.[part];
  if (typeof value === 'string' && !format && !part) return value;
  if (typeof value !== 'number') throw new CountryFileError(`${where}: the fact is not a number${part ? '' : ' (name one of its parts: {{fact.part}})'}`);
  if (format === 'period') return periodText(value, language);
  if (format === 'years') return periodText(value * 12, language);
  // A money fact's unit starts with its currency (GBP/month, NZD/year): written with its symbol or code.
  return currencyOfUnit(fact.unit) && !part ? fundsText({ value, unit: fact.unit }) : value.toLocaleString('en-GB');
}

/**
 * A tuition fact as the panel writes it: its amount with the currency's symbol or code, as every
 * other money figure of the page ("NZ$22,000", a range "NZ$22,000–40,000"), then its period from
 * the unit (NZD/year: "per year"); a word the rule states as it is.
 */
export function tuitionFactText(fact: Pick<Fact<unknown>, 'value' | 'unit'>, language: DataLanguage): string {
  const code = currencyOfUnit(fact.unit);
  const numbers = typeof fact.value === 'number' ? [fact.value] : fact.value && typeof fact.value === 'object' ? Object.values(fact.value) : [];
  if (!code || numbers.length === 0 || numbers.length > 2 || !numbers.every((n) => typeof n === 'number')) return String(fact.value);
  const [low, high] = numbers as number[];
  const amount = `${moneyText(low, code)}${high === undefined ? '' : `–${high.toLocaleString('en-GB')}`}`;
  const period = fact.unit.split('/')[1]?.trim() as Price['per'] | undefined;
  const per = period ? priceWordsIn(language).per[period] : undefined;
  return per ? `${amount} ${per}` : amount;
}

const rulesFiles = new Map(factFiles.map((f) => [f.name, f]));

function rulesOf(item: { rules: string; source: string }): FactFile {
  const rules = rulesFiles.get(item.rules);
  if (!rules) throw new CountryFileError(`${item.source}: rules: no facts file content/facts/${item.rules}.yaml`);
  return rules;
}

function factIn(rules: FactFile, key: string, where: string): Fact<unknown> {
  const fact = rules.facts[key];
  if (!fact) throw new CountryFileError(`${where}: ${rules.source} has no fact ${key}`);
  return fact as Fact<unknown>;
}

/** A line with its {{figures}} filled in from the rules file. */
function filled(text: string, rules: FactFile, language: DataLanguage, where: string): string {
  return text.replace(COUNTRY_FIGURE, (written, key: string, part: string | undefined, format: FigureFormat | undefined) =>
    figure(factIn(rules, key, `${where}: ${written}`), part, format, language, `${where}: ${written}`),
  );
}

/** Every destination's file in a language, in the order of their `order` (of the given documents: a test's). */
export const countryFilesIn = (language: DataLanguage, documents = files as DataDocument[]): Localized<CountryFile>[] =>
  localize(documents, countrySchema, language).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'));

function countryOf(item: Localized<CountryFile>, language: DataLanguage, day: string): Country {
  const rules = rulesOf(item);
  const line = (field: string, text: string) => filled(text, rules, language, `${item.source}: ${field}`);
  const list = (field: string, texts: string[]) => texts.map((t, i) => line(`${field}[${i}]`, t));
  const source = (field: keyof CountryFile['sources']) => {
    const key = item.sources[field];
    return key === undefined ? undefined : factIn(rules, key, `${item.source}: sources.${field}`);
  };
  // The rule in force on the build's day: from the day an announced change applies, its line.
  const change = source('postStudyChange');
  const changed = change !== undefined && inForce(change, day);
  const inForceLine = (field: 'afterGraduation' | 'mbaAfterGraduation', text: string | undefined) => {
    if (!changed || text === undefined) return text === undefined ? undefined : line(field, text);
    const from = `${field}From` as const;
    const after = item[from];
    if (after === undefined)
      throw new CountryFileError(
        `${item.source}: ${from}: missing: the announced change ${item.sources.postStudyChange} is in force from ${change.effective}; write the line as it reads now`,
      );
    return line(from, after);
  };
  const afterGraduation = inForceLine('afterGraduation', item.afterGraduation)!;
  return {
    id: item.id,
    name: item.name,
    isoCode: item.flag,
    bgColor: item.colours,
    details: {
      universities: line('universities', item.universities),
      tuition: {
        ...(item.sources.tuition && { fact: { text: tuitionFactText(source('tuition')!, language), ref: source('tuition')! } }),
        estimates: item.sources.tuition ? [] : (item.tuition ?? []),
        ...(item.tuitionNote && { note: line('tuitionNote', item.tuitionNote) }),
      },
      duration: line('duration', item.duration),
      intakeMonths: list('intakes', item.intakes),
      topCourses: list('courses', item.courses),
      requirements: list('requirements', item.requirements),
      costOfLiving: line('costOfLiving', item.costOfLiving),
      workRights: { duringStudies: line('workDuringStudies', item.workDuringStudies), afterGraduation },
      sources: {
        ...(item.sources.costOfLiving && { costOfLiving: source('costOfLiving') }),
        workRights: source('workRights')!,
        postStudy: source('postStudy')!,
        ...(item.sources.postStudyChange && { postStudyChange: source('postStudyChange') }),
      },
    },
    mba: {
      universities: line('mbaSchools', item.mbaSchools),
      duration: line('mbaDuration', item.mbaDuration),
      intakeMonths: list('mbaIntakes', item.mbaIntakes),
      specializations: list('mbaSpecializations', item.mbaSpecializations),
      requirements: list('mbaRequirements', item.mbaRequirements),
      postStudyWork: inForceLine('mbaAfterGraduation', item.mbaAfterGraduation) ?? afterGraduation,
    },
    source: item.source,
    fallback: item.fallback,
  };
}

/** The destinations of a language, their figures filled in, each rule as it is on `day` (the build's). */
export const countriesIn = (language: DataLanguage, documents?: DataDocument[], day = buildDay()): Country[] =>
  countryFilesIn(language, documents).map((item) => countryOf(item, language, day));

/** The destinations in English (/countries, /MBA). */
export const countries: Country[] = countriesIn('en');

export const getCountry = (id: string): Country => {
  const found = countries.find((c) => c.id === id);
  if (!found) throw new Error(`content/countries/en/${id}.yaml: no such country`);
  return found;
};

export * from './words';
