'use client';

import { LeadForm } from '@/components/forms/lead-form';
import type { LeadField } from '@/content/types';
import type { FormService } from '@/lib/site';

export type ConsultationFormProps = {
  /** The article's title, named in the subject of every request. */
  articleTitle: string;
  /** Name, email and mobile fields followed by the article's two dropdowns. */
  fields: LeadField[];
  /** Names and labels of the dropdowns whose choices go into the subject. */
  dropdowns: { name: string; label: string }[];
  subjectPrefix: string;
  notChosen: string;
  submitLabel: string;
  service: FormService;
  thankYouUrl: string;
};

/**
 * An article's consultation form: the shared LeadForm, plus a subject naming the article and the
 * options chosen ("Consultation request: {title} — Russia, 2025-Fall"). A client island only
 * because the subject is built from the chosen options when the form is sent.
 */
export function ConsultationForm({ articleTitle, fields, dropdowns, subjectPrefix, notChosen, submitLabel, service, thankYouUrl }: ConsultationFormProps) {
  const base = `${subjectPrefix}: ${articleTitle}`;
  return (
    <LeadForm
      id="consultation-form"
      fields={fields}
      subject={base}
      submitLabel={submitLabel}
      service={service}
      thankYouUrl={thankYouUrl}
      buildSubject={(values) => `${base} — ${dropdowns.map((d) => values[d.name] || `${d.label} ${notChosen}`).join(', ')}`}
    />
  );
}
