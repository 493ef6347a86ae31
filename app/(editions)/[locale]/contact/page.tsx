import { EditionNote } from '@/components/layout/edition-note';
import { ContactPage } from '@/components/pages/contact-page';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('contact');
export const generateMetadata = editionMetadata('contact');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="contact" />
      <ContactPage contact={content.contact} />
    </>
  );
}
