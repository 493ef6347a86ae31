/**
 * A service of the /services overview (content/services/<language>/<id>.yaml): its card, the words
 * of its Learn More dialog and, when it has one, its own page under /services/ (`page`, the route's
 * key, and `subPage`, every word of that page). The English file holds every field; a Telugu or
 * Hindi file only the words it translates. Its order, icon, colour and page are set once, in the
 * English file (the service pages are English only). A figure in the words is named ({{partnerUniversities}}), never typed: the page
 * fills it in from the operator's settings.
 */
import { z } from 'zod';
import { iconName, shared } from '@/content/data/schema';
import { SERVICE_PAGE_KEYS, servicePage, words } from '@/content/service-pages/schema';

/** The colours of a card's icon tile (components/services/service-colours.ts draws each). */
export const SERVICE_COLOURS = [
  'blue',
  'indigo',
  'sky',
  'violet',
  'amber',
  'emerald',
  'cyan',
  'rose',
  'lime',
  'ocean',
  'fuchsia',
  'teal',
  'orange',
  'slate',
] as const;
export type ServiceColour = (typeof SERVICE_COLOURS)[number];

export const service = z.strictObject({
  title: words('the service’s name').meta({ title: 'Title', description: 'The name on the card and the heading of its dialog.' }),
  order: shared(
    z
      .number({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .int({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1' })
      .meta({ title: 'Order', description: 'The card’s place on the page, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
  ),
  icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' })),
  colour: shared(z.enum(SERVICE_COLOURS, { error: `one of ${SERVICE_COLOURS.join(', ')}` }).meta({ title: 'Icon colour' })),
  description: words('one or two sentences for the card').meta({ title: 'Description', description: 'One or two sentences shown on the card.' }),
  details: words('what the service does, for its dialog').meta({
    title: 'Details',
    description: 'The paragraph of the Learn More dialog: what we do, plainly. No promise of a seat, an offer or a visa.',
  }),
  features: z
    .array(words('a feature'))
    .min(3, { error: 'at least three features' })
    .meta({ title: 'Key features', description: 'The dialog’s list: three to five short lines.' }),
  page: shared(
    z
      .enum(SERVICE_PAGE_KEYS, { error: `one of ${SERVICE_PAGE_KEYS.join(', ')}` })
      .optional()
      .meta({ title: 'Its own page', description: 'The service page the dialog links to, when the service has one (its address is in the route registry).' }),
  ),
  // English only while the service pages are (the editions have none): no Telugu or Hindi file gives it.
  subPage: shared(
    servicePage.optional().meta({ title: 'Its own page’s words', description: 'Every word of the service’s own page; only with “Its own page”.' }),
  ),
});

export type ServiceFile = z.infer<typeof service>;
