/** STUB (English): to be replaced by the te translation of content/services.ts. */
export { services, servicesOverview } from '@/content/services';
