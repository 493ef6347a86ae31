'use client';

import { LeadForm, type LeadFormProps } from '@/components/forms/lead-form';

export type ConsultationFormProps = Pick<
  LeadFormProps,
  'submitLabel' | 'service' | 'thankYouUrl' | 'language' | 'texts' | 'selectPlaceholder' | 'closeLabel'
> & {
  /** The article's title, named in the subject of every request. */
  articleTitle: string;
  /** Name, email and mobile fields followed by the article's two dropdowns. */
  fields: LeadFormProps['fields'];
  /** Names and labels of the dropdowns whose choices go into the subject. */
  dropdowns: { name: string; label: string }[];
  subjectPrefix: string;
  notChosen: string;
};

/**
 * An article's consultation form: the shared LeadForm, plus a subject naming the article and the
 * options chosen ("Consultation request: {title} — Russia, 2025-Fall"). A client component only
 * because the subject is built from the chosen options when the form is sent; the article page
 * puts it in its island (a client component cannot mark its own: the build's check reads the
 * islands from the server's tree, tooling/island-check.ts).
 */
export function ConsultationForm({ articleTitle, dropdowns, subjectPrefix, notChosen, ...form }: ConsultationFormProps) {
  const base = `${subjectPrefix}: ${articleTitle}`;
  return (
    <LeadForm
      id="consultation-form"
      formName="article consultation"
      {...form}
      subject={base}
      buildSubject={(values) => `${base} — ${dropdowns.map((d) => values[d.name] || `${d.label} ${notChosen}`).join(', ')}`}
    />
  );
}
