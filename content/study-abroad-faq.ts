/**
 * The standalone FAQ section, on studying abroad in general, affordability, work rights,
 * accommodation, documents, choosing a country, the company, Hyderabad, MS countries and health
 * insurance: each question with an icon. The questions are files (content/faq/en/<name>.md in
 * section study-abroad: content/faq/entries.ts); each answer's plain text also feeds FAQPage
 * structured data.
 */
import { faqSection, type FaqEntry, type FaqIcon, type FaqLanguage } from '@/content/faq/entries';

/** Icons the section may name (mapped to lucide icons in the component): the schema's list. */
export type StudyAbroadFaqIcon = FaqIcon;

export type StudyAbroadFaqItem = FaqEntry & { icon: StudyAbroadFaqIcon };

export type StudyAbroadFaqContent = { title: string; intro: string; items: StudyAbroadFaqItem[] };

/** The section's questions in a language (the build has refused an entry of this section without its icon). */
export const studyAbroadFaqItems = (language: FaqLanguage = 'en') => faqSection('study-abroad', language) as StudyAbroadFaqItem[];

export const studyAbroadFaq: StudyAbroadFaqContent = {
  title: 'Studying Abroad: Questions and Answers',
  intro: 'Thirteen things students and parents ask before they decide.',
  items: studyAbroadFaqItems(),
};
