/** STUB (English): to be replaced by the te translation of content/navigation.ts. */
export { mainNav, footerQuickLinks, footerTools } from '@/content/navigation';
