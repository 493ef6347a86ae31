/**
 * The FAQ and contact page (/FAQ'S): 3 top questions and 6 general ones (numbered 4–9 after
 * them), contact cards and the booking call to action: the words around the questions are
 * content/pages/<language>/faq.yaml (schema content/pages/faq.schema.ts).
 * The questions are files (content/faq/en/<name>.md, one per question: content/faq/entries.ts);
 * each carries its answer's Markdown tree for the page and its plain text for the FAQPage
 * structured data; `link` is an optional extra shown under the answer on the page.
 */
import type { DataLanguage } from '@/content/data/schema';
import { faqSection } from '@/content/faq/entries';
import { pageWords } from '@/content/pages';
import type { FaqItem } from '@/content/types';

/** Top Questions (1–3 on the page): the entries of content/faq/en/ in section faq-top. */
export const topQuestions: FaqItem[] = faqSection('faq-top');

/** General Questions (numbered after the top ones): section faq-general. */
export const generalQuestions: FaqItem[] = faqSection('faq-general');

/** The FAQ page's questions in page order, e.g. for FAQPage structured data. */
export const faqItems: FaqItem[] = [...topQuestions, ...generalQuestions];

export type ContactCardIcon = 'mail' | 'phone' | 'contact';

export type FaqPageContent = {
  hero: { eyebrow: string; title: string; text: string; cta: string };
  questions: { title: string; intro: string; top: string; general: string };
  contact: {
    title: string;
    intro: string;
    cards: {
      email: { title: string; detail: string; action: string };
      phone: { title: string; action: string };
      contact: { title: string; detail: string; action: string };
    };
  };
  booking: { title: string; text: string; label: string };
};

/** The /FAQ'S page's words around the questions in a language (content/pages/<language>/faq.yaml). */
export function faqPageIn(language: DataLanguage): FaqPageContent {
  const { hero, questions, contact, booking } = pageWords('faq', language);
  return { hero, questions, contact, booking };
}

/** Copy of the /FAQ'S page around the questions. Phone and e-mail come from content/site. */
export const faqPage: FaqPageContent = faqPageIn('en');
