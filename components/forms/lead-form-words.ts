/**
 * The LeadForm props that depend on the page's language, for the Server Components that render a
 * form: none on an English page (the form's defaults are English, so its pages ship nothing more),
 * and on an edition's page its language (sent with the lead) and its words.
 */
import type { LeadFormProps } from '@/components/forms/lead-form';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';

export function leadFormWords(): Pick<LeadFormProps, 'language' | 'texts' | 'selectPlaceholder' | 'closeLabel'> {
  const locale = renderLocale();
  if (locale === 'en') return {};
  const { leadTexts, shell } = contentFor(locale);
  return { language: locale, texts: leadTexts, selectPlaceholder: shell.form.selectPlaceholder, closeLabel: shell.a11y.close };
}

/** The privacy note under a form, in the page's language. */
export const privacyNoteWords = () => contentFor(renderLocale()).privacyNote;
