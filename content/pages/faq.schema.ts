/**
 * The FAQ page's words (content/pages/<language>/faq.yaml) around its questions (content/faq/), and
 * the heading of the section on studying abroad (also on the programme page). The phone number and
 * e-mail address come from the operator's settings.
 */
import { z } from 'zod';
import { heroWithButton } from './parts';
import { pageSchema, text } from './schema';

const words = (title: string, hint: string) => text(hint).meta({ title });

const card = (title: string) =>
  z
    .strictObject({
      title: words('Heading', 'the card’s heading'),
      detail: words('Detail', 'the card’s words'),
      action: words('Link words', 'the card’s link words'),
    })
    .meta({ title });

export const faqPage = pageSchema('FAQ', {
  hero: heroWithButton,
  questions: z
    .strictObject({
      title: words('Heading', 'the heading'),
      intro: words('Introduction', 'the introduction'),
      top: words('Top questions', 'the first group’s heading'),
      general: words('General questions', 'the second group’s heading'),
    })
    .meta({ title: 'Questions' }),
  contact: z
    .strictObject({
      title: words('Heading', 'the heading'),
      intro: words('Introduction', 'the introduction'),
      cards: z
        .strictObject({
          email: card('E-mail card'),
          phone: z
            .strictObject({ title: words('Heading', 'the card’s heading'), action: words('Link words', 'the card’s link words') })
            .meta({ title: 'Phone card' }),
          contact: card('Contact card'),
        })
        .meta({ title: 'Cards' }),
    })
    .meta({ title: 'Still have questions' }),
  booking: z
    .strictObject({ title: words('Heading', 'the heading'), text: words('Text', 'the words'), label: words('Button', 'the button’s words') })
    .meta({ title: 'Booking' }),
  studyAbroad: z
    .strictObject({ title: words('Heading', 'the heading'), intro: words('Introduction', 'the introduction') })
    .meta({ title: 'Studying abroad questions', description: 'The heading of the section of questions on studying abroad (also on the programme page).' }),
});
