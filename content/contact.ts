/**
 * The contact page's words (content/pages/<language>/contact.yaml, schema
 * content/pages/contact.schema.ts) and the form thank-you page's. Phones, e-mails, addresses and
 * hours are the operator's settings (content/site): these are only the words around them.
 */
import type { DataLanguage } from '@/content/data/schema';
import { leadTexts } from '@/content/lead';
import { pageWords, type PageContent } from '@/content/pages';
import type { RouteKey } from '@/content/routes';

/** The contact page's words, typed from its schema. */
export type ContactContent = Pick<PageContent<'contact'>, 'hero' | 'infoCards' | 'associates' | 'form' | 'sidePanel' | 'map'>;

/** The contact page in a language. */
export function contactIn(language: DataLanguage): ContactContent {
  const { hero, infoCards, associates, form, sidePanel, map } = pageWords('contact', language);
  return { hero, infoCards, associates, form, sidePanel, map };
}

export const contact: ContactContent = contactIn('en');

export type ThankYouContent = { title: string; text: string } & PageContent<'thank-you'>;

/**
 * The page the form service sends visitors to when they post without JavaScript: the forms' own
 * thank-you words (content/lead.ts), then its links (content/pages/en/thank-you.yaml).
 */
export const thankYou: ThankYouContent = {
  title: leadTexts.successTitle,
  text: leadTexts.successMessage,
  links: pageWords('thank-you').links.map((l) => ({ ...l, to: l.to as RouteKey })),
};
