import { ArrowRight, Link2 } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
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
        <Glyph icon={Link2} className="h-4 w-4" />
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
      <Glyph icon={ArrowRight} className="h-4 w-4" />
    </a>
  );
}

/** A small capitalised caption above or below a result figure. */
export const ResultLabel = ({ children }: { children: ReactNode }) => (
  <span className="block text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{children}</span>
);

/** A line of text above a result figure ("CGPA 8.5 on a 10-point scale is"). */
export const ResultText = ({ children }: { children: ReactNode }) => <span className="block text-slate-600 dark:text-slate-300">{children}</span>;

export type ResultDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The figure shown large; `null` while there is no result. */
  value: string | null;
  /** What stands above and below the figure (ResultLabel / ResultText). */
  before?: ReactNode;
  after?: ReactNode;
  /** Details under the figure. */
  children?: ReactNode;
  /** The query of a link that reopens this result. */
  shareQuery: string;
  contactHref: string;
  /** The contact form's subject for the counselling call to action. */
  subject: string;
  copy: ResultActionsCopy;
  valueClassName?: string;
  /** The dialog's Close, in the page's language (the modal's English default otherwise). */
  closeLabel?: string;
};

/** Every calculator's result: the shared dialog, the figure, its details, a share link and the call to action. */
export function ResultDialog({
  open,
  onClose,
  title,
  value,
  before,
  after,
  children,
  shareQuery,
  contactHref,
  subject,
  copy,
  valueClassName = 'text-6xl',
  closeLabel,
}: ResultDialogProps) {
  const shown = value !== null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      footer={shown && <CounsellingLink contactHref={contactHref} label={copy.ctaLabel} subject={subject} />}
    >
      {shown && (
        <>
          <p className="text-center">
            {before}
            <output className={`block font-extrabold text-brand-700 dark:text-brand-300 ${valueClassName}`}>{value}</output>
            {after}
          </p>
          {children}
          <ShareResult query={shareQuery} copy={copy} />
        </>
      )}
    </Modal>
  );
}
