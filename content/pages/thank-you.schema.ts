/** The thank-you page's words (content/pages/<language>/thank-you.yaml): its heading and message are the forms' (content/pages/<language>/lead.yaml, content/lead.ts). */
import { z } from 'zod';
import { pageLink } from './parts';
import { pageSchema } from './schema';

export const thankYouPage = pageSchema('Thank you', {
  links: z.array(pageLink('Link')).meta({ title: 'Links', description: 'Where to go next; the first is the main button.' }),
});
