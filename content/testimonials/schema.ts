/**
 * The frontmatter of a testimonial file (content/testimonials/<name>.md; the body is the quote):
 * checked at build by content-collections.ts. The fields' `.meta()` titles and descriptions are
 * what a content editor shows, so the editor and the build read one schema.
 */
import { z } from 'zod';
import { imageSrc } from '@/content/articles/schema';
import type { ServicePageKey } from '@/content/service-pages/shared';

/**
 * Where a testimonial can be shown: the service sub-pages with a testimonials section (by their
 * service page key) and the MBA page's success stories. The one list of places: the schema's
 * options, the pages that read testimonials and the tests all come from it.
 */
export const TESTIMONIAL_PAGES = [
  'careerCounselling',
  'consultationService',
  'visaServices',
  'educationLoan',
  'scholarshipService',
  'mba',
] as const satisfies readonly (ServicePageKey | 'mba')[];
export type TestimonialPage = (typeof TESTIMONIAL_PAGES)[number];

/** YAML reads an unquoted 2025-03-20 as a date; either way the file keeps the day as written. */
const day = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date({ error: 'a date written YYYY-MM-DD' }));

const text = (what: string) =>
  z
    .string({ error: `${what} (text)` })
    .trim()
    .min(1, { error: `${what} (text)` });

const places = `one of ${TESTIMONIAL_PAGES.join(', ')}`;

export const testimonialFrontmatter = z
  .object({
    name: text('the student’s name').meta({ title: 'Name', description: 'As the student agreed to be named, e.g. “Priya S.”.' }),
    role: text('the degree and country').meta({ title: 'Degree and country', description: 'For example “MS in Computer Science, USA”.' }),
    rating: z
      .number({ error: 'a whole number from 1 to 5' })
      .int({ error: 'a whole number from 1 to 5' })
      .min(1, { error: 'a whole number from 1 to 5' })
      .max(5, { error: 'a whole number from 1 to 5' })
      .default(5)
      .meta({ title: 'Rating', description: 'Stars out of 5 (1–5) the student gave; shown on the service pages.' }),
    sample: z.boolean({ error: 'true or false' }).default(false).meta({
      title: 'Sample',
      description: 'On for an invented testimonial, not a real student’s words: the page labels it “Sample” and a release build refuses it.',
    }),
    pages: z
      .array(z.enum(TESTIMONIAL_PAGES, { error: places }), { error: `a list of places, each ${places}` })
      .min(1, { error: `at least one place, ${places}` })
      .meta({ title: 'Shown on', description: 'The pages that show it: a service page with student stories, or mba.' }),
    order: z
      .number({ error: 'a whole number: smallest first' })
      .int({ error: 'a whole number: smallest first' })
      .min(1, { error: 'a whole number from 1: smallest first' })
      .meta({
        title: 'Order',
        description: 'Where it stands on its pages, smallest first. The testimonials use 10, 20, 30 … so a new one can go between (25).',
      }),
    photo: imageSrc.optional().meta({
      title: 'Photo',
      description:
        'Optional: the student’s photo, with their consent, shown small and round beside the name (a square crop, at least 416 px wide; smaller copies are made automatically). Without one the page shows their initials or nothing.',
    }),
    date: day.optional().meta({ title: 'Date', description: 'When the student gave these words and agreed to their use (not shown on the page).' }),
  })
  .strict();

export type TestimonialFrontmatter = z.infer<typeof testimonialFrontmatter>;
