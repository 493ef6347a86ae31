'use client';

import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { withReference } from '@/components/forms/lead-outcome';
import type { LeadTexts } from '@/content/types';
import { cancelLead, SAVED_LEADS_EVENT, SAVED_LEADS_KEY, waitingLeads, type SavedLead } from '@/lib/lead-queue';

/** What a saved lead is about, for the visitor to recognise it: its subject, else the name. */
const summary = (lead: SavedLead) => lead.fields.subject || lead.fields.name || '';

/**
 * The leads saved in this browser and not yet sent (any form's, from any page), each with its
 * reference and a button to cancel it; nothing when there are none. The list follows changes
 * made in this tab and in others; a cancellation is announced.
 */
export function SavedLeads({ texts }: { texts: LeadTexts }) {
  const [leads, setLeads] = useState<SavedLead[]>([]);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const update = () => setLeads(waitingLeads());
    const onStorage = (e: StorageEvent) => e.key === SAVED_LEADS_KEY && update();
    update();
    window.addEventListener(SAVED_LEADS_EVENT, update);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SAVED_LEADS_EVENT, update);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return (
    <div>
      {leads.length > 0 && (
        <section aria-label={texts.savedListTitle} className="mt-6 rounded-2xl border border-amber-600 p-4 dark:border-amber-400">
          <h3 className="font-semibold text-slate-900 dark:text-white">{texts.savedListTitle}</h3>
          <ul className="mt-2 space-y-2">
            {leads.map((lead) => (
              <li key={lead.reference} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
                <span>
                  <strong>{lead.reference}</strong> {summary(lead)}
                  {lead.refused && <span className="block">{withReference(texts.refusedLater, lead.reference)}</span>}
                </span>
                <button
                  type="button"
                  onClick={() => {
                    cancelLead(lead.reference);
                    setStatus(withReference(texts.cancelled, lead.reference));
                  }}
                  className={buttonClasses('outline', 'sm')}
                >
                  {withReference(texts.cancel, lead.reference)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div role="status" className="mt-2 text-sm text-slate-700 empty:hidden dark:text-slate-200">
        {status}
      </div>
    </div>
  );
}
