/**
 * A NEET service (content/neet-services/<language>/<id>.yaml): a card of the /NEET page's carousel
 * and its details. The English file holds every field; a Telugu or Hindi file only the words it
 * translates (title, description, features, duration, who it is for). Its place, icon and price
 * file are set once, in the English file; the price itself lives in content/prices/<price>.yaml.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { DATA_ID, iconName, shared } from '@/content/data/schema';

export const neetService = z.strictObject({
  title: text('the service’s name').meta({ title: 'Title', description: 'The name on its card, e.g. NEET Exam Preparation.' }),
  order: shared(
    z
      .number({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .int({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1' })
      .meta({ title: 'Order', description: 'The card’s place in the row, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
  ),
  iconName: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. book-open-check.' })),
  price: shared(
    z
      .string({ error: 'the name of its price file in content/prices, e.g. neet-mock-tests' })
      .regex(DATA_ID, { error: 'the name of its price file in content/prices, e.g. neet-mock-tests' })
      .meta({
        title: 'Price file',
        description:
          'Its starting price: pick the entry from Prices (where the figure, whose it is and the month are set); saved as that file’s name, e.g. neet-mock-tests.',
      }),
  ),
  description: text('one sentence about the service').meta({ title: 'Description', description: 'One sentence shown on the card.' }),
  features: z
    .array(text('a feature'), { error: 'a list of what the service includes' })
    .min(1, { error: 'at least one feature' })
    .meta({ title: 'Features', description: 'What the service includes, one short line each.' }),
  duration: text('how long the service runs').meta({ title: 'Duration', description: 'e.g. 1-3 months.' }),
  targetAudience: text('who the service is for').meta({ title: 'Who it is for' }),
});

export type NeetServiceFile = z.infer<typeof neetService>;
