/**
 * A data collection's items in a language (server side; islands get what they show as props): the
 * English file's fields, with the language's own words where its file gives them. A translatable
 * field its file leaves out is the English one, listed in `fallback`, so the page marks it
 * lang="en" and the release build lists it for the reviewer (tooling/data-check.ts).
 */
import type { z } from 'zod';
import { translatableKeys, type DataDocument, type DataLanguage } from '@/content/data/schema';

export type Localized<T> = T & {
  id: string;
  /** The file the words come from (the English one where the language has none). */
  source: string;
  /** The translatable fields shown in English, because the language's file leaves them out. */
  fallback: string[];
  /** Each image field's size in pixels. */
  images: DataDocument['images'];
};

/** Every item of a collection in a language, in the English files' order. */
export function localize<S extends z.ZodObject>(documents: readonly DataDocument[], schema: S, language: DataLanguage): Localized<z.output<S>>[] {
  const keys = translatableKeys(schema);
  return documents
    .filter((d) => d.language === 'en')
    .map((english) => {
      const base = JSON.parse(english.data) as z.output<S>;
      const own = language === 'en' ? undefined : documents.find((d) => d.language === language && d.id === english.id);
      const words = own ? (JSON.parse(own.data) as Partial<z.output<S>>) : {};
      const fallback = language === 'en' ? [] : keys.filter((key) => key in base && !(key in words));
      return { ...base, ...words, id: english.id, source: own?.source ?? english.source, fallback, images: english.images };
    });
}

/** lang="en" for a field shown in English on a Telugu or Hindi page; nothing otherwise. */
export const fallbackLang = (item: { fallback: string[] }, field: string): 'en' | undefined => (item.fallback.includes(field) ? 'en' : undefined);
