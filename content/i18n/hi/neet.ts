/** STUB (English): to be replaced by the hi translation of content/neet.ts. */
export { neet } from '@/content/neet';
