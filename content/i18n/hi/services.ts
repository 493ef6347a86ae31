/** STUB (English): to be replaced by the hi translation of content/services.ts. */
export { services, servicesOverview } from '@/content/services';
