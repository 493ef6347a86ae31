/** STUB (English): to be replaced by the te translation of content/faq.ts. */
export { topQuestions, generalQuestions, faqItems, faqPage } from '@/content/faq';
