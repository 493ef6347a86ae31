/**
 * The one lead-submission module: every form on the site (contact, chatbot, enquiry, article
 * consultations) sends through submitLead. It POSTs a multipart body with the form's fields and
 * the access key to the form service, asks for JSON and reads `success` and `message`
 * (or `body.message`). It reports an outcome, never words: the form that sent the lead says it in
 * the visitor's language (components/forms/lead-outcome.ts, the texts in content/lead.ts).
 */
import { CAMPAIGN_PARAMETERS, landingVisitStart, rememberVisitStart, VISIT_KEY, type VisitStart } from '@/lib/lead-origin';
import { isStringRecord, parseJsonSafely } from '@/lib/read-safely';

/** The form service's address, key and field names (site.form): a lead form's `service` prop. */
export type FormService = {
  endpoint: string;
  accessKey: string;
  accessKeyField: string;
  honeypotField: string;
  timeoutMs: number;
  senderName: string;
  /** The form service's free hCaptcha (operator setting formCaptcha): loaded when a visitor first focuses a lead form. */
  captcha: boolean;
};

export type LeadFields = Record<string, string>;

/**
 * Why a lead was not sent: the service refused it (a 4xx other than 429, or its JSON saying
 * `success: false`) or something threw an error (`failed`); the service could not take it now (a
 * 5xx, a 429, or an answer that is not the service's JSON, such as a Wi-Fi login page: `busy`); it
 * took longer than the time limit (`timeout`); the request never reached the service (`network`);
 * or something threw a value that is not an error (`nonError`).
 */
export type LeadFailure = 'failed' | 'busy' | 'timeout' | 'network' | 'nonError';

export type LeadOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: LeadFailure;
      /** With `failed`: the service's reason or the error's own message, in English, when there is one. */
      detail?: string;
      /** With `busy`: how long the service asked us to wait (a 429's or 503's Retry-After), in milliseconds. */
      retryAfterMs?: number;
    };

/**
 * The form service's address (Web3Forms): site.form.endpoint, which the live send uses, and the only
 * address a lead saved in the browser is ever sent to (lib/lead-queue.ts), whatever storage says.
 */
export const FORM_ENDPOINT = 'https://api.web3forms.com/submit';

/** What a lead needs of the form service to be sent (and sent again later, from any page). */
export type LeadService = Pick<FormService, 'endpoint' | 'accessKey' | 'accessKeyField' | 'timeoutMs'>;

/** The start of every lead's reference: the company's initials. */
export const REFERENCE_PREFIX = 'AP-';
const REFERENCE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I: read out over the phone

/**
 * A lead's reference, made in the browser before the first try ("AP-7F3K9"): the visitor is shown
 * it, it goes with the lead, and a retry sends the same one, so a lead the counsellors see twice
 * is recognisably the same lead.
 */
export function newLeadReference(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return REFERENCE_PREFIX + Array.from(random(5), (b) => REFERENCE_LETTERS[b % REFERENCE_LETTERS.length]).join('');
}

/**
 * A failure worth trying again later (no answer, none in time, or the service busy or out of
 * reach behind a login page), as opposed to a refusal, which would fail again alike.
 */
export const isRetryable = (outcome: LeadOutcome) => !outcome.ok && (outcome.reason === 'network' || outcome.reason === 'timeout' || outcome.reason === 'busy');

/**
 * A Retry-After header in milliseconds from `now`: seconds ("120") or an HTTP date; undefined when
 * missing or unreadable, never negative.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date ("Sat, 28 Nov 2026 10:02:00 GMT"); Date.parse alone reads "-5" as a year.
  const at = /^[A-Za-z]{3}, \d/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * What an answer from the form service means: sent (2xx with the service's JSON saying
 * `success: true`), refused (a 4xx other than 429, or the service's JSON saying it did not take
 * the lead), or busy, to try again later (a 5xx, a 429, or anything that is not the service's JSON:
 * a Wi-Fi login page answers 200 with HTML).
 */
export function classifyAnswer(status: number, json: unknown, retryAfter?: string | null): LeadOutcome {
  const isJson = !!json && typeof json === 'object' && typeof (json as { success?: unknown }).success === 'boolean';
  const busy = (): LeadOutcome => {
    const wait = retryAfterMs(retryAfter);
    return { ok: false, reason: 'busy', ...(wait !== undefined && { retryAfterMs: wait }) };
  };
  const refused = (): LeadOutcome => {
    const detail = messageOf(json);
    return { ok: false, reason: 'failed', ...(detail && { detail }) };
  };
  if (status === 429 || status >= 500) return busy();
  if (status >= 400) return refused();
  if (status >= 200 && status < 300 && isJson) return (json as { success: boolean }).success ? { ok: true } : refused();
  return busy();
}

export type SubmitOptions = {
  fetchImpl?: typeof fetch;
};

function messageOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const j = json as { message?: unknown; body?: { message?: unknown } };
  if (typeof j.message === 'string' && j.message.trim()) return j.message;
  if (j.body && typeof j.body.message === 'string' && j.body.message.trim()) return j.body.message;
  return undefined;
}

/** Sends a lead to the form service (site.form, handed to client islands as a prop, never imported by them). */
export async function submitLead(fields: LeadFields, service: LeadService, options: SubmitOptions = {}): Promise<LeadOutcome> {
  const { endpoint, accessKey, accessKeyField, timeoutMs } = service;
  const { fetchImpl = fetch } = options;
  const fail = (reason: LeadFailure, detail?: string): LeadOutcome => ({ ok: false, reason, detail });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.set(accessKeyField, accessKey);

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
    return classifyAnswer(response.status, json, response.headers?.get('Retry-After'));
  } catch (error) {
    if (timedOut) return fail('timeout');
    if (error instanceof Error) {
      // fetch rejects with a TypeError ("Failed to fetch") when offline or blocked; an abort
      // without our timeout means the request was cut off: both are network failures to a visitor.
      if (error.name === 'AbortError' || error instanceof TypeError) return fail('network');
      return fail('failed', error.message);
    }
    return fail('nonError');
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

/** The keys a stored visit start may hold (what lib/lead-origin.ts visitStart writes). */
const VISIT_START_KEYS: readonly string[] = ['landing_page', 'referrer', ...CAMPAIGN_PARAMETERS];

/**
 * The fields a lead carries about where it came from (lib/lead-origin.ts), with the page it is sent
 * from. The visit's start is remembered here if the client-navigation island has not done it yet
 * (a lead sent at React's first commit comes before that island's effect), so a lead always
 * carries the tab's first page as the loader noted it, whichever runs first.
 */
export function leadOrigin(): Record<string, string> {
  rememberVisitStart();
  let stored: unknown;
  try {
    stored = parseJsonSafely(sessionStorage.getItem(VISIT_KEY));
  } catch {
    // Storage switched off.
  }
  // Only the shape rememberVisitStart writes; anything else is read afresh from the loader's note (or this page).
  const start: VisitStart = isStringRecord(stored, VISIT_START_KEYS) ? stored : landingVisitStart();
  return { page: location.pathname, ...start };
}
