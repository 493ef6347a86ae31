import { OPERATOR_FIGURES } from '@/content/operator-settings';

/**
 * A fact's own figure, by name: what the phrases of content/pages/<language>/figure-words.yaml are
 * worded from (a number, or a month and year in the phrase's language).
 */
export const FACT_FIGURE_NAMES = [
  'workLimitUsaHours',
  'workLimitUkHours',
  'workLimitCanadaHours',
  'workLimitAustraliaHours',
  'workLimitGermanyFullDays',
  'workLimitGermanyHalfDays',
  'postStudyUsaOptMonths',
  'postStudyUsaStemMonths',
  'postStudyUkYears',
  'postStudyUkCutMonths',
  'postStudyUkCutFrom',
  'postStudyCanadaYears',
  'postStudyGermanyMonths',
  'loanGraceMonths',
  'nmcRegulationsYear',
  'nmcCourseMonths',
  'nmcInternshipMonths',
  'nmcWithinYears',
  'neetMinimumAge',
  'neetPercentileGeneral',
  'neetPercentileGeneralPwbd',
  'neetPercentileReserved',
  'neetCandidatesLakh',
  'mbbsSeatsIndiaLakh',
  'skilledPassMark',
  'worldDirectoryWhoUntil',
] as const;
export type FactFigureName = (typeof FACT_FIGURE_NAMES)[number];

/**
 * The figures a FAQ entry or an article may name as {{name}}: filled in when the page is built from
 * the operator's settings (content/operator.json) and the facts (content/facts.ts, worded by
 * content/pages/<language>/figure-words.yaml), in the page's language, so a changed figure changes
 * every text that names it; a fact's name also puts its "as of · source" line under the text
 * (content/named-figures.ts). The build refuses any other name (content-collections.ts), and the
 * content editor lists these. The content build reads it: it imports only the operator figures' names.
 */
export const FIGURE_NAMES = [
  'company',
  ...OPERATOR_FIGURES,
  'figuresAsOf',
  'hyderabadOffices',
  'destinations',
  'courseCategories',
  'workLimitUsa',
  'workLimitUk',
  'workLimitCanada',
  'workLimitAustralia',
  'workLimitGermany',
  'postStudyUsa',
  'postStudyUk',
  'postStudyCanada',
  'postStudyGermany',
  'loanMoratorium',
  'nmcEligibility',
  'neetQualifyingPercentiles',
  'worldDirectory',
  'mbbsAbroadPackage',
  ...FACT_FIGURE_NAMES,
] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

/** {{name}} in a text: a figure filled in when the page is built. */
export const FIGURE = /\{\{\s*([^}]*?)\s*\}\}/g;

/** The names a text uses, in order. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => m[1]);
}

/** The names a text uses that the site does not know ([] when all are known). */
export const unknownFigures = (text: string): string[] =>
  [...text.matchAll(FIGURE)].map((m) => m[1]).filter((name) => !(FIGURE_NAMES as readonly string[]).includes(name));

/** The build's message for a file naming an unknown figure. */
export const unknownFigureMessage = (name: string) => `{{${name}}} is not a figure the site knows: use ${FIGURE_NAMES.map((v) => `{{${v}}}`).join(', ')}`;

/** Does a value (a text, a list item) name an operator's figure that `values` leaves out (one the settings leave empty)? */
export function namesAbsentFigure(value: unknown, values: Record<string, string | undefined>): boolean {
  if (typeof value === 'string') return figuresIn(value).some((name) => values[name] === undefined);
  if (Array.isArray(value)) return value.some((v) => namesAbsentFigure(v, values));
  if (value && typeof value === 'object') return Object.values(value).some((v) => namesAbsentFigure(v, values));
  return false;
}

/** A list with its items that name a figure not given left out: a figure is shown only where the operator gives it. */
export const withoutAbsentFigures = <T>(list: T[], values: Record<string, string | undefined>): T[] => list.filter((item) => !namesAbsentFigure(item, values));

/**
 * The list items a text leaves out because they name a figure not given (`absent`), each with its
 * place (positions counted from one, as the editor shows a list) and the figures it names: what the
 * build says it leaves out, and why.
 */
export function itemsLeftOut(value: unknown, absent: (name: string) => boolean, path = ''): { place: string; names: string[] }[] {
  const named = (v: unknown): string[] =>
    typeof v === 'string'
      ? figuresIn(v).filter(absent)
      : Array.isArray(v)
        ? v.flatMap(named)
        : v && typeof v === 'object'
          ? Object.values(v).flatMap(named)
          : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => {
      const place = `${path}, item ${i + 1}`;
      const names = [...new Set(named(item))];
      return names.length ? [{ place, names }] : itemsLeftOut(item, absent, place);
    });
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => itemsLeftOut(v, absent, path ? `${path} → ${key}` : key));
  return [];
}

/** What the build says of each item a page file's text leaves out, and why, in the editor's words. */
export const leftOutLines = (where: string, data: unknown, absent: (name: string) => boolean) =>
  itemsLeftOut(data, absent).map(
    ({ place, names }) =>
      `${where}: ${place} is left out of the page: it names ${names.map((n) => `{{${n}}}`).join(', ')}, which the settings do not give (${names.map((n) => `figures.${n}`).join(', ')} in content/operator.json is empty). Give the figure in Settings, or word the item without it.`,
  );
