/**
 * A page's words in a language (server side; islands get what they show as props): the English
 * file (content/pages/en/<page>.yaml) with the language's own words where its file gives them, at
 * any depth (a list of items, such as cards, item by item; a list of plain words, such as keywords,
 * whole), and each {{figure}} filled in the page's language (content/named-figures.ts). What the
 * language's file leaves out is the English words, listed in `fallback` (dotted paths such as
 * "hero.title" or "cards.2.text") so a page can mark them lang="en" and the release build lists them
 * for the reviewer.
 */
import files from '@/.content-collections/data/content-pages.json';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { FIGURE } from '@/content/figure-names';
import { figureValues } from '@/content/named-figures';
import { PAGES, type PageId } from '@/content/pages/registry';
import { sharedPaths } from '@/content/pages/schema';
import type { z } from 'zod';

export type PageWords<P extends PageId> = z.output<(typeof PAGES)[P]> & {
  /** The file the words come from (the English one where the language has none). */
  source: string;
  /** The words shown in English because the language's file leaves them out. */
  fallback: string[];
};

const documents = files as DataDocument[];

/** The fallback of a language with no file of the page. */
const WHOLE_PAGE = '(the whole page)';

/** Is there a file of the page in the language? (An edition has the pages its language has files for.) */
export const hasPageFile = (page: PageId, language: DataLanguage) => documents.some((d) => d.id === page && d.language === language);

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** English under a translation: the translation's words where it has them, English's shared fields always. */
function merge(english: unknown, own: unknown, path: string, shared: Set<string>, fallback: string[]): unknown {
  const field = path.replace(/\.\d+(?=\.|$)/g, '');
  if (shared.has(field)) return english;
  if (own === undefined) {
    if (english !== undefined && path) fallback.push(path);
    return english;
  }
  if (Array.isArray(english) && Array.isArray(own) && english.some(isRecord))
    return english.map((item, i) => merge(item, own[i], `${path}.${i}`, shared, fallback));
  if (isRecord(english) && isRecord(own))
    return Object.fromEntries(Object.entries(english).map(([key, v]) => [key, merge(v, own[key], path ? `${path}.${key}` : key, shared, fallback)]));
  return own;
}

/** Each {{figure}} of every string, filled in. */
function fill(value: unknown, figures: Record<string, string>): unknown {
  if (typeof value === 'string') return value.replace(FIGURE, (_, name: string) => figures[name]);
  if (Array.isArray(value)) return value.map((v) => fill(v, figures));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, figures)]));
  return value;
}

/** A page's words from its English file's data and its language's (none for English), figures filled in. */
export function localizePage(page: PageId, english: unknown, own: unknown, figures: Record<string, string>): { words: unknown; fallback: string[] } {
  const fallback: string[] = [];
  const words = own === undefined ? english : merge(english, own, '', new Set(sharedPaths(PAGES[page])), fallback);
  return { words: fill(words, figures), fallback };
}

const cache = new Map<string, unknown>();

/** The page's words in a language. */
export function pageWords<P extends PageId>(page: P, language: DataLanguage = 'en'): PageWords<P> {
  const key = `${language}:${page}`;
  if (!cache.has(key)) {
    const english = documents.find((d) => d.id === page && d.language === 'en');
    if (!english) throw new Error(`content/pages/en/${page}.yaml: no such file; every page in content/pages/registry.ts has an English file`);
    const own = language === 'en' ? undefined : documents.find((d) => d.id === page && d.language === language);
    const { words, fallback } = localizePage(page, JSON.parse(english.data), own && JSON.parse(own.data), figureValues(language));
    if (!own && language !== 'en') fallback.push(WHOLE_PAGE);
    cache.set(key, { ...(words as object), source: (own ?? english).source, fallback });
  }
  return cache.get(key) as PageWords<P>;
}

/** lang="en" for words shown in English on a Telugu or Hindi page; nothing otherwise. */
export const fallbackLang = (words: { fallback: string[] }, path: string): 'en' | undefined =>
  words.fallback.some((f) => f === path || path.startsWith(`${f}.`) || f === WHOLE_PAGE) ? 'en' : undefined;
