import { EditionNote } from '@/components/layout/edition-note';
import { IeltsPage } from '@/components/pages/ielts-page';
import { localizedHref } from '@/lib/routes';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('ieltsscore');
export const generateMetadata = editionMetadata('ieltsscore');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="ieltsscore" />
      <IeltsPage ieltsTool={content.ieltsTool} contactHref={localizedHref('contact', locale)} />
    </>
  );
}
