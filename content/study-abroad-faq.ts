/**
 * The standalone FAQ section, on studying abroad in general, affordability, work rights,
 * accommodation, documents, choosing a country, the company, Hyderabad, MS countries and health
 * insurance: each question with an icon. The questions are files (content/faq/en/<name>.md in
 * section study-abroad: content/faq/entries.ts); each answer's plain text also feeds FAQPage
 * structured data. The section's heading is in the FAQ page's words (content/pages/<language>/faq.yaml).
 */
import { faqSection, type FaqEntry, type FaqIcon, type FaqLanguage } from '@/content/faq/entries';
import { pageWords } from '@/content/pages';

/** Icons the section may name (mapped to lucide icons in the component): the schema's list. */
export type StudyAbroadFaqIcon = FaqIcon;

export type StudyAbroadFaqItem = FaqEntry & { icon: StudyAbroadFaqIcon };

export type StudyAbroadFaqContent = { title: string; intro: string; items: StudyAbroadFaqItem[] };

/** The section's questions in a language (the build has refused an entry of this section without its icon). */
export const studyAbroadFaqItems = (language: FaqLanguage = 'en') => faqSection('study-abroad', language) as StudyAbroadFaqItem[];

/** The section in a language: its heading from the FAQ page's words (content/pages/<language>/faq.yaml), its questions. */
export const studyAbroadFaqIn = (language: FaqLanguage): StudyAbroadFaqContent => ({
  ...pageWords('faq', language).studyAbroad,
  items: studyAbroadFaqItems(language),
});

export const studyAbroadFaq: StudyAbroadFaqContent = studyAbroadFaqIn('en');
