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
import { pageWords, type PageContent } from '@/content/pages';
import type { FaqItem } from '@/content/types';

/** Top Questions (1–3 on the page): the entries of content/faq/en/ in section faq-top. */
export const topQuestions: FaqItem[] = faqSection('faq-top');

/** General Questions (numbered after the top ones): section faq-general. */
export const generalQuestions: FaqItem[] = faqSection('faq-general');

/** The FAQ page's questions in page order, e.g. for FAQPage structured data. */
export const faqItems: FaqItem[] = [...topQuestions, ...generalQuestions];

export type ContactCardIcon = 'mail' | 'phone' | 'contact';

/** The words around the questions (the study-abroad questions' words are content/study-abroad-faq.ts's). */
export type FaqPageContent = Omit<PageContent<'faq'>, 'studyAbroad'>;

/** The /FAQ'S page's words around the questions in a language (content/pages/<language>/faq.yaml). */
export function faqPageIn(language: DataLanguage): FaqPageContent {
  const { hero, questions, contact, booking } = pageWords('faq', language);
  return { hero, questions, contact, booking };
}

/** Copy of the /FAQ'S page around the questions. Phone and e-mail come from content/site. */
export const faqPage: FaqPageContent = faqPageIn('en');
