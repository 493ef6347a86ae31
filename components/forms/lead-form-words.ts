/**
 * The LeadForm props a Server Component that renders a form looks up here rather than computing
 * them itself: where the form sends, and those that depend on the page's language.
 */
import type { LeadFormProps } from '@/components/forms/lead-form';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import { href } from '@/lib/routes';
import { site } from '@/lib/site';

/**
 * Where a lead form sends: the form service (its address, key and field names, as a prop, so the
 * form's script does not carry the site config) and the absolute address of our thank-you page,
 * where the service sends a visitor who posted without script.
 */
export const leadTarget: Pick<LeadFormProps, 'service' | 'thankYouUrl'> = { service: site.form, thankYouUrl: site.url + href('thankYou') };

/**
 * None on an English page (the form's defaults are English, so its pages ship nothing more), and
 * on an edition's page its language (sent with the lead) and its words.
 */
export function leadFormWords(): Pick<LeadFormProps, 'language' | 'texts' | 'selectPlaceholder' | 'closeLabel'> {
  const locale = renderLocale();
  if (locale === 'en') return {};
  const { leadTexts, shell } = contentFor(locale);
  return { language: locale, texts: leadTexts, selectPlaceholder: shell.form.selectPlaceholder, closeLabel: shell.a11y.close };
}

/** The privacy note under a form, in the page's language. */
export const privacyNoteWords = () => contentFor(renderLocale()).privacyNote;
