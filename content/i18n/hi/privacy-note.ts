/** STUB (English): to be replaced by the hi translation of content/privacy-note.ts. */
export { privacyNote } from '@/content/privacy-note';
