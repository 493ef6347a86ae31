/** Telugu edition of content/contact.ts (`contact`): its words are content/pages/te/contact.yaml. */
import { contactIn, type ContactContent } from '@/content/contact';

export const contact: ContactContent = contactIn('te');
