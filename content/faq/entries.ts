/**
 * The FAQ entries: one Markdown file per question and language (content/faq/<language>/<name>.md),
 * checked and compiled at build by content-collections.ts against content/faq/schema.ts. The FAQ
 * page and the study-abroad FAQ read their questions from here, in the order the files give; adding
 * a file adds a question to its section. A Telugu or Hindi edition is the file of the same name
 * under te/ or hi/: its page shows the English entries' questions, in their order, each in the
 * edition's words (the English file's while it has none).
 */
import { allFaqEntries } from 'content-collections';
import * as enFacts from '@/content/facts';
import { type FaqIcon, type FaqLanguage, type FaqSection, type FaqValue } from '@/content/faq/schema';
import * as hiFacts from '@/content/i18n/hi/facts';
import * as teFacts from '@/content/i18n/te/facts';
import type { FaqItem } from '@/content/types';
import type { FactRef } from '@/lib/fact';
import { figures, site } from '@/lib/site';
import type { ArticleTree } from '@/tooling/article-markdown';

export {
  FAQ_EDITION_SECTIONS,
  FAQ_ICONS,
  FAQ_LANGUAGES,
  FAQ_SECTIONS,
  FAQ_VALUES,
  type FaqIcon,
  type FaqLanguage,
  type FaqSection,
} from '@/content/faq/schema';

/** A question as its file gives it, its figures filled in: the answer's tree for the page, its plain text for structured data. */
export type FaqEntry = FaqItem & {
  /** The file name without .md; also the question's anchor (`id`). */
  name: string;
  language: FaqLanguage;
  section: FaqSection;
  order: number;
  icon?: FaqIcon;
  /** The file, for messages: content/faq/<language>/<name>.md. */
  source: string;
  body: ArticleTree;
};

/** Each language's phrasing of the facts (content/facts.ts, content/i18n/<l>/facts.ts). */
const factsIn = { en: enFacts, te: teFacts, hi: hiFacts } satisfies Record<FaqLanguage, unknown>;

/** What each {{name}} reads in a language (content/faq/schema.ts lists the names). */
export function faqValues(language: FaqLanguage): Record<FaqValue, string> {
  const facts = factsIn[language];
  const w = facts.studentWorkLimit;
  return {
    company: site.name,
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
    loanMoratorium: facts.loanMoratorium,
    nmcEligibility: facts.nmcEligibility,
  };
}

/** The facts behind the figures a {{name}} fills in: an answer naming one shows their source lines. */
const valueFacts: Partial<Record<FaqValue, FactRef[]>> = {
  workLimitUsa: [enFacts.workLimits.usa],
  workLimitUk: [enFacts.workLimits.uk],
  workLimitCanada: [enFacts.workLimits.canada],
  workLimitAustralia: [enFacts.workLimits.australia],
  workLimitGermany: [enFacts.workLimits.germany],
  postStudyUsa: [enFacts.postStudyWork.usa],
  postStudyUk: [enFacts.postStudyWork.uk, enFacts.postStudyWork.uk2027],
  postStudyCanada: [enFacts.postStudyWork.canada],
  loanMoratorium: [enFacts.loanFacts.moratoriumGraceMonths],
  nmcEligibility: [enFacts.mbbsRules.courseMonths],
};

const VALUE = /\{\{\s*([^}]*?)\s*\}\}/g;

/** The facts an entry's question and answer name, one per official page, in the order named. */
export function factsNamed(...texts: string[]): FactRef[] {
  const byUrl = new Map<string, FactRef>();
  for (const text of texts)
    for (const [, name] of text.matchAll(VALUE)) for (const f of valueFacts[name as FaqValue] ?? []) if (!byUrl.has(f.source.url)) byUrl.set(f.source.url, f);
  return [...byUrl.values()];
}

/** Text with its {{name}}s filled in (the build has refused any other name). */
const fill = (text: string, values: Record<string, string>) => text.replace(VALUE, (_, name: string) => values[name]);

function fillTree<T extends object>(node: T, values: Record<string, string>): T {
  const n = node as { type?: string; value?: string; children?: object[] };
  if (n.type === 'text' && typeof n.value === 'string') n.value = fill(n.value, values);
  for (const child of n.children ?? []) fillTree(child, values);
  return node;
}

type FaqFile = (typeof allFaqEntries)[number];

function toEntry({ name, language, section, order, icon, link, question, answer, body, source }: FaqFile): FaqEntry {
  const lang = language as FaqLanguage;
  const values = faqValues(lang);
  const sources = factsNamed(question, answer);
  return {
    id: name,
    name,
    language: lang,
    section,
    order,
    ...(icon && { icon }),
    question: fill(question, values),
    answer: fill(answer, values),
    ...(link && { link: { label: link.label, to: link.page } }),
    source,
    ...(sources.length > 0 && { sources }),
    body: fillTree(JSON.parse(body) as ArticleTree, values),
  };
}

/** Every entry file, every language. */
export const faqEntries: readonly FaqEntry[] = allFaqEntries.map(toEntry);

const byOrder = (a: FaqEntry, b: FaqEntry) => a.order - b.order || a.name.localeCompare(b.name, 'en');

/**
 * The questions a section shows in a language, in order: the English entries of that section, each
 * in the language's words when its edition exists. Where it shows, its order, icon and link's page
 * are the English file's (the editor copies them to every language).
 */
export function faqSection(section: FaqSection, language: FaqLanguage = 'en'): FaqEntry[] {
  return faqEntries
    .filter((e) => e.language === 'en' && e.section === section)
    .sort(byOrder)
    .map((english) => {
      const edition = language === 'en' ? undefined : faqEntries.find((e) => e.language === language && e.name === english.name);
      if (!edition) return english;
      const link = english.link && { label: edition.link?.label ?? english.link.label, to: english.link.to };
      return { ...edition, section: english.section, order: english.order, icon: english.icon, link };
    });
}

/** Edition files without an English file of the same name: shown nowhere, so a test reports them. */
export const orphanEditions = (): FaqEntry[] =>
  faqEntries.filter((e) => e.language !== 'en' && !faqEntries.some((en) => en.language === 'en' && en.name === e.name));
