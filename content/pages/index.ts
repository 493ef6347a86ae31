/**
 * A page's words in a language (server side; islands get what they show as props): the English
 * file (content/pages/en/<page>.yaml) with the language's own words where its file gives them, at
 * any depth (a list of items, such as cards, item by item; a list of plain words, such as keywords,
 * whole), and each {{figure}} filled in the page's language (content/named-figures.ts). What the
 * language's file leaves out is the English words, listed in `fallback` (dotted paths such as
 * "hero.title" or "cards.2.text") so a page can mark them lang="en" and the release build lists them
 * for the reviewer.
 */
import type { DataLanguage } from '@/content/data/schema';
import { figureValues } from '@/content/named-figures';
import { hasPageFile, localizePage, readPage, WHOLE_PAGE, type PageWords } from '@/content/pages/localize';
import type { PAGES, PageId } from '@/content/pages/registry';
import type { RouteKey } from '@/lib/paths';
import type { IconNode } from 'lucide';
import type { z } from 'zod';

export { hasPageFile, localizePage, type PageWords };

/**
 * A page's words as its loader hands them to the page, typed from the page's schema: its file's
 * fields but `meta`, each icon's name drawn (`icon`: the icon's data) and each link's page a route
 * key (`to`). A loader that shapes its words further says how beside it (`Omit`, `&`).
 */
export type PageContent<P extends PageId> = Drawn<Omit<z.output<(typeof PAGES)[P]>, 'meta'>>;
type Drawn<T> = T extends string | number | boolean
  ? T
  : T extends readonly (infer U)[]
    ? Drawn<U>[]
    : T extends object
      ? { [K in keyof T]: K extends 'icon' ? IconNode : K extends 'to' ? RouteKey : Drawn<T[K]> }
      : T;

const cache = new Map<string, unknown>();

/** The page's words in a language. */
export function pageWords<P extends PageId>(page: P, language: DataLanguage = 'en'): PageWords<P> {
  const key = `${language}:${page}`;
  if (!cache.has(key)) cache.set(key, readPage(page, language, figureValues(language)));
  return cache.get(key) as PageWords<P>;
}

/** lang="en" for words shown in English on a Telugu or Hindi page; nothing otherwise. */
export const fallbackLang = (words: { fallback: string[] }, path: string): 'en' | undefined =>
  words.fallback.some((f) => f === path || path.startsWith(`${f}.`) || f === WHOLE_PAGE) ? 'en' : undefined;
