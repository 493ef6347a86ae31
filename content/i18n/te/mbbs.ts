/** STUB (English): to be replaced by the te translation of content/mbbs.ts. */
export { mbbs } from '@/content/mbbs';
