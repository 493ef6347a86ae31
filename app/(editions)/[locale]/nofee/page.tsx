import { EditionNote } from '@/components/layout/edition-note';
import { NofeePage } from '@/components/pages/nofee-page';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('nofee');
export const generateMetadata = editionMetadata('nofee');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="nofee" />
      <NofeePage nofee={content.nofee} formId={content.contact.form.id} />
    </>
  );
}
