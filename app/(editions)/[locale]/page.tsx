import { EditionNote } from '@/components/layout/edition-note';
import { HomePage } from '@/components/pages/home-page';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/components/pages/edition-page';

export const generateStaticParams = editionParams('home');
export const generateMetadata = editionMetadata('home');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="home" />
      <HomePage home={content.home} />
    </>
  );
}
