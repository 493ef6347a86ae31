/**
 * The line under every lead form that links the privacy notice, in a language:
 * content/pages/<language>/privacy-note.yaml (schema content/pages/privacy-note.schema.ts), with
 * {days} filled in as content/lead.ts fills the lead words. Server side only: the forms get these
 * words as a prop (components/forms/lead-form-words.ts), so a form's script carries only them.
 */
import type { DataLanguage } from '@/content/data/schema';
import { withKeepDays } from '@/content/lead';
import { pageWords, type PageContent } from '@/content/pages';

/** `href`: the notice in the page's language where its edition has one (components/forms/lead-form-words.ts), else the English notice. */
export type PrivacyNoteContent = PageContent<'privacy-note'> & { href?: string };

export function privacyNoteIn(language: DataLanguage): PrivacyNoteContent {
  const { text, link } = pageWords('privacy-note', language);
  return { text: withKeepDays(text), link };
}

export const privacyNote: PrivacyNoteContent = privacyNoteIn('en');
