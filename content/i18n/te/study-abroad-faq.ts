/** STUB (English): to be replaced by the te translation of content/study-abroad-faq.ts. */
export { studyAbroadFaq } from '@/content/study-abroad-faq';
