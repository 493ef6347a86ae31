/**
 * Leads kept in this browser from the moment Send is pressed until the form service has them:
 * lib/send-lead.ts saves a lead before its first try and removes it when the service took it or
 * refused it; a lead whose try can succeed later (no connection, no answer in time, the service
 * busy: lib/lead.ts isRetryable) stays and is sent again: while the page is open, or on the next
 * visit to any page (components/layout/client-navigation.tsx loads lib/lead-flush.ts only when a
 * lead is saved). A busy service is tried again after its Retry-After, else with a growing wait
 * (retryDelayMs), for as long as the lead is kept. Each keeps the reference made before the
 * first try, so a retry is the same lead. A lead is sent by one tab at a time: the tab trying it
 * holds a Web Lock named for it (where Web Locks are missing, a time until which it counts as
 * being sent), saved leads are sent by one tab at a time (a Web Lock, or a claim in localStorage
 * that expires) and each lead is read again just before it is sent, so no two tries of a lead
 * overlap. Saved leads expire after KEEP_DAYS days (the forms' words name it: content/lead.ts).
 * A saved lead goes only to the form service the site was built with (FORM_ENDPOINT): storage can
 * be written by others (an extension, a script on the page), so an entry naming another address,
 * or not in the shape saveLead writes, is dropped from storage when read, never tried.
 */
import { FORM_ENDPOINT, submitLead, type LeadFields, type LeadOutcome, type LeadService } from '@/lib/lead';
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
  /** How to send it (a later page may have no form to ask); its endpoint is always FORM_ENDPOINT. */
  service: LeadService;
  savedAt: number;
  /** What to tell the visitor when it is sent later, in the language of the form, with its close button's label. */
  sentText: string;
  closeLabel: string;
  /** The service refused it on a later try: kept for the visitor to see and cancel, never tried again. */
  refused?: boolean;
  /** A tab is trying it until then (where Web Locks are missing: a closed tab's try ends by itself). */
  sendingUntil?: number;
  /** Set while its first try, made as Send was pressed, is under way: the form then tells the visitor how it went. */
  firstTry?: boolean;
  /** Tries that found the service busy: each doubles the wait before the next. */
  busyTries?: number;
  /** Not to be tried before then (the service was busy). */
  nextTryAt?: number;
};

/** The first wait after a busy answer with no Retry-After, doubled after each, up to MAX_WAIT_MS. */
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 60 * 60 * 1000;
/** How much longer than its time limit a try may take before another tab may try the lead (without Web Locks). */
const SENDING_MARGIN_MS = 5_000;

/**
 * How long to wait before trying a lead again after its `busyTries`-th busy answer: the service's
 * Retry-After when it gave one (at most as long as a lead is kept), else 30 s, 1 min, 2 min… up
 * to an hour.
 */
export function retryDelayMs(busyTries: number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, KEEP_MS);
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, busyTries - 1), MAX_WAIT_MS);
}

/**
 * Whether a stored value has the shape saveLead writes, for the site's own form service; one that
 * does not (edited, planted, from an older version) is dropped.
 */
export function isSavedLead(value: unknown): value is SavedLead {
  if (!value || typeof value !== 'object') return false;
  const l = value as Record<string, unknown>;
  const service = l.service as Record<string, unknown> | null;
  return (
    typeof l.reference === 'string' &&
    isStringRecord(l.fields) &&
    !!service &&
    typeof service === 'object' &&
    service.endpoint === FORM_ENDPOINT &&
    typeof service.accessKey === 'string' &&
    typeof service.accessKeyField === 'string' &&
    typeof service.timeoutMs === 'number' &&
    service.timeoutMs > 0 &&
    Number.isFinite(service.timeoutMs) &&
    typeof l.savedAt === 'number' &&
    Number.isFinite(l.savedAt) &&
    typeof l.sentText === 'string' &&
    typeof l.closeLabel === 'string' &&
    (l.refused === undefined || typeof l.refused === 'boolean') &&
    (l.firstTry === undefined || typeof l.firstTry === 'boolean') &&
    [l.sendingUntil, l.busyTries, l.nextTryAt].every((n) => n === undefined || (typeof n === 'number' && Number.isFinite(n)))
  );
}

/** The saved leads as stored, and whether storage holds anything else (an entry that is not a lead for our form service, or no list at all). */
function readStored(): { list: SavedLead[]; dropped: boolean } {
  let stored: string | null;
  try {
    stored = localStorage.getItem(SAVED_LEADS_KEY);
  } catch {
    return { list: [], dropped: false };
  }
  if (stored === null) return { list: [], dropped: false };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { list: [], dropped: true };
  }
  if (!Array.isArray(value)) return { list: [], dropped: true };
  const list = value.filter(isSavedLead);
  return { list, dropped: list.length !== value.length };
}

const read = (): SavedLead[] => readStored().list;

function write(list: SavedLead[]): void {
  try {
    if (list.length) localStorage.setItem(SAVED_LEADS_KEY, JSON.stringify(list));
    else localStorage.removeItem(SAVED_LEADS_KEY);
  } catch {
    // Storage full or switched off: nothing more to keep.
  }
  window.dispatchEvent(new Event(SAVED_LEADS_EVENT));
}

/** The leads saved in this browser, newest last; expired ones, and stored entries that are not leads for our form service, are dropped. */
export function savedLeads(now = Date.now()): SavedLead[] {
  const { list, dropped } = readStored();
  const live = list.filter((l) => now - l.savedAt < KEEP_MS);
  if (dropped || live.length !== list.length) write(live);
  return live;
}

