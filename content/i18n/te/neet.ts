/** STUB (English): to be replaced by the te translation of content/neet.ts. */
export { neet } from '@/content/neet';
