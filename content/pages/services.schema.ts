/**
 * The /services overview's words (content/pages/<language>/services.yaml): hero, statistics strip,
 * the grid's headings and labels (the services themselves are files: content/services/), the FAQ's
 * heading (its questions are files: content/faq/), the Additional Support cards and the closing call
 * to action. A figure is named ({{partnerUniversities}}), never typed; icons are set in English.
 */
import { z } from 'zod';
import { iconName, pageSchema, shared, text } from './schema';

const heading = {
  eyebrow: text('the small line above the heading').meta({ title: 'Eyebrow' }),
  title: text('the heading').meta({ title: 'Heading' }),
  intro: text('the sentence under the heading').meta({ title: 'Intro' }),
};

export const servicesPage = pageSchema('Services', {
  hero: z
    .strictObject({
      eyebrow: heading.eyebrow,
      title: heading.title,
      text: text('the introduction').meta({ title: 'Introduction' }),
      primaryLabel: text('the button’s words').meta({ title: 'Main button', description: 'Scrolls to the services.' }),
      secondaryLabel: text('the button’s words').meta({ title: 'Second button', description: 'Opens the contact page.' }),
    })
    .meta({ title: 'Top of the page' }),
  stats: z
    .strictObject({
      title: text('the strip’s heading, read by screen readers').meta({ title: 'Heading (for screen readers)' }),
      items: z
        .array(
          z
            .strictObject({
              value: text('the figure').meta({
                title: 'Figure',
                description: 'A figure from Settings by name, e.g. {{partnerUniversities}}, or a short phrase such as 24/7.',
              }),
              label: text('what the figure counts').meta({ title: 'Label', description: 'Plainly what it is: no “massive”, no “endless”.' }),
            })
            .meta({ title: 'Statistic' }),
        )
        .min(1)
        .max(4)
        .meta({ title: 'Statistics' }),
    })
    .meta({ title: 'Statistics strip' }),
  catalogue: z
    .strictObject({
      ...heading,
      learnMoreLabel: text('the button’s words').meta({ title: 'Learn More button' }),
      learnMorePrefix: text('the words before a service’s name').meta({
        title: 'Learn More, as read out',
        description: 'Screen readers hear this and the service’s name, e.g. “Learn More about Visa Assistance”.',
      }),
      featuresHeading: text('the heading of the features list').meta({ title: 'Features heading (dialog)' }),
      getStartedLabel: text('the button’s words').meta({ title: 'Get Started button (dialog)', description: 'Opens the contact page.' }),
    })
    .meta({ title: 'Services grid' }),
  faq: z.strictObject(heading).meta({ title: 'FAQ heading', description: 'The questions are FAQ entries in the “services” section.' }),
  support: z
    .strictObject({
      ...heading,
      cards: z
        .array(
          z
            .strictObject({
              icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. plane.' })),
              title: text('the card’s heading').meta({ title: 'Heading' }),
              description: text('the card’s words').meta({ title: 'Text' }),
            })
            .meta({ title: 'Card' }),
        )
        .min(1)
        .meta({ title: 'Cards' }),
    })
    .meta({ title: 'Additional Support' }),
  closing: z
    .strictObject({
      title: heading.title,
      text: text('the closing sentence').meta({ title: 'Text' }),
      ctaLabel: text('the button’s words').meta({ title: 'Button', description: 'Opens the contact page.' }),
    })
    .meta({ title: 'Closing call to action' }),
});
