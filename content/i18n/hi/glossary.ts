/** STUB (English): to be replaced by the hi translation of the glossary (terms every translation of this edition writes the same way). */
import type { GlossaryEntry } from '@/content/i18n/types';

export const glossary: GlossaryEntry[] = [];
