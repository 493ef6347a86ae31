import { EditionNote } from '@/components/layout/edition-note';
import { MbbsPage } from '@/components/pages/mbbs-page';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('mbbs');
export const generateMetadata = editionMetadata('mbbs');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="mbbs" />
      <MbbsPage mbbs={content.mbbs} />
    </>
  );
}
