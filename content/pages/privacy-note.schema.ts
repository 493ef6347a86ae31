/**
 * The line under every enquiry form that links the privacy notice (content/pages/<language>/privacy-note.yaml):
 * where the details go, and the link's label. Not a page of its own: the contact form, the articles'
 * consultation forms, the cybersecurity enquiry and the chat show it (content/privacy-note.ts). {days}
 * is how long a lead waits in the browser without a connection (lib/lead-queue.ts), filled in by the site.
 */
import { naming } from './lead.schema';
import { pageSchema, text } from './schema';

export const privacyNotePage = pageSchema('Enquiry forms: privacy note', {
  text: naming('days', 'Note', 'how long details wait in the browser without a connection, {days} days (lib/lead-queue.ts), filled in by the site.'),
  link: text('link label').meta({ title: 'Link to the privacy notice' }),
});
