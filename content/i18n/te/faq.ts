/** Telugu edition of content/faq.ts: the page's words are content/pages/te/faq.yaml. */
import { faqPageIn } from '@/content/faq';
import { faqSection } from '@/content/faq/entries';
import type { FaqItem } from '@/content/types';

/** Top Questions: the Telugu editions of the faq-top entries (content/faq/te/<name>.md). */
export const topQuestions: FaqItem[] = faqSection('faq-top', 'te');

export const generalQuestions: FaqItem[] = faqSection('faq-general', 'te');

/** The FAQ page's questions in page order, e.g. for FAQPage structured data. */
export const faqItems: FaqItem[] = [...topQuestions, ...generalQuestions];

/** Copy of the /FAQ'S page around the questions (content/pages/te/faq.yaml). Phone and e-mail come from content/site. */
export const faqPage = faqPageIn('te');
