import { ServicesPage } from '@/components/pages/services-page';
import { servicesOverview } from '@/content/services';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('services');

export default function Page() {
  return <ServicesPage servicesOverview={servicesOverview} />;
}
