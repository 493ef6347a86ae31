/**
 * Sends the leads saved in this browser (lib/lead-queue.ts) now if online, again whenever the
 * browser comes back online or the tab is shown again, every minute while any wait, and when a
 * lead that met a busy service is due again (its Retry-After or backoff); each lead
 * sent is told to the visitor in a small status box (a live region) in the words saved with it.
 * Started by a lead form once it has saved a lead, and on any page by the client-navigation
 * island when the browser holds a saved lead (this module is then a chunk of its own).
 */
import { nextTryIn, savedLeads, sendSavedLeads, type SavedLead } from '@/lib/lead-queue';

const STATUS_ID = 'saved-lead-status';
const RETRY_MS = 60_000;

function announce(lead: SavedLead): void {
  let box = document.getElementById(STATUS_ID);
  if (!box) {
    box = document.createElement('div');
    box.id = STATUS_ID;
    box.className =
      'fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-2xl border border-green-700 bg-white p-4 text-slate-900 shadow-2xl dark:border-green-400 dark:bg-slate-900 dark:text-white';
    const list = document.createElement('div');
    list.setAttribute('role', 'status');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = lead.closeLabel;
    close.className = 'mt-2 font-semibold text-brand-700 underline dark:text-brand-300';
    close.addEventListener('click', () => box?.remove());
    box.append(list, close);
    document.body.append(box);
  }
  const list = box.firstElementChild!;
  // A moment after the (empty) live region is in the page, so screen readers announce the text.
  setTimeout(() => {
    const line = document.createElement('p');
    line.textContent = lead.sentText;
    list.append(line);
  }, 100);
}

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Tries again when the first lead waiting out a busy service is due (a little after, so it is). */
function whenDue(run: () => void): void {
  clearTimeout(timer);
  const wait = nextTryIn();
  if (wait !== undefined) timer = setTimeout(run, wait + 100);
}

/** Starts sending saved leads (once per page; later calls only try again), trying at once unless `now` is false. */
export function startSendingSavedLeads(now = true): void {
  const run = () => {
    if (navigator.onLine)
      void sendSavedLeads().then((sent) => {
        sent.forEach(announce);
        whenDue(run);
      });
    else whenDue(run);
  };
  if (!started) {
    started = true;
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && run());
    setInterval(() => savedLeads().some((l) => !l.refused) && run(), RETRY_MS);
  }
  if (now) run();
  else whenDue(run);
}
