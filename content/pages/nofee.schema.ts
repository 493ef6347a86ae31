/** The free-consultation page's words (content/pages/<language>/nofee.yaml). */
import { z } from 'zod';
import { eyebrow, heading, iconCard, intro, words } from './parts';
import { pageSchema, text } from './schema';

const cards = (section: string, card: string) =>
  z.strictObject({ eyebrow, title: heading, intro, items: z.array(iconCard(card)).meta({ title: `${card}s` }) }).meta({ title: section });

export const nofeePage = pageSchema('Free consultation', {
  bookingSubject: text('the subject the Book buttons fill into the contact form').meta({
    title: 'Booking subject',
    description: 'Filled into the contact form’s Subject when a visitor presses Book.',
  }),
  hero: z
    .strictObject({
      eyebrow,
      title: heading,
      text: words('the introduction', 'Introduction'),
      bookLabel: words('the Book button’s words', 'Book button'),
      badges: z.array(text('a badge')).meta({ title: 'Badges' }),
    })
    .meta({ title: 'Top of the page' }),
  covers: cards('What it covers', 'Topic'),
  audience: cards('Who it is for', 'Visitor'),
  steps: cards('How it works', 'Step'),
  closing: z
    .strictObject({ title: heading, text: words('the closing words'), bookLabel: words('the Book button’s words', 'Book button') })
    .meta({ title: 'Closing' }),
});
