/**
 * The Australia immigration page's words (content/pages/<language>/ausimmigration.yaml). A figure
 * in a visa card's points is named ({{skilledPassMark}}) and its card names the same figure as its
 * source, shown under the points with its date and official page.
 */
import { z } from 'zod';
import { FIGURE_NAMES } from '@/content/figure-names';
import { routeKey } from './home.schema';
import { iconName, pageSchema, shared, text } from './schema';

const icon = shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' }));
const eyebrow = text('the small line above the heading').meta({ title: 'Eyebrow' });
const title = text('the heading').meta({ title: 'Heading' });
const intro = text('the introduction').meta({ title: 'Introduction' });
const card = z.strictObject({ icon, title, text: text('the card’s words').meta({ title: 'Text' }) }).meta({ title: 'Card' });

/** A button: to a page of the site, or to the contact form with the subject it fills in. */
const action = z
  .strictObject({
    label: text('the button’s words').meta({ title: 'Words' }),
    to: routeKey.optional(),
    contactSubject: text('the subject the contact form starts with').optional().meta({ title: 'Contact form subject' }),
  })
  .refine((a) => (a.to === undefined) !== (a.contactSubject === undefined), { error: 'either a page (Links to) or a contact form subject, not both' })
  .meta({ title: 'Button' });

export const ausimmigrationPage = pageSchema('Australia immigration', {
  hero: z
    .strictObject({ eyebrow, title, text: intro, consultation: action, badges: z.array(text('a badge')).meta({ title: 'Badges' }) })
    .meta({ title: 'Top of the page' }),
  whyChoose: z.strictObject({ eyebrow, title, intro, cards: z.array(card).meta({ title: 'Cards' }) }).meta({ title: 'Why Australia' }),
  process: z.strictObject({ eyebrow, title, intro, steps: z.array(card).meta({ title: 'Steps' }) }).meta({ title: 'Process' }),
  visas: z
    .strictObject({
      id: shared(z.string().regex(/^[a-z-]+$/)),
      eyebrow,
      title,
      intro,
      cards: z
        .array(
          z
            .strictObject({
              id: shared(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
              icon,
              title,
              text: text('the card’s words').meta({ title: 'Text' }),
              points: z.array(text('a point')).meta({ title: 'Points', description: 'Name a figure: A pass mark of {{skilledPassMark}} points.' }),
              source: shared(
                z
                  .enum(FIGURE_NAMES)
                  .optional()
                  .meta({ title: 'Source of the figure', description: 'The figure named in the points, whose date and official page are shown under them.' }),
              ),
              action,
            })
            .meta({ title: 'Visa' }),
        )
        .meta({ title: 'Visas' }),
    })
    .meta({ title: 'Visas' }),
  living: z.strictObject({ eyebrow, title, intro, cards: z.array(card).meta({ title: 'Cards' }) }).meta({ title: 'Living in Australia' }),
  closing: z
    .strictObject({
      title,
      text: text('the words').meta({ title: 'Text' }),
      book: text('the button’s words').meta({ title: 'Book button' }),
      call: text('the button’s words').meta({ title: 'Call button' }),
    })
    .meta({ title: 'Closing' }),
});
