/** STUB (English): to be replaced by the hi translation of content/navigation.ts. */
export { mainNav, footerQuickLinks, footerTools } from '@/content/navigation';
