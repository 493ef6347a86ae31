/**
 * The home page's words (content/pages/<language>/home.yaml). Icons, link targets and the counters'
 * figures are set once, in the English file; a figure inside words is named: {{studentsHelped}}.
 */
import { z } from 'zod';
import { iconName, pageSchema, shared, text } from './schema';

/** A page of the site by its route key (content/routes.ts): contact, about, mbbs, course:undergraduate/btech … */
export const routeKey = shared(
  z
    .string()
    .regex(/^[a-zA-Z][\w:./-]*$/, { error: 'a page’s route key, e.g. contact' })
    .meta({ title: 'Links to', description: 'The page’s route key (content/routes.ts): contact, about, mbbs, countries …' }),
);

const link = (title: string) => z.strictObject({ label: text('the button’s words').meta({ title: 'Words' }), to: routeKey }).meta({ title });

const section = { eyebrow: text('the small line above the heading').meta({ title: 'Eyebrow' }), title: text('the heading').meta({ title: 'Heading' }) };

const card = {
  title: text('the card’s heading').meta({ title: 'Heading' }),
  text: text('the card’s words').meta({ title: 'Text' }),
  icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' })),
};

/** The operator's figures a counter can count up to (content/operator.json `figures`). */
export const COUNTER_FIGURES = ['studentsHelped', 'partnerUniversities', 'successRate', 'countries', 'yearsOfExperience'] as const;

export const homePage = pageSchema('Home', {
  hero: z
    .strictObject({
      eyebrow: section.eyebrow,
      title: section.title,
      text: text('the introduction').meta({ title: 'Introduction' }),
      cta: link('Main button'),
      secondary: z
        .strictObject({ label: text('the button’s words').meta({ title: 'Words' }), hash: shared(z.string().regex(/^#[\w-]+$/)) })
        .meta({ title: 'Second button' }),
      badges: z.array(text('a badge')).meta({ title: 'Badges', description: 'Short lines over the picture; name a figure: {{studentsHelped}} Students.' }),
      imageAlt: z.string().meta({ title: 'Picture description', description: 'Empty when the picture only decorates.' }),
    })
    .meta({ title: 'Top of the page' }),
  programs: z
    .strictObject({
      id: shared(z.string().regex(/^[a-z-]+$/)),
      ...section,
      intro: text('the introduction').meta({ title: 'Introduction' }),
      linkLabel: text('the cards’ link words').meta({ title: 'Link words' }),
      cards: z
        .array(
          z
            .strictObject({
              to: routeKey,
              ...card,
              duration: text('the typical length').optional().meta({ title: 'Duration' }),
              highlight: text('a highlight').optional().meta({ title: 'Highlight', description: 'Shown as a tag, e.g. Permanent residency.' }),
            })
            .meta({ title: 'Programme' }),
        )
        .meta({ title: 'Programmes' }),
    })
    .meta({ title: 'Programmes' }),
  whyChoose: z
    .strictObject({
      ...section,
      intro: text('the introduction').meta({ title: 'Introduction' }),
      cards: z.array(z.strictObject(card).meta({ title: 'Reason' })).meta({ title: 'Reasons' }),
    })
    .meta({ title: 'Why choose us' }),
  counters: z
    .strictObject({
      title: section.title,
      intro: text('the introduction').meta({ title: 'Introduction' }),
      stats: z
        .array(
          z
            .strictObject({
              figure: shared(z.enum(COUNTER_FIGURES).meta({ title: 'Figure', description: 'Which of the figures in Settings it counts up to.' })),
              label: text('what the figure counts').meta({ title: 'Label' }),
            })
            .meta({ title: 'Counter' }),
        )
        .meta({ title: 'Counters' }),
    })
    .meta({ title: 'Results in numbers' }),
  consultation: z
    .strictObject({
      ...section,
      text: text('the section’s words').meta({ title: 'Text' }),
      points: z.array(text('a point')).meta({ title: 'Points' }),
      facts: z
        .array(
          z
            .strictObject({ value: text('the figure, as shown').meta({ title: 'Figure' }), label: text('what it is').meta({ title: 'Label' }) })
            .meta({ title: 'Fact' }),
        )
        .meta({ title: 'Facts' }),
      primary: link('Main button'),
      secondary: link('Second button'),
    })
    .meta({ title: 'Free consultation' }),
  engineering: z
    .strictObject({
      ...section,
      text: text('the section’s words').meta({ title: 'Text' }),
      points: z.array(text('a point')).meta({ title: 'Points' }),
      imageAlt: text('what the picture shows').meta({ title: 'Picture description' }),
      primary: link('Main button'),
      secondary: link('Second button'),
    })
    .meta({ title: 'Engineering' }),
  lifeCycle: z
    .strictObject({
      ...section,
      intro: text('the introduction').meta({ title: 'Introduction' }),
      stepLabel: text('the word before a step’s number').meta({ title: 'Step label' }),
      steps: z.array(z.strictObject(card).meta({ title: 'Step' })).meta({ title: 'Steps' }),
    })
    .meta({ title: 'How it works' }),
  commitment: z.strictObject({ ...section, intro: text('the introduction').meta({ title: 'Introduction' }) }).meta({ title: 'Our commitment' }),
  highlights: z
    .strictObject({
      title: section.title,
      intro: text('the introduction').meta({ title: 'Introduction' }),
      to: routeKey,
      cards: z
        .array(z.strictObject({ ...card, linkLabel: text('the card’s link words').meta({ title: 'Link words' }) }).meta({ title: 'Card' }))
        .meta({ title: 'Cards' }),
    })
    .meta({ title: 'Why families choose us' }),
  closing: z.strictObject({ title: section.title, text: text('the words').meta({ title: 'Text' }), cta: link('Button') }).meta({ title: 'Closing' }),
});
