/**
 * The one lead-submission module: every form on the site (contact, chatbot, enquiry, article
 * consultations) sends through submitLead. It POSTs a multipart body with the form's fields and
 * the access key to the form service, asks for JSON and reads `success` and `message`
 * (or `body.message`); without one, a fixed fallback text.
 */
import { site } from '@/lib/site';

export type LeadTexts = {
  successTitle: string;
  successMessage: string;
  failureTitle: string;
  fallbackError: string;
  nonError: string;
  timeout: string;
  network: string;
  sending: string;
};

export const LEAD_TEXTS: LeadTexts = {
  successTitle: 'Thank You!',
  successMessage: 'Thank you for your message! We will get back to you soon.',
  failureTitle: 'Oops!',
  fallbackError: 'Something went wrong',
  nonError: 'Failed to send message. Please try again.',
  timeout: 'The server took too long to answer. Please check your connection and try again.',
  network: 'We could not reach our server. Please check your internet connection and try again.',
  sending: 'Sending...',
};

export type LeadFields = Record<string, string>;

export type LeadResult = { ok: true; title: string; message: string } | { ok: false; title: string; message: string };

export type SubmitOptions = {
  /** The messages in the visitor's language (an edition's content/i18n/<locale>/lead.ts); English by default. */
  texts?: LeadTexts;
  endpoint?: string;
  accessKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};


function messageOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const j = json as { message?: unknown; body?: { message?: unknown } };
  if (typeof j.message === 'string' && j.message.trim()) return j.message;
  if (j.body && typeof j.body.message === 'string' && j.body.message.trim()) return j.body.message;
  return undefined;
}

export async function submitLead(fields: LeadFields, options: SubmitOptions = {}): Promise<LeadResult> {
  const { texts = LEAD_TEXTS, endpoint = site.form.endpoint, accessKey = site.form.accessKey, timeoutMs = site.form.timeoutMs, fetchImpl = fetch } = options;
  const fail = (message: string): LeadResult => ({ ok: false, title: texts.failureTitle, message });
  // The service writes its own reasons in English: an edition shows its own words instead.
  const serviceMessage = (json: unknown) => (texts === LEAD_TEXTS ? messageOf(json) : undefined);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.set(site.form.accessKeyField, accessKey);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: controller.signal });
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    const success = !!json && typeof json === 'object' && (json as { success?: unknown }).success === true;
    if (response.ok && success) return { ok: true, title: texts.successTitle, message: texts.successMessage };
    return fail(serviceMessage(json) ?? texts.fallbackError);
  } catch (error) {
    if (timedOut) return fail(texts.timeout);
    if (error instanceof Error) {
      // fetch rejects with a TypeError ("Failed to fetch") when offline or blocked; an abort
      // without our timeout means the request was cut off: both are network failures to a visitor.
      if (error.name === 'AbortError' || error instanceof TypeError) return fail(texts.network);
      return fail((texts === LEAD_TEXTS && error.message) || texts.fallbackError);
    }
    return fail(texts.nonError);
  } finally {
    clearTimeout(timer);
  }
}

/** Fields of a submitted form, without empty honeypot noise. */
export function formFields(form: HTMLFormElement): LeadFields {
  const fields: LeadFields = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}
