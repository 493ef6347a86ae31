/**
 * What each {{name}} of content/figure-names.ts reads in a language, and the facts behind it: the FAQ
 * entries (content/faq/entries.ts), the articles (content/articles/index.ts) and the page files
 * (content/pages/index.ts) fill their texts from here and show the named facts' "as of · source"
 * lines under them. The facts' phrases and figures are content/figure-words.ts's.
 */
import { factFigures, factOfFigure, figureWords } from '@/content/figure-words';
import * as facts from '@/content/facts';
import { FACT_FIGURE_NAMES, FIGURE, figuresIn, type FigureName } from '@/content/figure-names';
import type { FactRef } from '@/lib/fact';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import { figures, site } from '@/lib/site';
import countryFiles from '@/.content-collections/data/content-countries.json';
import categoryFiles from '@/.content-collections/data/content-course-categories.json';

/** How many items a collection has (its English files): a count in words follows the files staff add. */
const itemCount = (files: { language: string }[]) => String(files.filter((f) => f.language === 'en').length);

export type FigureLanguage = 'en' | 'te' | 'hi';

/** The price file of the MBBS Abroad NEET service: the one price a text gives for help with MBBS abroad. */
export const MBBS_ABROAD_PRICE = 'neet-study-abroad';

/** A starting price in running text, with whose figure it is and when: "from USD 500 (our fee, as of November 2026)". */
function priceInText(id: string, language: FigureLanguage): string {
  const { amount, source } = priceText(priceNamed(id), language);
  return `${amount} (${source})`;
}

/** What each {{name}} reads in a language. */
export function figureValues(language: FigureLanguage): Record<FigureName, string> {
  const words = figureWords(language);
  const w = words.workLimit;
  return {
    company: site.name,
    studentsHelped: figures.text.studentsHelped,
    successRate: figures.text.successRate,
    partnerUniversities: figures.text.partnerUniversities,
    countries: figures.text.countries,
    yearsOfExperience: figures.text.yearsOfExperience,
    hyderabadOffices: String(site.offices.filter((o) => o.city === 'Hyderabad').length),
    destinations: itemCount(countryFiles),
    courseCategories: itemCount(categoryFiles),
    workLimitUsa: w.usa,
    workLimitUk: w.uk,
    workLimitCanada: w.canada,
    workLimitAustralia: w.australia,
    workLimitGermany: w.germany,
    postStudyUsa: words.postStudy.usa,
    postStudyUk: words.postStudy.uk,
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
  nmcEligibility: [facts.mbbsRules.courseMonths],
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

/** Text with its {{name}}s filled in (the build has refused any other name). */
export const fillFigures = (text: string, values: Record<string, string>) => text.replace(FIGURE, (_, name: string) => values[name]);

/** A compiled Markdown tree with the {{name}}s of its text filled in (in place). */
export function fillFigureTree<T extends object>(node: T, values: Record<string, string>): T {
  const n = node as { type?: string; value?: string; children?: object[]; properties?: Record<string, unknown> };
  if (n.type === 'text' && typeof n.value === 'string') n.value = fillFigures(n.value, values);
  // Directive attributes (a table's caption) may name figures too.
  for (const [k, v] of Object.entries(n.properties ?? {})) if (typeof v === 'string') n.properties![k] = fillFigures(v, values);
  for (const child of n.children ?? []) fillFigureTree(child, values);
  return node;
}
