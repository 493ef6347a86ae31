/**
 * What each {{name}} of content/figure-names.ts reads in a language, and the facts behind it: the FAQ
 * entries (content/faq/entries.ts) and the articles (content/articles/index.ts) fill their texts from
 * here and show the named facts' "as of · source" lines under them.
 */
import * as enFacts from '@/content/facts';
import { FIGURE, figuresIn, type FigureName } from '@/content/figure-names';
import * as hiFacts from '@/content/i18n/hi/facts';
import * as teFacts from '@/content/i18n/te/facts';
import { worldDirectory as hiWorldDirectory } from '@/content/i18n/hi/world-directory';
import { worldDirectory as teWorldDirectory } from '@/content/i18n/te/world-directory';
import { worldDirectory as enWorldDirectory } from '@/content/world-directory';
import type { FactRef } from '@/lib/fact';
import { figures, site } from '@/lib/site';

export type FigureLanguage = 'en' | 'te' | 'hi';

/** Each language's phrasing of the facts (content/facts.ts, content/i18n/<l>/facts.ts). */
const factsIn = { en: enFacts, te: teFacts, hi: hiFacts } satisfies Record<FigureLanguage, unknown>;

const nmc = enFacts.nmcFigures;

/** The World Directory's name as each language writes it. */
const worldDirectoryName = { en: enWorldDirectory.name, te: teWorldDirectory.name, hi: hiWorldDirectory.name } satisfies Record<FigureLanguage, string>;

/** What each {{name}} reads in a language. */
export function figureValues(language: FigureLanguage): Record<FigureName, string> {
  const facts = factsIn[language];
  const w = facts.studentWorkLimit;
  return {
    company: site.name,
    studentsHelped: figures.text.studentsHelped,
    successRate: figures.text.successRate,
    partnerUniversities: figures.text.partnerUniversities,
    countries: figures.text.countries,
    yearsOfExperience: figures.text.yearsOfExperience,
    hyderabadOffices: String(site.offices.filter((o) => o.city === 'Hyderabad').length),
    workLimitUsa: w.usa,
    workLimitUk: w.uk,
    workLimitCanada: w.canada,
    workLimitAustralia: w.australia,
    workLimitGermany: w.germany,
    postStudyUsa: facts.postStudyText.usa,
    postStudyUk: facts.postStudyText.uk,
    postStudyCanada: facts.postStudyText.canada,
    postStudyGermany: facts.postStudyText.germany,
    loanMoratorium: facts.loanMoratorium,
    nmcEligibility: facts.nmcEligibility,
    nmcCourseMonths: String(nmc.courseMonths),
    nmcInternshipMonths: String(nmc.internshipMonths),
    neetMinimumAge: String(enFacts.neetRules.minimumAge.value),
    neetQualifyingPercentiles: facts.neetQualifyingText,
    worldDirectory: worldDirectoryName[language],
  };
}

/** The facts behind the figures a {{name}} fills in (the operator's own figures have none). */
const factsOf: Partial<Record<FigureName, FactRef[]>> = {
  workLimitUsa: [enFacts.workLimits.usa],
  workLimitUk: [enFacts.workLimits.uk],
  workLimitCanada: [enFacts.workLimits.canada],
  workLimitAustralia: [enFacts.workLimits.australia],
  workLimitGermany: [enFacts.workLimits.germany],
  postStudyUsa: [enFacts.postStudyWork.usa],
  postStudyUk: [enFacts.postStudyWork.uk, enFacts.postStudyWork.uk2027],
  postStudyCanada: [enFacts.postStudyWork.canada],
  postStudyGermany: [enFacts.postStudyWork.germany],
  loanMoratorium: [enFacts.loanFacts.moratoriumGraceMonths],
  nmcEligibility: [enFacts.mbbsRules.courseMonths],
  nmcCourseMonths: [enFacts.mbbsRules.courseMonths],
  nmcInternshipMonths: [enFacts.mbbsRules.internshipMonths],
  neetMinimumAge: [enFacts.neetRules.minimumAge],
  neetQualifyingPercentiles: [enFacts.neetRules.qualifyingPercentile],
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
