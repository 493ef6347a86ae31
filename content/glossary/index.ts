/**
 * Each edition's glossary (content/glossary/<te|hi>.yaml, checked at build against ./schema.ts): the
 * terms every page of that language writes the same way, and the forms it avoids.
 */
import allGlossaries from '@/.content-collections/generated/allGlossaries.js';
import { EDITION_LOCALES, type EditionLocale } from '@/lib/locale';
import type { GlossaryEntry } from './schema';

export type { GlossaryEntry } from './schema';

/** Each edition's glossary (a language without its file: no terms). */
export const glossaries = Object.fromEntries(EDITION_LOCALES.map((locale) => [locale, allGlossaries.find((g) => g.locale === locale)?.terms ?? []])) as Record<
  EditionLocale,
  GlossaryEntry[]
>;
