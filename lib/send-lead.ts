/**
 * The one call a form makes to send a lead (components/forms/lead-form.tsx, the chatbot, and any
 * page that sends a lead of its own): it adds a reference made here and where the lead came from,
 * cleans every text of it (lib/lead-fields.ts cleanText: no control, bidi or zero-width
 * characters), saves it in the browser, sends it, and removes it once the service has it or
 * refused it (lib/lead-queue.ts saveAndSend), so a tab closed during the send loses nothing. A try that can
 * succeed later (no connection, no answer in time, the service busy) leaves it saved, and saved
 * leads are sent from then on (lib/lead-flush.ts). It reports what happened; the form says it in
 * the page's words (components/forms/lead-outcome.ts).
 */
import { leadOrigin, newLeadReference, submitLead, type LeadFields, type LeadOutcome, type LeadService } from '@/lib/lead';
import { cleanFields } from '@/lib/lead-fields';
import { startSendingSavedLeads } from '@/lib/lead-flush';
import { saveAndSend } from '@/lib/lead-queue';

export type SentLead = {
  outcome: LeadOutcome;
  /** The lead's reference ("AP-7F3K9"): show it to the visitor. */
  reference: string;
  /** Not sent yet, but saved in the browser to send later. */
  saved: boolean;
};

/**
 * @param fields what the visitor typed (and the subject, language, from_name…)
 * @param formName which form, sent with the lead ("contact", "chatbot", "planner"…)
 * @param later the words for when a saved lead is sent later, in the page's language:
 *   `sentLater` with {reference}, and `dismiss`, the label of the box's close button
 * @param multiLine the fields that keep their tabs and line breaks (a message); every other text is one line
 */
export async function sendLead(
  fields: LeadFields,
  service: LeadService,
  formName: string,
  later: { sentLater: string; dismiss: string },
  multiLine: readonly string[] = [],
): Promise<SentLead> {
  const reference = newLeadReference();
  const lead = cleanFields({ ...fields, ...leadOrigin(), form: formName, reference }, multiLine);
  const { endpoint, accessKey, accessKeyField, timeoutMs } = service;
  const { outcome, saved } = await saveAndSend(
    {
      reference,
      fields: lead,
      service: { endpoint, accessKey, accessKeyField, timeoutMs },
      savedAt: Date.now(),
      sentText: later.sentLater.replace('{reference}', reference),
      closeLabel: later.dismiss,
    },
    () => submitLead(lead, service),
  );
  if (saved) startSendingSavedLeads(false);
  return { outcome, reference, saved };
}
