import { EditionNote } from '@/components/layout/edition-note';
import { ServicesPage } from '@/components/pages/services-page';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('services');
export const generateMetadata = editionMetadata('services');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="services" />
      <ServicesPage servicesOverview={content.servicesOverview} />
    </>
  );
}
