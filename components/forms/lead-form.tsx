'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { buttonClasses } from '@/components/ui/button';
import type { LeadField, LeadTexts } from '@/content/types';
import { sayLeadOutcome, sayLeadSaved, type LeadMessage } from '@/components/forms/lead-outcome';
import { SavedLeads } from '@/components/forms/saved-leads';
import { formFields } from '@/lib/lead';
import { checkFields, cleanFields, fieldAttributes, fieldProblemText } from '@/lib/lead-fields';
import { sendLead } from '@/lib/send-lead';
import type { FormService } from '@/lib/lead';

export type LeadFormProps = {
  fields: LeadField[];
  /** The form service (site.form), from the server component that renders the form. */
  service: FormService;
  /** Subject sent with the lead when no visible field is named "subject". */
  subject?: string;
  submitLabel: string;
  /** Absolute URL of our thank-you page: where the service sends no-JS visitors. */
  thankYouUrl: string;
  /** Field names that may be filled from the page's query string (?subject=…). */
  prefillFromQuery?: string[];
  /** Called with the fields after a successful send (e.g. to add the chosen options to a subject). */
  buildSubject?: (fields: Record<string, string>) => string;
  id?: string;
  /** Which form the lead came from, sent with it ("contact", "article consultation", "planner"…). */
  formName: string;
  className?: string;
  footnote?: ReactNode;
  /** The language the visitor read the form in, sent with every lead (en, te, hi). */
  language: string;
  /**
   * The page's words (components/forms/lead-form-words.ts): the messages, the select's placeholder,
   * the result dialog's Close. From the server parent, so no language's words ship in the script.
   */
  texts: LeadTexts;
  selectPlaceholder: string;
  closeLabel: string;
};

/** The form service's hCaptcha script (docs.web3forms.com: spam protection, hCaptcha). */
export const CAPTCHA_SCRIPT = 'https://web3forms.com/client/script.js';

const inputClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400';

/**
 * The one lead form: posts through lib/lead (multipart, access key, honeypot), with a reference
 * made here ("AP-7F3K9") and where the lead came from (lib/lead-origin). While sending the
 * button is disabled and reads "Sending...", so a double click sends once. Success shows
 * "Thank You!" with the reference and clears the form; no connection (no answer, or none in
 * time) saves the lead in the browser (lib/lead-queue), says so with the reference, clears the
 * form and sends it once online again; a refusal shows "Oops!" and keeps what the visitor typed.
 * The saved leads are listed under the form, each with a button to cancel it. With the operator's
 * captcha setting on, the service's hCaptcha is loaded when the visitor first focuses the form.
 * Without JavaScript it is a plain HTML form posting to the service, which redirects to our
 * thank-you page.
 */
