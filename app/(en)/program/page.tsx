import { ProgramPage } from '@/components/pages/program-page';
import { programCategories, programsPage } from '@/content/programs';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('program');

export default function Page() {
  return <ProgramPage programsPage={programsPage} programCategories={programCategories} studyAbroadFaq={studyAbroadFaq} />;
}
