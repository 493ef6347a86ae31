/**
 * The English an edition page is translated from, and what of it the edition still lacks. A page's
 * English is its page file, the extra page files and collection items it shows and its FAQ entries
 * (PAGE_SOURCES); a translated article's is the English article. Each file has a short content hash
 * of its checked English fields, so a sign-off records what it was made against with no git
 * history (content/editions/index.ts): a hash that differs names the file that changed since.
 */
import { createHash } from 'node:crypto';
import allArticles from '@/.content-collections/generated/allArticles.js';
import allFaqEntries from '@/.content-collections/generated/allFaqEntries.js';
import countries from '@/.content-collections/data/content-countries.json';
import courseCategories from '@/.content-collections/data/content-course-categories.json';
import courses from '@/.content-collections/data/content-courses.json';
import neetServices from '@/.content-collections/data/content-neet-services.json';
import pages from '@/.content-collections/data/content-pages.json';
import services from '@/.content-collections/data/content-services.json';
import universities from '@/.content-collections/data/content-universities.json';
import { articles } from '@/content/articles';
import { countriesData, courseCategoriesData, coursesData, neetServicesData, servicesData, universitiesData } from '@/content/data/collections';
import { localize } from '@/content/data/localize';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import type { FaqSection } from '@/content/faq/schema';
import { localizePage, WHOLE_PAGE } from '@/content/pages/localize';
import { isPageId, PAGES, type PageId } from '@/content/pages/registry';
import { wordsOnly } from '@/content/pages/schema';
import { pageIdOf } from '@/content/routes';

const COLLECTIONS = {
  services: { ...servicesData, documents: services as DataDocument[] },
  universities: { ...universitiesData, documents: universities as DataDocument[] },
  neetServices: { ...neetServicesData, documents: neetServices as DataDocument[] },
  countries: { ...countriesData, documents: countries as DataDocument[] },
  courseCategories: { ...courseCategoriesData, documents: courseCategories as DataDocument[] },
  courses: { ...coursesData, documents: courses as DataDocument[] },
};

export type PageSources = { pages?: PageId[]; collections?: (keyof typeof COLLECTIONS)[]; faq?: FaqSection[] };

/** What an edition page shows besides its own page file (the components it renders read these). */
export const PAGE_SOURCES: Record<string, PageSources> = {
  home: { pages: ['commitments'] },
  about: { pages: ['commitments'] },
  contact: { pages: ['lead', 'privacy-note'] },
  nofee: { pages: ['lead', 'privacy-note'] },
  services: { collections: ['services'] },
  mbbs: { collections: ['universities'] },
  neet: { collections: ['neetServices'], faq: ['neet'] },
  countries: { collections: ['countries', 'courseCategories'] },
  mba: { collections: ['countries'], faq: ['mba'] },
  program: { collections: ['courses'], faq: ['program', 'study-abroad'] },
  faq: { faq: ['faq-top', 'faq-general', 'study-abroad'] },
};

/** An English file a page shows, with the hash of its words: the fields a translation translates (a figure, an icon or a link, the same in every language, is not hashed). */
export type SourceFile = { file: string; hash: string };

/** Something an edition page shows in English: a file with no translation (no field), or a field its translation leaves out. */
export type Untranslated = { file: string; field?: string };

const HASH_LENGTH = 8;
const hashOf = (file: string, words: unknown) =>
  createHash('sha256')
    .update(`${file}\n${typeof words === 'string' ? words : JSON.stringify(words)}`)
    .digest('hex')
    .slice(0, HASH_LENGTH);

const englishPage = (id: PageId) => (pages as DataDocument[]).find((d) => d.id === id && d.language === 'en');
const pageIdsOf = (page: string): PageId[] => {
  const own = pageIdOf(page);
  return [...(isPageId(own) && englishPage(own) ? [own] : []), ...(PAGE_SOURCES[page]?.pages ?? [])];
};
const faqOf = (sections: FaqSection[] = [], language: string) =>
  allFaqEntries.filter((e) => e.language === language && (sections as string[]).includes(e.section)).sort((a, b) => a.source.localeCompare(b.source, 'en'));

/** The English files a page (a route key of an edition page, or an English article's key) shows, each with its hash, in a fixed order. */
export function englishSources(page: string): SourceFile[] {
  const article = articles.find((a) => a.key === page);
  const file = article && allArticles.find((a) => a.source === article.source);
  if (file) return [{ file: file.source, hash: hashOf(file.source, { title: file.title, description: file.description, body: file.body }) }];
  const { collections = [], faq } = PAGE_SOURCES[page] ?? {};
  return [
    ...pageIdsOf(page)
      .map((id) => englishPage(id)!)
      .map((d) => ({ file: d.source, hash: hashOf(d.source, wordsOnly(PAGES[d.id as PageId], JSON.parse(d.data))) })),
    ...collections.flatMap((c) =>
      COLLECTIONS[c].documents
        .filter((d) => d.language === 'en')
        .map((d) => ({ file: d.source, hash: hashOf(d.source, wordsOnly(COLLECTIONS[c].schema, JSON.parse(d.data))) })),
    ),
    ...faqOf(faq, 'en').map((e) => ({ file: e.source, hash: hashOf(e.source, { question: e.question, answer: e.answer }) })),
  ];
}

/** The version a sign-off records: the hashes of the page's English files, sorted, joined by dots. */
export const versionOf = (sources: readonly SourceFile[]) =>
  sources
    .map((s) => s.hash)
    .sort()
    .join('.');

/** What of a page's English an edition shows untranslated: files it has no translation of, fields its translations leave out. */
export function untranslated(page: string, language: Exclude<DataLanguage, 'en'>): Untranslated[] {
  if (articles.some((a) => a.key === page)) return [];
  const { collections = [], faq } = PAGE_SOURCES[page] ?? {};
  const found: Untranslated[] = [];
  for (const id of pageIdsOf(page)) {
    const own = (pages as DataDocument[]).find((d) => d.id === id && d.language === language);
    const english = englishPage(id)!;
    if (!own) found.push({ file: `content/pages/${language}/${id}.yaml` });
    else
      for (const field of localizePage(id, JSON.parse(english.data), JSON.parse(own.data), {}).fallback)
        // A part shown on the page (commitments, the lead form) has a meta of its own that the page does not show.
        if (id === pageIdOf(page) || !/^meta(\.|$)/.test(field)) found.push({ file: own.source, field });
  }
  for (const c of collections) {
    const { directory, schema, documents } = COLLECTIONS[c];
    for (const item of localize(documents, schema, language)) {
      const file = `${directory}/${language}/${item.id}.yaml`;
      if (!documents.some((d) => d.language === language && d.id === item.id)) found.push({ file });
      else for (const field of item.fallback) found.push({ file, field });
    }
  }
  const translated = new Set(faqOf(faq, language).map((e) => e.name));
  for (const e of faqOf(faq, 'en')) if (!translated.has(e.name)) found.push({ file: e.source.replace('/en/', `/${language}/`) });
  return found.filter((f) => f.field !== WHOLE_PAGE);
}
