/** Hindi edition of the services: the services are content/services/hi/, the page's words content/pages/hi/services.yaml. */
import { servicesIn, servicesOverviewIn, type ServicesOverview } from '@/content/services';

export const services = servicesIn('hi');

export const servicesOverview: ServicesOverview = servicesOverviewIn('hi');
