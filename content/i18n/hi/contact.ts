/** STUB (English): to be replaced by the hi translation of content/contact.ts. */
export { contact } from '@/content/contact';
