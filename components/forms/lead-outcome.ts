import { leadTexts as english, type LeadTexts } from '@/content/lead';
import type { LeadOutcome } from '@/lib/lead';

/** What the result dialog says about a lead: its title and message. */
export type LeadMessage = { ok: boolean; title: string; message: string };

/**
 * A lead's outcome (lib/lead.ts) in the visitor's words. The service and the browser give their
 * reasons in English: English pages show them, an edition says its own words instead.
 */
export function sayLeadOutcome(outcome: LeadOutcome, texts: LeadTexts): LeadMessage {
  if (outcome.ok) return { ok: true, title: texts.successTitle, message: texts.successMessage };
  const { reason, detail } = outcome;
  return { ok: false, title: texts.failureTitle, message: (texts === english && detail) || texts[reason === 'failed' ? 'fallbackError' : reason] };
}
