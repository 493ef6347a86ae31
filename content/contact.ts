/**
 * The contact page's words (content/pages/<language>/contact.yaml, schema
 * content/pages/contact.schema.ts) and the form thank-you page's. Phones, e-mails, addresses and
 * hours are the operator's settings (content/site): these are only the words around them.
 */
import type { DataLanguage } from '@/content/data/schema';
import { leadTexts } from '@/content/lead';
import { pageWords } from '@/content/pages';
import type { LeadField } from '@/content/types';
import type { RouteKey } from '@/content/routes';

export type ContactContent = {
  hero: { eyebrow: string; title: string; text: string; scheduleLabel: string; callLabel: string; imageAlt: string };
  infoCards: { sectionLabel: string; call: string; email: string; headOffice: string; hours: string; mapLinkLabel: string; emailNote: string };
  associates: {
    id: string;
    eyebrow: string;
    title: string;
    intro: string;
    labels: { address: string; phone: string; email: string; timings: string; map: string };
  };
  form: {
    id: string;
    title: string;
    intro: string;
    submitLabel: string;
    /** All five are required; e-mail and phone use the email and tel input types. */
    fields: LeadField[];
    footnote: string;
  };
  sidePanel: { title: string; points: string[]; responseTitle: string; responseText: string; chatLabel: string };
  map: { id: string; title: string; intro: string; frameTitle: string; openLabel: string; showLabel: string; notice: string };
};

/** The contact page in a language. */
export function contactIn(language: DataLanguage): ContactContent {
  const { hero, infoCards, associates, form, sidePanel, map } = pageWords('contact', language);
  return { hero, infoCards, associates, form, sidePanel, map };
}

export const contact: ContactContent = contactIn('en');

export type ThankYouContent = { title: string; text: string; links: { label: string; to: RouteKey }[] };

/**
 * The page the form service sends visitors to when they post without JavaScript: the forms' own
 * thank-you words (content/lead.ts), then its links (content/pages/en/thank-you.yaml).
 */
export const thankYou: ThankYouContent = {
  title: leadTexts.successTitle,
  text: leadTexts.successMessage,
  links: pageWords('thank-you').links.map((l) => ({ ...l, to: l.to as RouteKey })),
};
