import { ArrowRight, Link2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { ResultActionsCopy } from '@/content/tools';
import { withSubject } from '@/lib/calc-text';

/** A link that reopens this result (the page reads it back on load) and a button that copies it. */
export function ShareResult({ query, copy }: { query: string; copy: ResultActionsCopy }) {
  const [status, setStatus] = useState('');
  const copyLink = async () => {
    const url = `${window.location.origin}${window.location.pathname}?${query}`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(copy.copied);
    } catch {
      setStatus(copy.copyFailed);
    }
  };
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
      <a href={`?${query}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
        <Link2 className="h-4 w-4" aria-hidden="true" />
        {copy.shareLink}
      </a>
      <button type="button" onClick={copyLink} className={buttonClasses('ghost', 'sm')}>
        {copy.copy}
      </button>
      <p aria-live="polite" className="w-full text-slate-600 empty:hidden dark:text-slate-300">
        {status}
      </p>
    </div>
  );
}

/** The call to action after a result: counselling, with the result in the contact form's subject. */
export function CounsellingLink({ contactHref, subject, label }: { contactHref: string; subject: string; label: string }) {
  return (
    <a href={withSubject(contactHref, subject)} className={buttonClasses('primary', 'sm')}>
      {label}
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </a>
  );
}
