/**
 * Leads kept in this browser when sending failed for want of a connection (no answer, or none in
 * time; never when the service refused them), and sent again once the browser is online: while
 * the page is open, or on the next visit to any page (components/layout/client-navigation.tsx
 * loads lib/lead-flush.ts only when a lead is saved). Each keeps the reference made before the
 * first try, so a retry is the same lead; one tab at a time sends (a Web Lock, or a claim in
 * localStorage that expires where Web Locks are missing) and each lead is read again just
 * before it is sent, so two tabs never send the same lead. Saved leads expire after KEEP_DAYS days
 * (the forms' words name it: content/lead.ts).
 */
import { submitLead, type LeadFields, type LeadOutcome, type LeadService } from '@/lib/lead';
import { isStringRecord } from '@/lib/read-safely';

export const SAVED_LEADS_KEY = 'leads:saved';
const CLAIM_KEY = 'leads:sending';
/** How many days a lead is kept in the browser: the forms' "saved" message says it ({days}). */
export const KEEP_DAYS = 7;
/** The same in milliseconds. */
export const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;
/** Fired on the window whenever this tab changes the saved leads (other tabs get a `storage` event). */
export const SAVED_LEADS_EVENT = 'leads:change';

export type SavedLead = {
  reference: string;
  fields: LeadFields;
  /** Where to send it: a later page may have no form to ask. */
  service: LeadService;
  savedAt: number;
  /** What to tell the visitor when it is sent later, in the language of the form, with its close button's label. */
  sentText: string;
  closeLabel: string;
  /** The service refused it on a later try: kept for the visitor to see and cancel, never tried again. */
  refused?: boolean;
};

/** Whether a stored value has the shape saveLead writes; one that does not (edited, from an older version) is dropped. */
export function isSavedLead(value: unknown): value is SavedLead {
  if (!value || typeof value !== 'object') return false;
  const l = value as Record<string, unknown>;
  const service = l.service as Record<string, unknown> | null;
  return (
    typeof l.reference === 'string' &&
    isStringRecord(l.fields) &&
    !!service &&
    typeof service === 'object' &&
    typeof service.endpoint === 'string' &&
    typeof l.savedAt === 'number' &&
    Number.isFinite(l.savedAt) &&
    typeof l.sentText === 'string' &&
    typeof l.closeLabel === 'string' &&
    (l.refused === undefined || typeof l.refused === 'boolean')
  );
}

function read(): SavedLead[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(SAVED_LEADS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isSavedLead) : [];
  } catch {
    return [];
  }
}

function write(list: SavedLead[]): void {
  try {
    if (list.length) localStorage.setItem(SAVED_LEADS_KEY, JSON.stringify(list));
    else localStorage.removeItem(SAVED_LEADS_KEY);
  } catch {
    // Storage full or switched off: nothing more to keep.
  }
  window.dispatchEvent(new Event(SAVED_LEADS_EVENT));
}

/** The leads saved in this browser, newest last; expired ones are dropped. */
export function savedLeads(now = Date.now()): SavedLead[] {
  const list = read();
  const live = list.filter((l) => now - l.savedAt < KEEP_MS);
  if (live.length !== list.length) write(live);
  return live;
}

/** Keeps a lead to send later; false when the browser will not keep it (storage off or full). */
export function saveLead(lead: SavedLead): boolean {
  const list = [...read().filter((l) => l.reference !== lead.reference), lead];
  try {
    localStorage.setItem(SAVED_LEADS_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(SAVED_LEADS_EVENT));
  return true;
}

/** The visitor changed their mind: the lead is never sent. */
export function cancelLead(reference: string): void {
  write(read().filter((l) => l.reference !== reference));
}

/** Runs `task` in one tab at a time; a tab that finds another at it does nothing. */
async function inOneTab(task: () => Promise<SavedLead[]>): Promise<SavedLead[]> {
  if (navigator.locks) return navigator.locks.request(CLAIM_KEY, { ifAvailable: true }, (lock) => (lock ? task() : []));
  // Without Web Locks: a claim with an expiry (a tab closed while sending frees it), read back
  // after a moment to see whether another tab claimed at the same time.
  const now = Date.now();
  const held = Number(localStorage.getItem(CLAIM_KEY)?.split(' ')[1]);
  if (held > now) return [];
  const mine = `${Math.random()} ${now + 60_000}`;
  localStorage.setItem(CLAIM_KEY, mine);
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (localStorage.getItem(CLAIM_KEY) !== mine) return [];
  try {
    return await task();
  } finally {
    localStorage.removeItem(CLAIM_KEY);
  }
}

/**
 * Sends every saved lead that is still saved, once; returns those sent. A refusal marks the lead
 * (never tried again); no connection stops the round (the rest would fail alike).
 */
export async function sendSavedLeads(send: (fields: LeadFields, service: LeadService) => Promise<LeadOutcome> = submitLead): Promise<SavedLead[]> {
  if (!savedLeads().some((l) => !l.refused)) return [];
  return inOneTab(async () => {
    const sent: SavedLead[] = [];
    for (const { reference } of savedLeads()) {
      const lead = read().find((l) => l.reference === reference);
      if (!lead || lead.refused) continue; // sent by another tab, cancelled, or refused
      const outcome = await send(lead.fields, lead.service);
      if (outcome.ok) {
        write(read().filter((l) => l.reference !== reference));
        sent.push(lead);
      } else if (outcome.reason === 'network' || outcome.reason === 'timeout') {
        break;
      } else {
        write(read().map((l) => (l.reference === reference ? { ...l, refused: true } : l)));
      }
    }
    return sent;
  });
}
