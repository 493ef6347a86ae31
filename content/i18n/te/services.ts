/** Telugu edition of the services: the services are content/services/te/, the page's words content/pages/te/services.yaml. */
import { servicesIn, servicesOverviewIn, type ServicesOverview } from '@/content/services';

export const services = servicesIn('te');

export const servicesOverview: ServicesOverview = servicesOverviewIn('te');
