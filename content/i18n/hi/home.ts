/** STUB (English): to be replaced by the hi translation of content/home.ts. */
export { home } from '@/content/home';
