/**
 * A course of the programs catalogue (content/courses/<language>/<id>.yaml): its card on /program
 * and its own page, /courses/<category>/<id> (the file's name, so a renamed course keeps its
 * address). The English file holds every field; a Telugu or Hindi file only the words it
 * translates. The name, the category, the icon and the optional students, placement and companies figures (our own count, not
 * an official statistic, shown only when filled) are set once, in the English file.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { DATA_ID, iconName, shared } from '@/content/data/schema';

const count = (what: string, shown: string) =>
  z
    .number({ error: `${what}: a whole number (shown as ${shown})` })
    .int({ error: `${what}: a whole number (shown as ${shown})` })
    .min(0, { error: `${what}: 0 or more` });

export const course = z.strictObject({
  name: shared(
    text('the course’s name').meta({
      title: 'Name',
      description: 'e.g. B.Tech. Its page is /courses/<category>/<file name>: renaming the course keeps its address.',
    }),
  ),
  category: shared(
    z
      .string({ error: 'the id of a category of the Programs page (undergraduate, postgraduate …)' })
      .regex(DATA_ID, { error: 'the id of a category of the Programs page (undergraduate, postgraduate …)' })
      .meta({ title: 'Category', description: 'The id of one of the Programs page’s categories: undergraduate, postgraduate, phd, mba …' }),
  ),
  order: shared(
    z
      .number({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .int({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1' })
      .meta({ title: 'Order', description: 'The card’s place in its category, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
  ),
  icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' })),
  duration: text('the course’s usual length').meta({ title: 'Duration', description: 'e.g. 4 years' }),
  specializations: z
    .array(text('a specialization'))
    .min(1, { error: 'at least one specialization' })
    .meta({ title: 'Specializations', description: 'The first three also make the page’s title.' }),
  stats: shared(
    z
      .strictObject({
        students: count('students', '5000+')
          .optional()
          .meta({ title: 'Students guided (at least)', description: 'Only if you have counted them: shown as 5000+, with “by our own count”.' }),
        placementPercent: count('placement', '95%')
          .max(100, { error: 'placement: a percentage, 0 to 100' })
          .optional()
          .meta({ title: 'Placement (%)', description: 'Only if you have counted it: shown as 95%, with “by our own count”.' }),
        companies: count('companies', '100+')
          .optional()
          .meta({ title: 'Hiring companies (at least)', description: 'Only if you have counted them: shown as 100+, with “by our own count”.' }),
      })
      .optional()
      .meta({
        title: 'Our figures',
        description:
          'Optional: the students we have guided into this course, their placement and the companies that hired them, by our own count. Leave empty what you have not counted: only what is filled is shown, with that note. The students of all courses together are at most the students helped in Settings.',
      }),
  ),
  description: text('one or two sentences about the course').meta({ title: 'Description', description: 'Shown on the card and the course’s page.' }),
  destinations: z
    .array(text('a country'))
    .min(1, { error: 'at least one country' })
    .meta({ title: 'Where to study', description: 'Countries where our students most often take this course.' }),
  eligibility: text('who can apply').meta({ title: 'Eligibility' }),
});

export type CourseFile = z.infer<typeof course>;
