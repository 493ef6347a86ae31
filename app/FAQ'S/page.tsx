import { BookConsultation, FaqHero, FaqQuestions, StillHaveQuestions } from '@/components/faq/faq-sections';
import { StudyAbroadFaq } from '@/components/sections/study-abroad-faq';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('faq');

export default function Page() {
  return (
    <>
      <FaqHero />
      <FaqQuestions />
      <StudyAbroadFaq />
      <StillHaveQuestions />
      <BookConsultation />
    </>
  );
}
