import { ServicePage } from '@/components/services/service-page';
import { servicePages } from '@/content/service-pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('travelAccommodation');

export default function Page() {
  return (
    <>
      <ServicePage page={servicePages.travelAccommodation} />
    </>
  );
}
