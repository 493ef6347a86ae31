/**
 * The words of a service's own page, held by its service file (content/services/<language>/<id>.yaml,
 * field `subPage`): hero with key figures, features, process steps, testimonials and FAQ headings
 * (their entries are files of their own: content/testimonials/, content/faq/) and the closing call
 * to action. A figure is named ({{yearsOfExperience}}), never typed.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { iconName } from '@/content/data/schema';
import { unknownFigureMessage, unknownFigures } from '@/content/figure-names';

/** Words that may name figures ({{name}}): the build refuses a name the site does not know. */
export const words = (what: string) =>
  text(what).superRefine((value, ctx) => {
    for (const name of unknownFigures(value)) ctx.addIssue({ code: 'custom', message: unknownFigureMessage(name) });
  });

/** The service pages, in the order they are listed; each is also a route registry key (content/routes.ts). */
export const SERVICE_PAGE_KEYS = [
  'careerCounselling',
  'consultationService',
  'visaServices',
  'educationLoan',
  'scholarshipService',
  'travelAccommodation',
] as const;
export type ServicePageKey = (typeof SERVICE_PAGE_KEYS)[number];

const heading = {
  eyebrow: words('the small line above the heading').optional().meta({ title: 'Eyebrow', description: 'The small line above the heading.' }),
  title: words('the section’s heading').meta({ title: 'Heading' }),
  intro: words('the sentence under the heading').optional().meta({ title: 'Intro' }),
};

/** A section's heading, eyebrow and intro. */
export const sectionHeading = z.strictObject(heading).meta({ title: 'Section heading' });

/** An icon card: a feature of the service, or a step of its process. */
export const iconCard = z.strictObject({
  icon: iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' }),
  title: words('the card’s heading').meta({ title: 'Heading' }),
  description: words('one or two sentences').meta({ title: 'Text' }),
});

export const servicePage = z.strictObject({
  hero: z
    .strictObject({
      eyebrow: words('the small line above the heading').meta({ title: 'Eyebrow' }),
      title: words('the page’s main heading').meta({ title: 'Heading' }),
      text: words('the sentence under the heading').meta({ title: 'Text' }),
      ctaLabel: words('the button’s label').meta({ title: 'Button', description: 'Opens the contact page.' }),
      highlights: z
        .array(
          z.strictObject({
            value: words('the figure').meta({
              title: 'Figure',
              description: 'A figure from the settings by name, e.g. {{partnerUniversities}}, or a short phrase.',
            }),
            label: words('what the figure counts').meta({ title: 'Label' }),
          }),
        )
        .max(3, { error: 'at most three' })
        .meta({ title: 'Key figures', description: 'Up to three, under the hero text.' }),
    })
    .meta({ title: 'Top of the page' }),
  features: z.strictObject({ ...heading, items: z.array(iconCard).min(1).meta({ title: 'Features' }) }).meta({ title: 'What we do' }),
  process: z
    .strictObject({ ...heading, steps: z.array(iconCard).min(2).max(5).meta({ title: 'Steps', description: 'Two to five.' }) })
    .meta({ title: 'How it works' }),
  testimonials: sectionHeading
    .optional()
    .meta({ title: 'Testimonials heading', description: 'Leave empty for no testimonials section; the testimonials are their own files, listing this page.' }),
  faq: sectionHeading
    .optional()
    .meta({ title: 'FAQ heading', description: 'Leave empty for no FAQ; the questions are their own files (content/faq/), in this page’s section.' }),
  cta: z
    .strictObject({
      title: words('the closing heading').meta({ title: 'Heading' }),
      text: words('the closing sentence').meta({ title: 'Text' }),
      ctaLabel: words('the button’s label').meta({ title: 'Button', description: 'Opens the contact page.' }),
      secondaryLabel: words('the second button’s label').meta({ title: 'Second button', description: 'Opens the services overview.' }),
    })
    .meta({ title: 'Closing call to action' }),
});

export type ServicePageFile = z.infer<typeof servicePage>;
