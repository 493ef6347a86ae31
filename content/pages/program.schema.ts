/**
 * The programs catalogue's words (content/pages/<language>/program.yaml): the page's sections, its
 * categories (the tabs) and the words of every course page. The courses themselves are files of
 * their own (content/courses/); the questions are FAQ entries (content/faq/, section "program").
 */
import { z } from 'zod';
import { iconName, pageSchema, shared, text } from './schema';

const heading = {
  title: text('the heading').meta({ title: 'Heading' }),
  intro: text('the introduction').meta({ title: 'Introduction' }),
};

const icon = shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' }));

const card = z
  .strictObject({ icon, title: text('the card’s heading').meta({ title: 'Heading' }), text: text('the card’s words').meta({ title: 'Text' }) })
  .meta({ title: 'Card' });

/** A category's accent colour (components/programs/program-icon.tsx gives its classes). */
export const PROGRAM_COLORS = ['blue', 'emerald', 'violet', 'amber'] as const;

export const programPage = pageSchema('Programs catalogue', {
  seoHeading: text('the catalogue’s hidden heading').meta({
    title: 'Hidden heading',
    description: 'Read by search engines and screen readers only; the hero’s title stays the visible one.',
  }),
  hero: z
    .strictObject({
      eyebrow: text('the small line above the title').meta({ title: 'Eyebrow' }),
      title: text('the page’s visible title').meta({ title: 'Title' }),
      text: text('the introduction').meta({ title: 'Introduction' }),
      browse: z
        .strictObject({ label: text('the button’s words').meta({ title: 'Words' }), hash: shared(z.string().regex(/^#[\w-]+$/)) })
        .meta({ title: 'Browse button' }),
      consultation: text('the consultation button’s words').meta({ title: 'Consultation button' }),
    })
    .meta({ title: 'Top of the page' }),
  catalogue: z
    .strictObject({
      id: shared(z.string().regex(/^[a-z-]+$/)),
      tabsLabel: text('the tab bar’s name, for screen readers').meta({ title: 'Tab bar name' }),
      viewCourse: text('the card’s link words').meta({ title: 'Link to the course' }),
    })
    .meta({ title: 'Catalogue' }),
  categories: z
    .array(
      z
        .strictObject({
          id: shared(
            z
              .string()
              .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'lower-case words joined by hyphens: it is part of each course’s address' })
              .meta({ title: 'Id', description: 'Part of each course page’s address, /courses/<id>/…: changing it moves those pages.' }),
          ),
          title: text('the tab’s words').meta({ title: 'Tab label' }),
          icon,
          color: shared(z.enum(PROGRAM_COLORS, { error: `one of ${PROGRAM_COLORS.join(', ')}` }).meta({ title: 'Colour' })),
          description: text('one sentence about the category').meta({ title: 'Description' }),
        })
        .meta({ title: 'Category' }),
    )
    .min(1)
    .meta({ title: 'Categories', description: 'The tabs, in order; each course names its category by id.' }),
  statLabels: z
    .strictObject({
      duration: text('a label').meta({ title: 'Duration' }),
      specializations: text('a label').meta({ title: 'Specializations' }),
      students: text('a label').meta({ title: 'Students' }),
      placement: text('a label').meta({ title: 'Placement' }),
      companies: text('a label').meta({ title: 'Companies' }),
      note: text('whose figures they are').meta({ title: 'Note under the figures', description: 'Says the figures are our own count.' }),
    })
    .meta({ title: 'Labels of a course’s figures' }),
  faq: z.strictObject(heading).meta({ title: 'Questions', description: 'The questions are FAQ entries of the section “program”.' }),
  process: z.strictObject({ ...heading, steps: z.array(card).meta({ title: 'Steps' }) }).meta({ title: 'Application process' }),
  whyChoose: z.strictObject({ ...heading, points: z.array(card).meta({ title: 'Points' }) }).meta({ title: 'Why choose us' }),
  coursePage: z
    .strictObject({
      eyebrow: text('the line above the title').meta({ title: 'Eyebrow', description: '{category} is the category’s tab label.' }),
      title: text('the title').meta({ title: 'Title', description: '{course} is the course’s name.' }),
      compareCountries: text('the link’s words').meta({ title: 'Link to the countries' }),
      specializationsTitle: text('a heading').meta({ title: 'Specializations heading' }),
      destinationsTitle: text('a heading').meta({ title: 'Where to study heading' }),
      destinationsIntro: text('the introduction').meta({ title: 'Where to study introduction' }),
      eligibilityTitle: text('a heading').meta({ title: 'Eligibility heading' }),
      cta: text('the button’s words').meta({ title: 'Consultation button' }),
      ctaTitle: text('the heading').meta({ title: 'Closing heading' }),
      ctaText: text('the words').meta({ title: 'Closing text' }),
      back: text('the link’s words').meta({ title: 'Back link' }),
      metaTitle: text('the page title').meta({
        title: 'Page title',
        description: '{course} is the course’s name, {specializations} its first three specializations.',
      }),
      metaDescription: text('the page description').meta({
        title: 'Page description',
        description: '{course}, {duration}, {specializations} are the course’s; {placement} and {companies} our figures.',
      }),
      metaKeyword: text('a keyword').meta({ title: 'Page keyword', description: '{course} is the course’s name; its specializations are keywords too.' }),
      summary: text('the course in one line').meta({
        title: 'One-line summary',
        description: 'For search engines’ course listing: {course}, {duration}, {specializations}.',
      }),
    })
    .meta({ title: 'Each course’s page' }),
});
