/** STUB (English): to be replaced by the te translation of content/contact.ts. */
export { contact } from '@/content/contact';
