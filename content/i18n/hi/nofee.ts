/** STUB (English): to be replaced by the hi translation of content/nofee.ts. */
export { nofee } from '@/content/nofee';
