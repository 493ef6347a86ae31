import { PageStructuredData } from '@/components/page-structured-data';
import { faqItems } from '@/content/faq';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { BookConsultation, FaqHero, FaqQuestions, StillHaveQuestions } from '@/components/faq/faq-sections';
import { StudyAbroadFaq } from '@/components/sections/study-abroad-faq';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('faq');

export default function Page() {
  return (
    <>
      <PageStructuredData routeKey="faq" faqs={[...faqItems, ...studyAbroadFaq.items]} />
      <FaqHero />
      <FaqQuestions />
      <StudyAbroadFaq />
      <StillHaveQuestions />
      <BookConsultation />
    </>
  );
}
