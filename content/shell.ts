/**
 * The words of the page shell every page shares (content/pages/<language>/shell.yaml, schema
 * content/pages/shell.schema.ts): skip link, header, mobile menu, language switcher, footer,
 * floating chat button, the not-found view, and the few labels shared components add on their own
 * (a dialog's Close, "(opens in a new tab)"). The error view's words are content/error-view.ts (its
 * client component must not carry the page files). Placeholders in braces ({tagline}, {label},
 * {name}) are filled where the words are used. Server side only: islands get the words they show
 * as props.
 */
import type { DataLanguage } from '@/content/data/schema';
import { errorView as englishErrorView, type ErrorViewTexts } from '@/content/error-view';
import { pageWords, type PageContent } from '@/content/pages';
import type { SocialLinks } from '@/content/site';

export { errorView, type ErrorViewTexts } from '@/content/error-view';

/**
 * The shell's words, typed from its schema (content/pages/shell.schema.ts, where each field says what
 * it is): what every page shows, and the error view's words.
 */
export type ShellContent = Pick<
  PageContent<'shell'>,
  | 'skipLink'
  | 'logoTagline'
  | 'header'
  | 'mobileMenu'
  | 'languages'
  | 'reviewNote'
  | 'factSource'
  | 'footer'
  | 'chatFloat'
  | 'a11y'
  | 'form'
  | 'calculator'
  | 'notFound'
> & { errorView: ErrorViewTexts };

/** The social networks the footer links, by their own names (the same in every language). */
export const socialNetworkNames: Record<keyof SocialLinks, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** The shell's words in a language (the error view's English unless given: the editions' come from content/i18n/error-views.ts). */
export function shellIn(language: DataLanguage, errorView: ErrorViewTexts = englishErrorView): ShellContent {
  const { skipLink, logoTagline, header, mobileMenu, languages, reviewNote, factSource, footer, chatFloat, a11y, form, calculator, notFound } = pageWords(
    'shell',
    language,
  );
  return { skipLink, logoTagline, header, mobileMenu, languages, reviewNote, factSource, footer, chatFloat, a11y, form, calculator, notFound, errorView };
}

const english = pageWords('shell');

/**
 * The accessible name of a testimonial's stars: {stars} out of {max} stars. English only, like the
 * service pages that show testimonials.
 */
export const testimonialRating = english.testimonialRating;

/** The not-found page's title and description for search engines (the page is exported once, in English). */
export const notFoundMetadata = english.notFoundMetadata;

export const shell: ShellContent = shellIn('en');
