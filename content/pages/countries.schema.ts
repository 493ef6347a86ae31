/**
 * The /countries page's words (content/pages/<language>/countries.yaml), with the destination
 * picker's and the panels' labels that /MBA shares. The countries themselves are data files
 * (content/countries/). {country}, {query} and {count} are filled in by the page: a country's name,
 * the search text, the number of destinations.
 */
import { z } from 'zod';
import { TUITION_KINDS } from '@/content/countries/schema';
import { iconName, pageSchema, shared, text } from './schema';

/** A section's anchor (#destinations): links point at it, so it is set once, in English. */
export const anchor = shared(
  z
    .string()
    .regex(/^[a-z][a-z-]*$/, { error: 'lower-case words joined by hyphens, e.g. destinations' })
    .meta({ title: 'Anchor', description: 'The section’s address on the page (#destinations): links use it.' }),
);

export const section = {
  eyebrow: text('the small line above the heading').meta({ title: 'Eyebrow' }),
  title: text('the heading').meta({ title: 'Heading' }),
  intro: text('the introduction').meta({ title: 'Introduction' }),
};

/** A panel's heading with the country's name: "Study in {country}". */
export const panelTitle = text('the panel’s heading, with {country}')
  .refine((s) => s.includes('{country}'), { error: 'the heading names the country as {country}, e.g. Study in {country}' })
  .meta({ title: 'Panel heading', description: 'With {country} where the country’s name goes.' });

export const card = {
  title: text('the card’s heading').meta({ title: 'Heading' }),
  text: text('the card’s words').meta({ title: 'Text' }),
  icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' })),
};

const label = (title: string) => text(`the ${title} card’s label`).meta({ title });

export const countriesPage = pageSchema('Countries', {
  hero: z
    .strictObject({
      eyebrow: section.eyebrow,
      title: section.title,
      text: text('the introduction').meta({ title: 'Introduction', description: '{count} is the number of destinations.' }),
    })
    .meta({ title: 'Top of the page' }),
  explorer: z
    .strictObject({
      searchLabel: text('the search box’s name').meta({ title: 'Search label' }),
      searchPlaceholder: text('the search box’s hint').meta({ title: 'Search hint' }),
      exploreLabel: text('the button’s words').meta({ title: 'Explore button' }),
      tilesLabel: text('the tiles’ name for screen readers').meta({ title: 'Tiles label' }),
      noMatch: text('what the search says when nothing matches').meta({
        title: 'No match',
        description: '{query} is what was typed; {count} the number of destinations.',
      }),
      hint: text('the line under the tiles before a choice').meta({ title: 'Hint' }),
      counsellingLabel: text('the panel’s button').meta({ title: 'Panel button' }),
      duringStudies: text('the label').meta({ title: 'Work rights: during studies' }),
      afterGraduation: text('the label').meta({ title: 'Work rights: after graduation' }),
    })
    .meta({ title: 'Destination picker (also on /MBA)' }),
  labels: z
    .strictObject({
      universities: label('Universities'),
      avgTuition: label('Average Tuition'),
      duration: label('Program Duration'),
      intakeMonths: label('Intake Months'),
      topCourses: label('Popular Courses'),
      requirements: label('Requirements'),
      costOfLiving: label('Cost of Living'),
      workRights: label('Work Rights'),
    })
    .meta({ title: 'Panel cards' }),
  destinations: z
    .strictObject({
      id: anchor,
      title: section.title,
      intro: section.intro,
      panelTitle,
      tuitionKinds: z
        .strictObject(
          Object.fromEntries(
            TUITION_KINDS.filter((k) => k !== 'all').map((k) => [k, text(`who a ${k} estimate is for`).meta({ title: `For: ${k}` })]),
          ) as Record<Exclude<(typeof TUITION_KINDS)[number], 'all'>, ReturnType<typeof text>>,
        )
        .meta({ title: 'Tuition: who an estimate is for', description: 'Written after the figure: “at public universities”.' }),
    })
    .meta({ title: 'Destinations' }),
  courses: z
    .strictObject({
      id: anchor,
      ...section,
      feesNote: text('the note under each category').meta({ title: 'Fees note' }),
    })
    .meta({ title: 'Course categories' }),
  courseHelp: z
    .strictObject({
      title: section.title,
      text: text('the words').meta({ title: 'Text' }),
      cta: text('the button’s words').meta({ title: 'Button' }),
    })
    .meta({ title: 'Help choosing a course' }),
  commitment: z
    .strictObject({
      id: anchor,
      ...section,
      items: z.array(z.strictObject(card).meta({ title: 'Commitment' })).meta({ title: 'Commitments' }),
      cta: text('the button’s words').meta({ title: 'Button' }),
    })
    .meta({ title: 'Our commitment' }),
});
