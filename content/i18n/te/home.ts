/** STUB (English): to be replaced by the te translation of content/home.ts. */
export { home } from '@/content/home';
