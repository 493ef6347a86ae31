/** STUB (English): to be replaced by the te translation of content/nofee.ts. */
export { nofee } from '@/content/nofee';
