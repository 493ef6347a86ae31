/**
 * The frontmatter of a FAQ entry (content/faq/<language>/<name>.md; the body is the answer in
 * Markdown): checked at build by content-collections.ts and turned into the CMS's fields
 * (tooling/cms-config.ts), so the editor and the build read one schema. The file name is the
 * question's anchor on the page (#faq-cost); a Telugu or Hindi edition is the same file name under
 * te/ or hi/.
 */
import { z } from 'zod';
import { FIGURE_NAMES, type FigureName } from '../figure-names';
import { LOCALES, type Locale } from '@/lib/locale';

export const FAQ_LANGUAGES = LOCALES;
export type FaqLanguage = Locale;

/**
 * Where an entry is shown: the FAQ page's Top and General Questions, the standalone study-abroad
 * FAQ (on the FAQ page and the programs page), and the FAQ section of a page, by its route key (the
 * services page, the service pages with one, MBA, NEET, programs). The one list of places: the
 * schema's options, the pages that read entries and the tests all come from it.
 */
export const FAQ_SECTIONS = [
  'faq-top',
  'faq-general',
  'study-abroad',
  'services',
  'careerCounselling',
  'consultationService',
  'visaServices',
  'educationLoan',
  'scholarshipService',
  'mba',
  'neet',
  'program',
] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

/** The sections the Telugu and Hindi editions show (their FAQ, services and NEET pages): every entry of these has its editions. */
export const FAQ_EDITION_SECTIONS = ['faq-top', 'faq-general', 'study-abroad', 'services', 'neet'] as const satisfies readonly FaqSection[];

/** The icons an entry of the study-abroad FAQ may show (drawn by components/sections/study-abroad-faq.tsx). */
export const FAQ_ICONS = [
  'globe',
  'calendar',
  'pen',
  'wallet',
  'piggy-bank',
  'briefcase',
  'house',
  'file-check',
  'map',
  'award',
  'map-pin',
  'graduation-cap',
  'heart-pulse',
] as const;
export type FaqIcon = (typeof FAQ_ICONS)[number];

/**
 * The pages an answer's "read more" link may lead to: route keys (content/faq/entries.test.ts holds
 * it; this file does not import the routes, whose types are drawn from the content this schema checks).
 */
export const FAQ_LINK_PAGES = [
  'consultationService',
  'visaServices',
  'scholarshipService',
  'educationLoan',
  'careerCounselling',
  'travelAccommodation',
  'services',
  'countries',
  'contact',
  'about',
  'mbbs',
  'mba',
  'neet',
  'program',
  'nofee',
  'blog',
] as const;
export type FaqLinkPage = (typeof FAQ_LINK_PAGES)[number];

/** Figures an answer or question may name as {{name}}: the site's one list (content/figure-names.ts). */
export const FAQ_VALUES = FIGURE_NAMES;
export type FaqValue = FigureName;

/** File names are the question's anchor: lower-case words joined by hyphens. */
export const FAQ_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (what: string) =>
  z
    .string({ error: `${what} (text)` })
    .trim()
    .min(1, { error: `${what} (text)` });

export const faqFrontmatter = z
  .object({
    question: text('the question').meta({
      title: 'Question',
      description: 'As a student or parent would ask it. {{company}}, {{successRate}} and the other figures listed under the answer are filled in.',
    }),
    section: z.enum(FAQ_SECTIONS, { error: `one of ${FAQ_SECTIONS.join(', ')}` }).meta({
      title: 'Shown in',
      description:
        'faq-top: the FAQ page’s Top Questions; faq-general: its General Questions; study-abroad: the study-abroad FAQ (FAQ and programs pages); any other: the FAQ of that page (services, a service page, mba, neet, program).',
    }),
    order: z
      .number({ error: 'a whole number (the place in its section: 10, 20, 30 …)' })
      .int({ error: 'a whole number (the place in its section: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1 (the place in its section)' })
      .meta({ title: 'Order', description: 'The place in its section, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
    icon: z
      .enum(FAQ_ICONS, { error: `one of ${FAQ_ICONS.join(', ')}` })
      .optional()
      .meta({ title: 'Icon', description: 'Needed in the study-abroad FAQ, which shows one beside each question.' }),
    link: z
      .object({
        label: text('the link’s words').meta({ title: 'Link text' }),
        page: z.enum(FAQ_LINK_PAGES, { error: `one of ${FAQ_LINK_PAGES.join(', ')}` }).meta({ title: 'Page' }),
      })
      .strict()
      .optional()
      .meta({ title: 'Read more', description: 'A link to one of the site’s pages, shown under the answer (FAQ page only).' }),
  })
  .strict();

export type FaqFrontmatter = z.infer<typeof faqFrontmatter>;
