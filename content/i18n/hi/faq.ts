/** Hindi edition of content/faq.ts (machine-drafted, awaiting native review). */
import { faqPageIn } from '@/content/faq';
import { faqSection } from '@/content/faq/entries';
import type { FaqItem } from '@/content/types';

/** Top Questions: the Hindi editions of the faq-top entries (content/faq/hi/<name>.md). */
export const topQuestions: FaqItem[] = faqSection('faq-top', 'hi');

export const generalQuestions: FaqItem[] = faqSection('faq-general', 'hi');

/** The FAQ page's questions in page order, e.g. for FAQPage structured data. */
export const faqItems: FaqItem[] = [...topQuestions, ...generalQuestions];

/** Copy of the /FAQ'S page around the questions (content/pages/hi/faq.yaml). Phone and e-mail come from content/site. */
export const faqPage = faqPageIn('hi');
