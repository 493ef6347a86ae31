import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { ChatbotTexts } from '@/content/chatbot';
import type { PrivacyNoteContent } from '@/content/privacy-note';
import type { ChatLead } from '@/components/chatbot/chat-state';
import { checkFields, fieldAttributes, fieldProblemText, type FieldKind, type FieldWords } from '@/lib/lead-fields';
import { PrivacyNote } from '@/components/forms/privacy-note';

export type ChatLeadFormProps = {
  /** The chatbot's words, the privacy note's and the form's "Sending..." in the page's language. */
  t: ChatbotTexts;
  privacyNote: PrivacyNoteContent;
  sendingLabel: string;
  /** What to say at a field the form cannot take (content/pages/<language>/lead.yaml). */
  fieldWords: FieldWords;
  values: ChatLead;
  submitting: boolean;
  onChange: (field: keyof ChatLead, value: string) => void;
  onSubmit: () => void;
};

const fields: (FieldKind & { name: keyof ChatLead; type: 'text' | 'tel' | 'email'; autoComplete: string })[] = [
  { name: 'name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'phone', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'country', type: 'text', required: true, autoComplete: 'off' },
];

// Dark mode uses brand-400 (not the shared primary's brand-500): small text needs 4.5:1 on it.
const submitClass =
  'inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300';

/**
 * The chatbot's lead form: all four fields required by the browser's own checks, with the lead
 * forms' limits and phone pattern, and spaces alone refused at the field (lib/lead-fields.ts).
 * The result is told in the conversation, so this is not the page LeadForm with its result modal.
 */
export function ChatLeadForm({ t, privacyNote, sendingLabel, fieldWords, values, submitting, onChange, onSubmit }: ChatLeadFormProps) {
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);

  // On opening, focus the first field still to fill in.
  useEffect(() => {
    const inputs = Array.from(form.current?.querySelectorAll('input') ?? []);
    (inputs.find((i) => !i.value) ?? inputs[0])?.focus();
  }, []);

  // After a failed send the button is enabled again: give it focus back to retry.
  useEffect(() => {
    if (wasSubmitting.current && !submitting) submit.current?.focus();
    wasSubmitting.current = submitting;
  }, [submitting]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form.current && checkFields(form.current, fields, fieldWords)) onSubmit();
  };

  return (
    <form
      ref={form}
      onSubmit={handleSubmit}
      aria-label={t.form.label}
      className="mt-4 space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60"
    >
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`${uid}-${f.name}`} className="block text-xs font-semibold text-slate-800 dark:text-slate-100">
            {t.form[f.name]}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${uid}-${f.name}`}
            name={f.name}
            type={f.type}
            required
            {...fieldAttributes(f, fieldWords)}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onChange={(e) => {
              e.target.setCustomValidity('');
              onChange(f.name, e.target.value);
            }}
            onInvalid={(e) => e.currentTarget.setCustomValidity(fieldProblemText(f, e.currentTarget.value, fieldWords))}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white"
          />
        </div>
      ))}
      <button ref={submit} type="submit" disabled={submitting} className={submitClass}>
        {submitting ? sendingLabel : t.form.submit}
      </button>
      <PrivacyNote note={privacyNote} />
    </form>
  );
}
