/** STUB (English): to be replaced by the te translation of content/privacy-note.ts. */
export { privacyNote } from '@/content/privacy-note';
