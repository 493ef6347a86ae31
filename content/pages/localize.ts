/**
 * A page's words in a language from its files (as the content build wrote them), each {{figure}}
 * filled in from the given values (content/pages/index.ts gives every figure of the page's language; content/figure-words.ts fills
 * the facts' phrases from the facts' own figures): the English words under the language's own, at
 * any depth, the English ones it leaves out listed in `fallback`, each {{figure}} filled in.
 */
import files from '@/.content-collections/data/content-pages.json';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { FIGURE, withoutAbsentFigures } from '@/content/figure-names';
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
export const WHOLE_PAGE = '(the whole page)';

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

/** A text's {{figures}} filled in; the content build has refused a text outside a list that names a figure not given. */
const fillFigure = (text: string, figures: Record<string, string | undefined>) => text.replace(FIGURE, (_, name: string) => figures[name] ?? '');

/** Each {{figure}} of every string, filled in; a list item naming a figure not given is left out. */
function fill(value: unknown, figures: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return fillFigure(value, figures);
  if (Array.isArray(value)) return withoutAbsentFigures(value, figures).map((v) => fill(v, figures));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, figures)]));
  return value;
}

/** A page's words from its English file's data and its language's (none for English), figures filled in. */
export function localizePage(
  page: PageId,
  english: unknown,
  own: unknown,
  figures: Record<string, string | undefined>,
): { words: unknown; fallback: string[] } {
  const fallback: string[] = [];
  const words = own === undefined ? english : merge(english, own, '', new Set(sharedPaths(PAGES[page])), fallback);
  return { words: fill(words, figures), fallback };
}

/** The page's words in a language, the given figures filled in. */
export function readPage<P extends PageId>(page: P, language: DataLanguage, figures: Record<string, string | undefined>): PageWords<P> {
  const english = documents.find((d) => d.id === page && d.language === 'en');
  if (!english) throw new Error(`content/pages/en/${page}.yaml: no such file; every page in content/pages/registry.ts has an English file`);
  const own = language === 'en' ? undefined : documents.find((d) => d.id === page && d.language === language);
  const { words, fallback } = localizePage(page, JSON.parse(english.data), own && JSON.parse(own.data), figures);
  if (!own && language !== 'en') fallback.push(WHOLE_PAGE);
  return { ...(words as object), source: (own ?? english).source, fallback } as PageWords<P>;
}
