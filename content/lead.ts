/**
 * What a lead form says about sending, in a language: content/pages/<language>/lead.yaml (schema
 * content/pages/lead.schema.ts), with {days} filled in from how long the browser keeps a lead it
 * could not send (lib/lead-queue.ts), so the words and the code never disagree. {reference} stays:
 * the form fills it in. Server side only: the forms get these words as a prop.
 */
import type { DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { LeadTexts } from '@/content/types';
import { KEEP_DAYS } from '@/lib/lead-queue';

export type { LeadTexts } from '@/content/types';

/** Words with {days} filled in: how long the browser keeps a lead it could not send (lib/lead-queue.ts). */
export const withKeepDays = (words: string): string => words.replace('{days}', String(KEEP_DAYS));

export function leadTextsIn(language: DataLanguage): LeadTexts {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the page file's own keys, not words a form shows
  const { meta, source, fallback, ...texts } = pageWords('lead', language);
  return { ...texts, saved: withKeepDays(texts.saved), savedBusy: withKeepDays(texts.savedBusy) };
}

export const leadTexts: LeadTexts = leadTextsIn('en');