export function LeadForm({
  fields,
  service,
  subject,
  submitLabel,
  thankYouUrl,
  prefillFromQuery = [],
  buildSubject,
  id,
  formName,
  className = '',
  footnote,
  language,
  texts,
  selectPlaceholder,
  closeLabel,
}: LeadFormProps) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<LeadMessage | null>(null);
  const [captcha, setCaptcha] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();

  type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** The browser found the field invalid: say why in the page's words where ours apply. */
  const onInvalid = (field: LeadField) => (e: SyntheticEvent<FieldElement>) =>
    e.currentTarget.setCustomValidity(fieldProblemText(field, e.currentTarget.value, texts));
  /** Typing clears what was said, so the browser checks afresh. */
  const onInput = (e: SyntheticEvent<FieldElement>) => e.currentTarget.setCustomValidity('');

  // The captcha's script, once its box is in the form (the script looks for it when it runs).
  useEffect(() => {
    if (!captcha || document.querySelector(`script[src="${CAPTCHA_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = CAPTCHA_SCRIPT;
    script.async = true;
    document.body.append(script);
  }, [captcha]);

  useEffect(() => {
    const form = formRef.current;
    if (!form || prefillFromQuery.length === 0) return;
    const params = new URLSearchParams(window.location.search);
    for (const name of prefillFromQuery) {
      const value = params.get(name);
      const el = form.elements.namedItem(name) as HTMLInputElement | null;
      // Within the field's limit (lib/lead-fields.ts): a message (a planner's plan) may run longer than a subject.
      if (value && el && !el.value) el.value = el.maxLength > 0 ? value.slice(0, el.maxLength) : value;
    }
    // Runs once: the query string only matters on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy.current) return;
    const form = e.currentTarget;
    if (!checkFields(form, fields, texts)) return;
    busy.current = true;
    setSending(true);
    const done = (message: LeadMessage) => {
      busy.current = false;
      setSending(false);
      setResult(message);
    };
    const multiLine = fields.filter((f) => f.type === 'textarea').map((f) => f.name);
    const data = cleanFields(formFields(form), multiLine);
    delete data.redirect;
    if (buildSubject) data.subject = buildSubject(data);
    if (service.captcha && !data['h-captcha-response']) {
      setCaptcha(true);
      return done({ ok: false, title: texts.failureTitle, message: texts.captchaMissing });
    }
    const { outcome, reference, saved } = await sendLead(data, service, formName, texts, multiLine);
    if (saved || outcome.ok) form.reset();
    done(saved ? sayLeadSaved(texts, reference, outcome) : sayLeadOutcome(outcome, texts, language, reference));
  }

  return (
    <>
      <form
        ref={formRef}
        id={id}
        action={service.endpoint}
        method="POST"
        onSubmit={onSubmit}
        onFocus={service.captcha && !captcha ? () => setCaptcha(true) : undefined}
        className={`grid gap-5 sm:grid-cols-2 ${className}`}
      >
        <input type="hidden" name={service.accessKeyField} value={service.accessKey} />
        <input type="hidden" name="redirect" value={thankYouUrl} />
        <input type="hidden" name="from_name" value={service.senderName} />
        <input type="hidden" name="language" value={language} />
        {subject !== undefined && !fields.some((f) => f.name === 'subject') && <input type="hidden" name="subject" value={subject} />}
        {/* Honeypot for bots: hidden from people and from assistive technology. */}
        <input type="checkbox" name={service.honeypotField} tabIndex={-1} aria-hidden="true" className="hidden" />
        {fields.map((field) => {
          const fieldId = `${uid}-${field.name}`;
          const common = {
            id: fieldId,
            name: field.name,
            required: field.required,
            autoComplete: field.autoComplete,
            placeholder: field.placeholder,
            className: inputClass,
            onInvalid: onInvalid(field),
            onInput,
          };
          const limits = fieldAttributes(field, texts);
          return (
            <div key={field.name} className={field.wide || field.type === 'textarea' ? 'sm:col-span-2' : ''}>
              <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              {field.type === 'textarea' ? (
                <textarea {...common} maxLength={limits.maxLength} rows={5} />
              ) : field.type === 'select' ? (
                <select {...common} defaultValue="">
                  <option value="" disabled>
                    {selectPlaceholder}
                  </option>
                  {field.options?.map((o) => (
                    <option key={o.value} value={o.value} data-begins={o.begins}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} {...limits} type={field.type} />
              )}
            </div>
          );
        })}
        {captcha && <div className="h-captcha sm:col-span-2" data-captcha="true" />}
        <div className="sm:col-span-2">
          <button type="submit" disabled={sending} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            {sending ? texts.sending : submitLabel}
          </button>
          {footnote && <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{footnote}</p>}
        </div>
      </form>
      <SavedLeads texts={texts} />
      <Modal open={result !== null} onClose={() => setResult(null)} title={result?.title ?? ''} closeLabel={closeLabel}>
        <div role={result?.ok ? 'status' : 'alert'}>
          <p className="text-lg">{result?.message}</p>
          {result?.reference && <p className="mt-3 font-semibold">{result.reference}</p>}
        </div>
      </Modal>
    </>
  );
}
