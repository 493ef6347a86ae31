import { PageStructuredData } from '@/components/page-structured-data';
import { ServicePage } from '@/components/services/service-page';
import { servicePages } from '@/content/service-pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('travelAccommodation');

export default function Page() {
  return (
    <>
      <PageStructuredData routeKey="travelAccommodation" faqs={servicePages.travelAccommodation.faq?.items} />
      <ServicePage page={servicePages.travelAccommodation} />
    </>
  );
}
