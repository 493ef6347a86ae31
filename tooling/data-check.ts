/**
 * The release build's warnings about the data files (content/data/collections.ts), never a refusal:
 * each price set more than 12 months ago (as the official facts' checks are, tooling/fact-check.ts),
 * and each Telugu or Hindi item showing English words because its file leaves them out.
 */
import { readFileSync } from 'node:fs';
import { DATA_COLLECTIONS } from '@/content/data/collections';
import { localize } from '@/content/data/localize';
import { DATA_LANGUAGES, dataJsonPath, type DataDocument } from '@/content/data/schema';
import type { Price } from '@/content/prices/schema';
import { localizePage } from '@/content/pages';
import { isPageId, type PageId } from '@/content/pages/registry';
import { PAGE_SOURCES } from '@/content/editions/sources';
import type { EditionLocale } from '@/lib/locale';
import { editionPageKeys, editionPages, pageIdOf, publishedEditions } from '@/content/routes';
import { monthsSince } from '@/lib/fact';

/** A collection's files as the build left them (tooling/data-collection.ts dataJsonPath). */
export const documentsOf = (directory: string): readonly DataDocument[] => JSON.parse(readFileSync(dataJsonPath(directory), 'utf8')) as DataDocument[];

const isPrice = (v: unknown): v is Price => !!v && typeof v === 'object' && 'asOf' in v && 'basis' in v && 'currency' in v;

export type PriceFinding = { file: string; field: string; asOf: string; months: number };

/** Every price of the English files, with its file and field (tuition, fees.0.amount). */
export function pricesIn(collections: { name: string; documents: readonly DataDocument[] }[]): { file: string; field: string; asOf: string }[] {
  const found: { file: string; field: string; asOf: string }[] = [];
  const walk = (value: unknown, file: string, field: string) => {
    if (isPrice(value)) found.push({ file, field, asOf: value.asOf });
    else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) walk(v, file, field ? `${field}.${key}` : key);
  };
  for (const { documents } of collections) for (const d of documents) if (d.language === 'en') walk(JSON.parse(d.data) as unknown, d.source, '');
  return found;
}

/** The prices of the English files set more than `maxMonths` months before `today`. */
export function stalePrices(collections: { name: string; documents: readonly DataDocument[] }[], today: Date, maxMonths = 12): PriceFinding[] {
  return pricesIn(collections).flatMap((p) => {
    const months = monthsSince(`${p.asOf}-01`, today);
    return months > maxMonths ? [{ ...p, months }] : [];
  });
}

export type FallbackFinding = { file: string; language: string; fields: string[] };

/** What an edition publishes: its pages (their page files' ids) and the collections they show. */
export type EditionShows = (language: string) => { pages: PageId[]; collections: string[] };

/**
 * What each edition publishes (content/routes.ts editionPages): a collection a page lists in PAGE_SOURCES
 * is shown where such a page is published; one no page lists (the chatbot's topics) on every page.
 */
export const publishedShows: EditionShows = (language) => {
  const published = (publishedEditions as string[]).includes(language) ? editionPages(language as EditionLocale) : [];
  const listed = Object.values(PAGE_SOURCES).flatMap((s) => s.collections ?? []);
  const everywhere = published.length ? DATA_COLLECTIONS.map((c) => c.name as string).filter((name) => !(listed as string[]).includes(name)) : [];
  return {
    pages: published.map((page) => pageIdOf(page)),
    collections: [...everywhere, ...published.flatMap((page) => PAGE_SOURCES[page]?.collections ?? [])],
  };
};

/** The page files that are pages of their own (the others are parts of pages: the shell, the lead form …, whose meta no page shows). */
const pageFileIds = new Set<string>(editionPageKeys.map((page) => pageIdOf(page)));

/**
 * The Telugu and Hindi items and pages that show English words (their file leaves the fields out, or
 * is missing), on the pages each edition publishes: nothing of a page it does not have.
 */
export function dataFallbacks(
  collections: { name: string; documents: readonly DataDocument[] }[],
  languages = DATA_LANGUAGES.slice(1),
  shows: EditionShows = publishedShows,
): FallbackFinding[] {
  const items = DATA_COLLECTIONS.filter((c) => c.languages).flatMap((c) => {
    const documents = collections.find((d) => d.name === c.name)?.documents ?? [];
    return languages
      .filter((language) => shows(language).collections.includes(c.name))
      .flatMap((language) =>
        localize(documents, c.schema, language)
          .filter((item) => item.fallback.length > 0)
          .map((item) => ({ file: `${c.directory}/${language}/${item.id}.yaml`, language, fields: item.fallback })),
      );
  });
  // A page is published in the languages that have its file: those files' missing words.
  const pages = collections.find((d) => d.name === 'pages')?.documents ?? [];
  const pageFindings = pages
    .filter((d) => d.language !== 'en' && (languages as readonly string[]).includes(d.language) && isPageId(d.id))
    .flatMap((own) => {
      const english = pages.find((d) => d.language === 'en' && d.id === own.id);
      if (!english || !isPageId(own.id)) return [];
      const published = shows(own.language).pages;
      const isPage = pageFileIds.has(own.id);
      if (isPage ? !published.includes(own.id) : published.length === 0) return [];
      const { fallback } = localizePage(own.id, JSON.parse(english.data), JSON.parse(own.data), {});
      const fields = isPage ? fallback : fallback.filter((field) => !/^meta(\.|$)/.test(field));
      return fields.length ? [{ file: own.source, language: own.language, fields }] : [];
    });
  return [...items, ...pageFindings];
}

/** Every data collection's files. */
export const dataCollectionFiles = () => [
  ...DATA_COLLECTIONS.map((c) => ({ name: c.name, documents: documentsOf(c.directory) })),
  { name: 'pages', documents: documentsOf('content/pages') },
];

/** The lines a release build prints; null when every price is fresh and every edition's item complete. */
export function dataWarning(collections: { name: string; documents: readonly DataDocument[] }[], today: Date, maxMonths = 12): string | null {
  const stale = stalePrices(collections, today, maxMonths);
  const fallbacks = dataFallbacks(collections);
  const lines = [
    ...(stale.length
      ? [
          `Warning: ${stale.length} price${stale.length === 1 ? '' : 's'} set more than ${maxMonths} months ago: check each, then update its figure and \`asOf\` (in /admin/ or the file):`,
          ...stale.map((f) => `  - ${f.file} → ${f.field}: as of ${f.asOf}, ${f.months} months ago`),
        ]
      : []),
    ...(fallbacks.length
      ? [
          `Warning: ${fallbacks.length} Telugu or Hindi item${fallbacks.length === 1 ? '' : 's'} show English words (marked lang="en" on the page) until translated:`,
          ...fallbacks.map((f) => `  - ${f.file}: ${f.fields.join(', ')}`),
        ]
      : []),
  ];
  return lines.length ? lines.join('\n') : null;
}
