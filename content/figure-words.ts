/**
 * The official facts in words, in a language: the phrases of content/pages/<language>/
 * figure-words.yaml (schema content/pages/figure-words.schema.ts; English where the language's file
 * leaves one out), each {{figure}} filled in from the facts (content/facts.ts) in that language, and
 * the facts each figure stands on, for its "as of · source" line. FAQ answers, articles and pages
 * name the phrases ({{workLimitUsa}}, {{nmcEligibility}} …: content/named-figures.ts).
 */
import type { DataLanguage } from '@/content/data/schema';
import { loanFacts, mbbsRules, neetRules, postStudyWork, skilledMigration, workLimits } from '@/content/facts';
import { FACT_FIGURE_NAMES, type FactFigureName } from '@/content/figure-names';
import { readPage, type PageWords } from '@/content/pages/localize';
import { monthYear, type Fact } from '@/lib/fact';

type Figure = { fact: Fact<unknown>; value: number | ((language: DataLanguage) => string) };

const { usa, uk, uk2027, canada, germany } = postStudyWork;
const percentiles = neetRules.qualifyingPercentile;

/** Each fact's own figure: the fact, and its value (a month and year is written in the phrase's language). */
const FIGURES: Record<FactFigureName, Figure> = {
  workLimitUsaHours: { fact: workLimits.usa, value: workLimits.usa.value },
  workLimitUkHours: { fact: workLimits.uk, value: workLimits.uk.value },
  workLimitCanadaHours: { fact: workLimits.canada, value: workLimits.canada.value },
  workLimitAustraliaHours: { fact: workLimits.australia, value: workLimits.australia.value },
  workLimitGermanyFullDays: { fact: workLimits.germany, value: workLimits.germany.value.full },
  workLimitGermanyHalfDays: { fact: workLimits.germany, value: workLimits.germany.value.half },
  postStudyUsaOptMonths: { fact: usa, value: usa.value.opt },
  postStudyUsaStemMonths: { fact: usa, value: usa.value.stemExtension },
  postStudyUkYears: { fact: uk, value: uk.value.degree / 12 },
  postStudyUkCutMonths: { fact: uk2027, value: uk2027.value },
  postStudyUkCutFrom: { fact: uk2027, value: (language) => monthYear(uk2027.effective!, language) },
  postStudyCanadaYears: { fact: canada, value: canada.value / 12 },
  postStudyGermanyMonths: { fact: germany, value: germany.value },
  loanGraceMonths: { fact: loanFacts.moratoriumGraceMonths, value: loanFacts.moratoriumGraceMonths.value },
  /** The regulations' year, part of their name. */
  nmcRegulationsYear: { fact: mbbsRules.courseMonths, value: Number(mbbsRules.courseMonths.effective?.slice(0, 4)) },
  nmcCourseMonths: { fact: mbbsRules.courseMonths, value: mbbsRules.courseMonths.value },
  nmcInternshipMonths: { fact: mbbsRules.internshipMonths, value: mbbsRules.internshipMonths.value },
  nmcWithinYears: { fact: mbbsRules.completeWithinYears, value: mbbsRules.completeWithinYears.value },
  neetMinimumAge: { fact: neetRules.minimumAge, value: neetRules.minimumAge.value },
  neetPercentileGeneral: { fact: percentiles, value: percentiles.value.general },
  neetPercentileGeneralPwbd: { fact: percentiles, value: percentiles.value.generalPwbd },
  neetPercentileReserved: { fact: percentiles, value: percentiles.value.reserved },
  skilledPassMark: { fact: skilledMigration.passMark, value: skilledMigration.passMark.value },
  neetCandidatesLakh: { fact: neetRules.candidates, value: neetRules.candidates.value },
  mbbsSeatsIndiaLakh: { fact: mbbsRules.seatsIndia, value: mbbsRules.seatsIndia.value },
  worldDirectoryWhoUntil: { fact: mbbsRules.worldDirectoryWhoUntil, value: mbbsRules.worldDirectoryWhoUntil.value },
};

/** Each fact's own figure as a phrase writes it in a language. */
export function factFigures(language: DataLanguage): Record<FactFigureName, string> {
  const text = ({ value }: Figure) => (typeof value === 'number' ? String(value) : value(language));
  return Object.fromEntries(FACT_FIGURE_NAMES.map((name) => [name, text(FIGURES[name])])) as Record<FactFigureName, string>;
}

/** The fact a figure stands on. */
export const factOfFigure = (name: FactFigureName): Fact<unknown> => FIGURES[name].fact;

/** A phrase that names another phrase ({{workLimitUsa}}) or the operator's figures: the build stops, naming the file. */
export class FigureWordsError extends Error {}

const cache = new Map<DataLanguage, PageWords<'figure-words'>>();

/** The facts' phrases in a language, their figures filled in. */
export function figureWords(language: DataLanguage = 'en'): PageWords<'figure-words'> {
  if (!cache.has(language)) {
    const figures = new Proxy(factFigures(language), {
      get(values, name: string) {
        if (name in values) return values[name as FactFigureName];
        throw new FigureWordsError(
          `content/pages/${language}/figure-words.yaml (or the English file): {{${name}}} is not one of the facts' own figures: a phrase names only ${FACT_FIGURE_NAMES.map((n) => `{{${n}}}`).join(', ')}`,
        );
      },
    });
    cache.set(language, readPage('figure-words', language, figures));
  }
  return cache.get(language)!;
}
