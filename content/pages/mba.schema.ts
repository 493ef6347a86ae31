/**
 * The /MBA page's words (content/pages/<language>/mba.yaml): the specializations, the panels'
 * labels, the benefits and the section headings. The destinations' MBA facts are fields of the
 * country files (content/countries/); the picker's words are the countries page's. A
 * specialization's fees are a price file (content/prices/<fees>.yaml), named here.
 */
import { z } from 'zod';
import { DATA_ID } from '@/content/data/schema';
import { anchor, card, panelTitle, section } from './countries.schema';
import { pageSchema, shared, text } from './schema';

const label = (title: string) => text(`the ${title} tile’s label`).meta({ title });
const list = (what: string, title: string) => z.array(text(what)).min(1, { error: 'at least one' }).meta({ title });

export const mbaPage = pageSchema('MBA', {
  hero: z
    .strictObject({ eyebrow: section.eyebrow, title: section.title, text: text('the introduction').meta({ title: 'Introduction' }) })
    .meta({ title: 'Top of the page' }),
  specializations: z
    .strictObject({
      id: anchor,
      ...section,
      labels: z
        .strictObject({
          duration: text('the label').meta({ title: 'Duration' }),
          fees: text('the label').meta({ title: 'Fees' }),
          careers: text('the label').meta({ title: 'Career prospects' }),
          features: text('the label').meta({ title: 'Key features' }),
          about: text('the word joining the button to the title').meta({
            title: 'Button’s hidden words',
            description: '“about”: screen readers hear “Learn More about Finance”.',
          }),
        })
        .meta({ title: 'Labels' }),
      cta: text('the button’s words').meta({ title: 'Button' }),
      items: z
        .array(
          z
            .strictObject({
              title: card.title,
              description: text('what it covers').meta({ title: 'Description' }),
              duration: text('the typical length').meta({ title: 'Duration' }),
              fees: shared(
                z
                  .string()
                  .regex(DATA_ID, { error: 'a price file’s name, e.g. mba-finance-fees' })
                  .meta({ title: 'Fees (price file)', description: 'The price file in Prices that holds its fees: mba-finance-fees.' }),
              ),
              careers: list('a career', 'Career prospects'),
              features: list('a feature', 'Key features'),
              icon: card.icon,
            })
            .meta({ title: 'Specialization' }),
        )
        .meta({ title: 'Specializations' }),
    })
    .meta({ title: 'Specializations' }),
  labels: z
    .strictObject({
      universities: label('Top Universities'),
      avgTuition: label('Tuition'),
      duration: label('Program Duration'),
      intakeMonths: label('Intake Months'),
      specializations: label('Popular Specializations'),
      requirements: label('Requirements'),
      costOfLiving: label('Cost of Living'),
      workRights: label('Work Rights'),
    })
    .meta({ title: 'Panel tiles' }),
  destinations: z
    .strictObject({
      id: anchor,
      title: section.title,
      intro: section.intro,
      panelTitle,
      tuition: text('the Tuition tile’s words').meta({ title: 'Tuition tile', description: 'Who sets an MBA’s fee.' }),
    })
    .meta({ title: 'Destinations' }),
  benefits: z
    .strictObject({
      id: anchor,
      title: section.title,
      items: z.array(z.strictObject(card).meta({ title: 'Benefit' })).meta({ title: 'Benefits' }),
    })
    .meta({ title: 'Why an MBA abroad' }),
  stories: z.strictObject({ id: anchor, eyebrow: section.eyebrow, title: section.title }).meta({ title: 'Success stories' }),
  faqs: z.strictObject({ id: anchor, title: section.title }).meta({ title: 'Questions' }),
  closing: z
    .strictObject({
      title: section.title,
      text: text('the words').meta({ title: 'Text' }),
      cta: text('the button’s words').meta({ title: 'Button' }),
    })
    .meta({ title: 'Closing' }),
});
