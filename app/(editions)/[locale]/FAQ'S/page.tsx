import { EditionNote } from '@/components/layout/edition-note';
import { FaqPage } from '@/components/pages/faq-page';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('faq');
export const generateMetadata = editionMetadata('faq');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="faq" />
      <FaqPage
        faqPage={content.faqPage}
        topQuestions={content.topQuestions}
        generalQuestions={content.generalQuestions}
        studyAbroadFaq={content.studyAbroadFaq}
      />
    </>
  );
}
