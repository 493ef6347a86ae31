import { BookConsultation, FaqHero, FaqQuestions, StillHaveQuestions } from '@/components/faq/faq-sections';
import { StudyAbroadFaq } from '@/components/sections/study-abroad-faq';
import type { FaqPageContent } from '@/content/faq';
import type { FaqItem } from '@/content/types';
import type { StudyAbroadFaqContent } from '@/content/study-abroad-faq';

export type FaqPageProps = { faqPage: FaqPageContent; topQuestions: FaqItem[]; generalQuestions: FaqItem[]; studyAbroadFaq: StudyAbroadFaqContent };

/** The FAQ page's sections, in any language. */
export function FaqPage({ faqPage, topQuestions, generalQuestions, studyAbroadFaq }: FaqPageProps) {
  return (
    <>
      <FaqHero faqPage={faqPage} />
      <FaqQuestions faqPage={faqPage} topQuestions={topQuestions} generalQuestions={generalQuestions} />
      <StudyAbroadFaq content={studyAbroadFaq} />
      <StillHaveQuestions faqPage={faqPage} />
      <BookConsultation faqPage={faqPage} />
    </>
  );
}
