/**
 * The /NEET page's words (content/pages/<language>/neet.yaml). The services are their own files
 * (content/neet-services/), the questions are FAQ entries (content/faq/, section neet); icons and the
 * articles it links to are set once, in the English file.
 */
import { z } from 'zod';
import { iconName, pageSchema, shared, text } from './schema';

const section = {
  eyebrow: text('the small line above the heading').meta({ title: 'Eyebrow' }),
  title: text('the heading').meta({ title: 'Heading' }),
  intro: text('the introduction').meta({ title: 'Introduction' }),
};

export const neetPage = pageSchema('NEET services', {
  hero: z
    .strictObject({
      eyebrow: section.eyebrow,
      title: section.title,
      text: text('the introduction').meta({ title: 'Introduction' }),
      primary: text('the button’s words').meta({ title: 'Main button', description: 'It opens the contact page: the free consultation.' }),
      secondary: text('the button’s words').meta({ title: 'Second button', description: 'It scrolls to the services.' }),
      badges: z.array(text('a badge')).meta({ title: 'Badges', description: 'Short lines under the introduction.' }),
    })
    .meta({ title: 'Top of the page' }),
  services: z
    .strictObject({
      ...section,
      labels: z
        .strictObject({
          carousel: text('the row’s name for screen readers').meta({ title: 'Name of the row (screen readers)' }),
          pause: text('the pause button’s words').meta({ title: 'Pause button' }),
          play: text('the resume button’s words').meta({ title: 'Resume button' }),
          select: text('the line asking to pick a service').meta({ title: 'Pick-a-service line' }),
          detailsHeading: text('the line above a service’s name in its details').meta({ title: 'Details heading' }),
          features: text('a label').meta({ title: 'Features label' }),
          duration: text('a label').meta({ title: 'Duration label' }),
          cost: text('a label').meta({ title: 'Cost label' }),
          targetAudience: text('a label').meta({ title: 'Who-it-is-for label' }),
        })
        .meta({ title: 'Labels of the service row' }),
    })
    .meta({ title: 'Services', description: 'The services themselves are in NEET services; their prices in Prices.' }),
  timeline: z
    .strictObject({
      ...section,
      steps: z
        .array(
          z
            .strictObject({
              months: text('the months, e.g. June-December').meta({ title: 'Months' }),
              title: text('the step’s heading').meta({ title: 'Heading' }),
              tasks: z.array(text('a task')).min(1, { error: 'at least one task' }).meta({ title: 'Tasks' }),
            })
            .meta({ title: 'Step' }),
        )
        .min(1, { error: 'at least one step' })
        .meta({ title: 'Steps' }),
    })
    .meta({ title: 'Preparation timeline' }),
  whyChoose: z
    .strictObject({
      eyebrow: section.eyebrow,
      title: section.title,
      cards: z
        .array(
          z
            .strictObject({
              icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. user-check.' })),
              title: text('the card’s heading').meta({ title: 'Heading' }),
              text: text('the card’s words').meta({ title: 'Text' }),
            })
            .meta({ title: 'Reason' }),
        )
        .meta({ title: 'Reasons' }),
    })
    .meta({ title: 'Why choose us' }),
  faq: z
    .strictObject({ title: section.title, intro: section.intro })
    .meta({ title: 'Questions', description: 'The questions are FAQ entries of the section “neet”.' }),
  blog: z
    .strictObject({
      title: section.title,
      intro: section.intro,
      readMore: text('the cards’ link words').meta({ title: 'Link words' }),
      posts: shared(
        z
          .array(
            z.string().regex(/^blog(\d+|\/[a-z0-9]+(-[a-z0-9]+)*)$/, { error: 'an article’s address without the slash, e.g. blog3 or blog/september-intake' }),
          )
          .min(1, { error: 'at least one article' })
          .meta({ title: 'Articles', description: 'The articles’ addresses without the slash, in order: blog3, blog1 …' }),
      ),
    })
    .meta({ title: 'From the blog' }),
  closing: z
    .strictObject({
      title: section.title,
      text: text('the words').meta({ title: 'Text' }),
      cta: text('the button’s words').meta({ title: 'Button', description: 'It opens the contact page: the free consultation.' }),
    })
    .meta({ title: 'Closing' }),
});
