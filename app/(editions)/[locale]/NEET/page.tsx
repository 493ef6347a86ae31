import { EditionNote } from '@/components/layout/edition-note';
import { NeetPage } from '@/components/pages/neet-page';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('neet');
export const generateMetadata = editionMetadata('neet');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="neet" />
      <NeetPage neet={content.neet} />
    </>
  );
}
