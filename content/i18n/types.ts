/**
 * Shapes shared by the Telugu (te) and Hindi (hi) editions. Each edition folder
 * (content/i18n/te, content/i18n/hi) mirrors the English content modules it translates: same
 * export names, same declared types, only the words change. Numbers, fees, dates and phone numbers
 * are never typed into a translation: they come from the same sources as the English pages
 * (content/site `figures`, content/facts, content/operator.json).
 */
import type { EditionLocale, EditionPageKey } from '@/lib/locale';

/** The languages, and the English pages that have an edition in them: derived from their lists in lib/locale. */
export type { EditionLocale, EditionPageKey };
