import { FaqPage } from '@/components/pages/faq-page';
import { faqPage, generalQuestions, topQuestions } from '@/content/faq';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('faq');

export default function Page() {
  return <FaqPage faqPage={faqPage} topQuestions={topQuestions} generalQuestions={generalQuestions} studyAbroadFaq={studyAbroadFaq} />;
}