/** A lead is in its first try in some tab (not yet waiting: the visitor is told of it when the try ends). */
export const inFirstTry = (lead: SavedLead, now = Date.now()) => !!lead.firstTry && lead.sendingUntil !== undefined && lead.sendingUntil > now;

/** The leads waiting to be sent again: saved, and neither in their first try nor refused. */
export const waitingLeads = (now = Date.now()) => savedLeads(now).filter((l) => !inFirstTry(l, now));

/** Milliseconds until the next busy lead may be tried again; undefined when none waits for a time. */
export function nextTryIn(now = Date.now()): number | undefined {
  const times = savedLeads(now).flatMap((l) => (!l.refused && l.nextTryAt !== undefined ? [l.nextTryAt] : []));
  return times.length ? Math.max(0, Math.min(...times) - now) : undefined;
}

/** A lead no longer being tried. */
function settled(lead: SavedLead): SavedLead {
  const rest = { ...lead };
  delete rest.sendingUntil;
  delete rest.firstTry;
  return rest;
}

/** Changes one saved lead (nothing when it is gone). */
function update(reference: string, change: (lead: SavedLead) => SavedLead): void {
  write(read().map((l) => (l.reference === reference ? change(l) : l)));
}

/** Runs `task` holding the Web Lock named for the lead (where there are Web Locks); null when `ifAvailable` and another try holds it. */
async function holdingLead<T>(reference: string, task: () => Promise<T>, ifAvailable = false): Promise<T | null> {
  if (!navigator.locks) return task();
  return navigator.locks.request(`${CLAIM_KEY}:${reference}`, { ifAvailable }, (lock) => (lock ? task() : null));
}

/**
 * After a try of a saved lead: sent, it is removed; to try again, it waits (a busy service: its
 * Retry-After or the next backoff); refused, it is removed, or with `keepRefused` (a later try,
 * which the visitor no longer watches) marked for the visitor to see. True when it is kept to try again.
 */
export function afterTry(reference: string, outcome: LeadOutcome, keepRefused: boolean, now = Date.now()): boolean {
  if (outcome.ok || (!keepRefused && outcome.reason !== 'network' && outcome.reason !== 'timeout' && outcome.reason !== 'busy')) {
    write(read().filter((l) => l.reference !== reference));
    return false;
  }
  if (!read().some((l) => l.reference === reference)) return false;
  if (outcome.reason === 'busy') {
    update(reference, (l) => {
      const busyTries = (l.busyTries ?? 0) + 1;
      return { ...settled(l), busyTries, nextTryAt: now + retryDelayMs(busyTries, outcome.retryAfterMs) };
    });
    return true;
  }
  if (outcome.reason === 'network' || outcome.reason === 'timeout') {
    update(reference, (l) => ({ ...settled(l), nextTryAt: undefined }));
    return true;
  }
  update(reference, (l) => ({ ...settled(l), refused: true }));
  return false;
}

/**
 * Saves a lead, then tries it once with `send` (holding its lock, so no other try overlaps), then
 * settles it (afterTry: removed when sent or refused). `saved` says whether it is kept to try again.
 */
export async function saveAndSend(lead: SavedLead, send: () => Promise<LeadOutcome>): Promise<{ outcome: LeadOutcome; saved: boolean }> {
  const result = await holdingLead(lead.reference, async () => {
    const now = Date.now();
    const kept = saveLead({ ...lead, firstTry: true, sendingUntil: now + lead.service.timeoutMs + SENDING_MARGIN_MS });
    const outcome = await send();
    return { outcome, saved: afterTry(lead.reference, outcome, false) && kept };
  });
  // The lock is new and named for this lead alone: it is always granted.
  return result!;
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

/** A saved lead that may be tried now: not refused, not waiting out a busy service, not being tried (where there are no Web Locks to tell). */
const isDue = (lead: SavedLead, now: number) =>
  !lead.refused && (lead.nextTryAt === undefined || lead.nextTryAt <= now) && (!!navigator.locks || !lead.sendingUntil || lead.sendingUntil <= now);

/**
 * Sends every saved lead that is due, once; returns those sent. A lead another try holds (its
 * first, in this tab or another) is left to it. A refusal marks the lead (never tried again); a
 * busy service makes the lead wait (afterTry) and, like no connection, ends the round (the rest
 * would fail alike).
 */
export async function sendSavedLeads(send: (fields: LeadFields, service: LeadService) => Promise<LeadOutcome> = submitLead): Promise<SavedLead[]> {
  if (!savedLeads().some((l) => isDue(l, Date.now()))) return [];
  return inOneTab(async () => {
    const sent: SavedLead[] = [];
    for (const { reference } of savedLeads()) {
      const tried = await holdingLead(
        reference,
        async () => {
          const now = Date.now();
          const lead = read().find((l) => l.reference === reference);
          if (!lead || !isDue(lead, now)) return null; // sent by another tab, cancelled, refused or waiting
          update(reference, (l) => ({ ...l, sendingUntil: now + l.service.timeoutMs + SENDING_MARGIN_MS }));
          // To the site's form service only (isSavedLead holds every saved lead to it; said again where it is sent).
          const outcome = await send(lead.fields, { ...lead.service, endpoint: FORM_ENDPOINT });
          afterTry(reference, outcome, true);
          if (outcome.ok) sent.push(lead);
          return outcome;
        },
        true,
      );
      if (tried && !tried.ok && (tried.reason === 'network' || tried.reason === 'timeout' || tried.reason === 'busy')) break;
    }
    return sent;
  });
}
