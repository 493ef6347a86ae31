import type { LeadTexts } from '@/content/types';
import type { LeadOutcome } from '@/lib/lead';

/** What the result dialog says about a lead: its title and message, and the lead's reference when it was sent or saved. */
export type LeadMessage = { ok: boolean; title: string; message: string; reference?: string };

/** One of the lead texts with the lead's reference in place of {reference}. */
export const withReference = (text: string, reference: string) => text.replace('{reference}', reference);

/**
 * A lead's outcome (lib/lead.ts) in the visitor's words, the form's `language`. The service and the
 * browser give their reasons in English: English pages show them, an edition says its own words
 * instead.
 */
export function sayLeadOutcome(outcome: LeadOutcome, texts: LeadTexts, language: string, reference?: string): LeadMessage {
  if (outcome.ok)
    return { ok: true, title: texts.successTitle, message: texts.successMessage, ...(reference && { reference: withReference(texts.reference, reference) }) };
  const { reason, detail } = outcome;
  return { ok: false, title: texts.failureTitle, message: (language === 'en' && detail) || texts[reason === 'failed' ? 'fallbackError' : reason] };
}

/** A lead that could not be sent for want of a connection and is saved in the browser. */
export const sayLeadSaved = (texts: LeadTexts, reference: string): LeadMessage => ({
  ok: true,
  title: texts.savedTitle,
  message: texts.saved,
  reference: withReference(texts.reference, reference),
});
