/** STUB (English): to be replaced by the hi translation of content/mbbs.ts. */
export { mbbs } from '@/content/mbbs';
