import { EditionNote } from '@/components/layout/edition-note';
import { SearchPage } from '@/components/search/search-page';
import { editionLocale, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('search');
export const generateMetadata = editionMetadata('search');

export default async function Page({ params }: EditionPageProps) {
  const locale = await editionLocale(params);
  return (
    <>
      <EditionNote locale={locale} page="search" />
      <SearchPage locale={locale} afterNote />
    </>
  );
}
