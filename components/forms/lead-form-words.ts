/**
 * The LeadForm props a Server Component that renders a form looks up here rather than computing
 * them itself: where the form sends, and those that depend on the page's language.
 */
import type { LeadFormProps } from '@/components/forms/lead-form';
import { contentFor } from '@/content/i18n';
import type { PrivacyNoteContent } from '@/content/privacy-note';
import type { Locale } from '@/lib/locale';
import { renderLocale } from '@/lib/render-locale';
import { href, localizedHref } from '@/content/routes';
import { site } from '@/content/site';

/**
 * Where a lead form sends: the form service (its address, key and field names, as a prop, so the
 * form's script does not carry the site config) and the absolute address of our thank-you page,
 * where the service sends a visitor who posted without script.
 */
export const leadTarget: Pick<LeadFormProps, 'service' | 'thankYouUrl'> = { service: site.form, thankYouUrl: site.url + href('thankYou') };

/**
 * The page's language (sent with the lead) and its words: what the form says about sending
 * (content/pages/<language>/lead.yaml), the select's placeholder and the result box's Close. As
 * props, in every language, so the form's script carries no words of its own.
 */
export function leadFormWords(): Pick<LeadFormProps, 'language' | 'texts' | 'selectPlaceholder' | 'closeLabel'> {
  const locale = renderLocale();
  const { leadTexts, shell } = contentFor(locale);
  return { language: locale, texts: leadTexts, selectPlaceholder: shell.form.selectPlaceholder, closeLabel: shell.a11y.close };
}

/** The privacy note under a form in a language, linking the notice in that language where the edition has it (else the English). */
export const privacyNoteFor = (locale: Locale): PrivacyNoteContent => ({ ...contentFor(locale).privacyNote, href: localizedHref('privacy', locale) });

/** The privacy note under a form, in the page's language. */
export const privacyNoteWords = () => privacyNoteFor(renderLocale());
