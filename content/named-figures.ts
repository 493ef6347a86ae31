/**
 * What each {{name}} of content/figure-names.ts reads in a language, and the facts behind it: the FAQ
 * entries (content/faq/entries.ts), the articles (content/articles/index.ts) and the page files
 * (content/pages/index.ts) fill their texts from here and show the named facts' "as of · source"
 * lines under them. The facts' phrases and figures are content/figure-words.ts's.
 */
import { factFigures, factOfFigure, figureWords } from '@/content/figure-words';
import * as facts from '@/content/facts';
import { FACT_FIGURE_NAMES, FIGURE, figuresIn, withoutAbsentFigures, type FigureName } from '@/content/figure-names';
import { inForce, monthYear, type FactRef } from '@/lib/fact';
import { buildDay } from '@/lib/clock';
import type { Locale } from '@/lib/locale';
import type { OperatorFigure } from '@/content/operator-settings';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import { figures, site } from '@/content/site';
import countryFiles from '@/.content-collections/data/content-countries.json';
import categoryFiles from '@/.content-collections/data/content-course-categories.json';

/** How many items a collection has (its English files): a count in words follows the files staff add. */
const itemCount = (files: { language: string }[]) => String(files.filter((f) => f.language === 'en').length);

export type FigureLanguage = Locale;

/** The price file of the MBBS Abroad NEET service: the one price a text gives for help with MBBS abroad. */
export const MBBS_ABROAD_PRICE = 'neet-study-abroad';

/** A starting price in running text, with whose figure it is and when: "from USD 500 (our fee, as of November 2026)". */
function priceInText(id: string, language: FigureLanguage): string {
  const { amount, source } = priceText(priceNamed(id), language);
  return `${amount} (${source})`;
}

/** The operator's figures that are not given: a text naming one is left out or stops the build. */
export type FigureValues = Record<Exclude<FigureName, OperatorFigure>, string> & Partial<Record<OperatorFigure, string>>;

/** What each {{name}} reads in a language (an operator's figure left empty in the settings is absent). */
export function figureValues(language: FigureLanguage): FigureValues {
  const words = figureWords(language);
  const w = words.workLimit;
  return {
    company: site.name,
    ...figures.text,
    figuresAsOf: monthYear(`${figures.asOf}-01`, language),
    hyderabadOffices: String(site.offices.filter((o) => o.city === 'Hyderabad').length),
    destinations: itemCount(countryFiles),
    courseCategories: itemCount(categoryFiles),
    workLimitUsa: w.usa,
    workLimitUk: w.uk,
    workLimitCanada: w.canada,
    workLimitAustralia: w.australia,
    workLimitGermany: w.germany,
    postStudyUsa: words.postStudy.usa,
    // The rule in force on the build's day: the announced cut from the day it applies.
    postStudyUk: inForce(facts.postStudyWork.uk2027, buildDay()) ? words.postStudy.ukAfterCut : words.postStudy.uk,
    postStudyCanada: words.postStudy.canada,
    postStudyGermany: words.postStudy.germany,
    loanMoratorium: words.loanMoratorium,
    nmcEligibility: words.nmcEligibility,
    neetQualifyingPercentiles: words.neetQualifyingPercentiles,
    worldDirectory: words.worldDirectory.name,
    mbbsAbroadPackage: priceInText(MBBS_ABROAD_PRICE, language),
    ...factFigures(language),
  };
}

/** The facts behind the figures a {{name}} fills in (the operator's own figures have none). */
const factsOf: Partial<Record<FigureName, FactRef[]>> = {
  workLimitUsa: [facts.workLimits.usa],
  workLimitUk: [facts.workLimits.uk],
  workLimitCanada: [facts.workLimits.canada],
  workLimitAustralia: [facts.workLimits.australia],
  workLimitGermany: [facts.workLimits.germany],
  postStudyUsa: [facts.postStudyWork.usa],
  postStudyUk: [facts.postStudyWork.uk, facts.postStudyWork.uk2027],
  postStudyCanada: [facts.postStudyWork.canada],
  postStudyGermany: [facts.postStudyWork.germany],
  loanMoratorium: [facts.loanFacts.moratoriumGraceMonths],
  nmcEligibility: [facts.mbbsRules.courseMonths, facts.mbbsRules.worldDirectoryWhoUntil],
  neetQualifyingPercentiles: [facts.neetRules.qualifyingPercentile],
  ...Object.fromEntries(FACT_FIGURE_NAMES.map((name) => [name, [factOfFigure(name)]])),
};

export { figuresIn };

/** The facts the named figures stand on, one per official page, in the order named. */
export function factsNamed(names: readonly string[]): FactRef[] {
  const byUrl = new Map<string, FactRef>();
  for (const name of names) for (const f of factsOf[name as FigureName] ?? []) if (!byUrl.has(f.source.url)) byUrl.set(f.source.url, f);
  return [...byUrl.values()];
}

/** A text names an operator's figure that the settings leave empty (the content build refuses it). */
export class MissingFigureError extends Error {}

/** Text with its {{name}}s filled in (the build has refused any other name, and any figure not given). */
export const fillFigures = (text: string, values: Record<string, string | undefined>) =>
  text.replace(FIGURE, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new MissingFigureError(`{{${name}}} is not given in the operator settings: "${text}"`);
    return value;
  });

/** Every string of a value with its {{figures}} filled in. */
export function fillWords<T>(value: T, values: Record<string, string | undefined>): T {
  if (typeof value === 'string') return fillFigures(value, values) as T;
  if (Array.isArray(value)) return withoutAbsentFigures(value, values).map((v) => fillWords(v, values)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillWords(v, values)])) as T;
  return value;
}

/** A compiled Markdown tree with the {{name}}s of its text filled in (in place). */
export function fillFigureTree<T extends object>(node: T, values: Record<string, string | undefined>): T {
  const n = node as { type?: string; value?: string; children?: object[]; properties?: Record<string, unknown> };
  if (n.type === 'text' && typeof n.value === 'string') n.value = fillFigures(n.value, values);
  // Directive attributes (a table's caption) may name figures too.
  for (const [k, v] of Object.entries(n.properties ?? {})) if (typeof v === 'string') n.properties![k] = fillFigures(v, values);
  for (const child of n.children ?? []) fillFigureTree(child, values);
  return node;
}
