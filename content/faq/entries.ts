/**
 * The FAQ entries: one Markdown file per question and language (content/faq/<language>/<name>.md),
 * checked and compiled at build by content-collections.ts against content/faq/schema.ts. The FAQ
 * page and the study-abroad FAQ read their questions from here, in the order the files give; adding
 * a file adds a question to its section. A Telugu or Hindi edition is the file of the same name
 * under te/ or hi/: its page shows the English entries' questions, in their order, each in the
 * edition's words (the English file's while it has none).
 */
import { allFaqEntries } from 'content-collections';
import { type FaqIcon, type FaqLanguage, type FaqSection, type FaqValue } from '@/content/faq/schema';
import { factsNamed, figuresIn, figureValues, fillFigures, fillFigureTree } from '@/content/named-figures';
import type { FaqItem } from '@/content/types';
import type { FactRef } from '@/lib/fact';
import type { ArticleTree } from '@/lib/article-tree';

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

/** What each {{name}} reads in a language (content/figure-names.ts lists the names). */
export const faqValues = (language: FaqLanguage): Partial<Record<FaqValue, string>> => figureValues(language);

/** The facts an entry's texts name (content/named-figures.ts), one per official page. */
export const factsNamedIn = (...texts: string[]): FactRef[] => factsNamed(texts.flatMap(figuresIn));

type FaqFile = (typeof allFaqEntries)[number];

function toEntry({ name, language, section, order, icon, link, question, answer, body, source }: FaqFile): FaqEntry {
  const lang = language as FaqLanguage;
  const values = faqValues(lang);
  const sources = factsNamedIn(question, answer);
  return {
    id: name,
    name,
    language: lang,
    section,
    order,
    ...(icon && { icon }),
    question: fillFigures(question, values),
    answer: fillFigures(answer, values),
    ...(link && { link: { label: link.label, to: link.page } }),
    source,
    ...(sources.length > 0 && { sources }),
    body: fillFigureTree(JSON.parse(body) as ArticleTree, values),
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
