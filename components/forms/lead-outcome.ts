import type { LeadTexts } from '@/content/types';
import type { LeadOutcome } from '@/lib/lead';

/** What the result dialog says about a lead: its title and message, and the lead's reference when it was sent or saved. */
export type LeadMessage = { ok: boolean; title: string; message: string; reference?: string };

/** One of the lead texts with the lead's reference in place of {reference}. */
export const withReference = (text: string, reference: string) => text.replace('{reference}', reference);

/** A reason said as a sentence before the advice that follows it: a full stop added where it ends without one ("Something went wrong."). */
export const asSentence = (text: string) => (/[.!?।]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * A lead's outcome (lib/lead.ts) in the visitor's words, the form's `language`. The service and the
 * browser give their reasons in English: English pages show them, an edition says its own words
 * instead.
 */
export function sayLeadOutcome(outcome: LeadOutcome, texts: LeadTexts, language: string, reference?: string): LeadMessage {
  if (outcome.ok)
    return { ok: true, title: texts.successTitle, message: texts.successMessage, ...(reference && { reference: withReference(texts.reference, reference) }) };
  const { reason, detail } = outcome;
  // A refusal would fail again alike: say what to do about it.
  if (reason === 'failed')
    return { ok: false, title: texts.failureTitle, message: `${asSentence((language === 'en' && detail) || texts.fallbackError)} ${texts.refusedHelp}` };
  return { ok: false, title: texts.failureTitle, message: texts[reason] };
}

/**
 * A lead not sent yet but saved in the browser, to be tried again: for want of a connection, or
 * because the form service was busy (`outcome`).
 */
export const sayLeadSaved = (texts: LeadTexts, reference: string, outcome?: LeadOutcome): LeadMessage => ({
  ok: true,
  title: texts.savedTitle,
  message: outcome && !outcome.ok && outcome.reason === 'busy' ? texts.savedBusy : texts.saved,
  reference: withReference(texts.reference, reference),
});
