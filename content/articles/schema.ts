/**
 * The frontmatter of an article file (content/articles/<language>/<slug>.md): checked at build by
 * content-collections.ts and turned into the CMS's fields (tooling/cms-config.ts), so the editor
 * and the build read one schema.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/locale';
import { RASTER_EXTENSIONS, VARIANT_PREFIX } from '@/lib/responsive-images';

export const ARTICLE_LANGUAGES = LOCALES;
export type ArticleLanguage = Locale;

/** The consultation form's dropdown pairs (content/articles/forms.ts). */
export const ARTICLE_FORMS = ['general', 'mbbs', 'mbbs-wide', 'mbbs-vietnam', 'guide', 'funding', 'hyderabad', 'masters'] as const;
export type ArticleForm = (typeof ARTICLE_FORMS)[number];

/** File names are the article's address: lower case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** YAML reads an unquoted 2025-03-20 as a date; either way the article keeps the day as written. */
export const day = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date({ error: 'a date written YYYY-MM-DD' }));

/**
 * An image the site can publish: an upload (/media/, not one of the resized copies the build makes
 * in /media/_r/) or a committed drawing (/images/); a raster the pipeline reads or an SVG.
 */
export const IMAGE_EXTENSIONS = [...RASTER_EXTENSIONS, 'svg'];
export const IMAGE_PATH = new RegExp(`^(?!.*/\\.\\.?/)(?!${VARIANT_PREFIX})/(media|images)/[^\\s?#]+\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/**
 * An image's path as a file gives it (an article's cover, a testimonial's photo). The editor names
 * uploads safely (tooling/cms-config.ts, MEDIA_OPTIONS); the message says what to do with a file
 * added another way, such as a phone photo "IMG 2024 (1).jpg" with spaces in its name.
 */
export const imageSrc = z.string().regex(IMAGE_PATH, {
  error: `an uploaded image under /media/ (or /images/), a ${IMAGE_EXTENSIONS.join(', ')} file whose name has no spaces, ? or #: rename the file in public/media/ (e.g. img-2024-1.jpg, lower case with hyphens) and choose it again`,
});

export const text = (what: string) =>
  z
    .string({ error: `${what} (text)` })
    .trim()
    .min(1, { error: `${what} (text)` });

export const articleFrontmatter = z
  .object({
    title: text('the article’s heading').meta({ title: 'Title', description: 'The heading and the page title (about 50–70 characters).' }),
    description: text('a one- or two-sentence summary').meta({
      title: 'Description',
      description: 'Shown on the blog listing and in search results (about 120–160 characters).',
    }),
    date: day.meta({ title: 'Publication date' }),
    updated: day.optional().meta({ title: 'Last updated', description: 'Set when the article is revised.' }),
    author: text('the author’s name').optional().meta({ title: 'Author', description: 'Leave empty to show the company.' }),
    tags: z.array(text('a tag')).default([]).meta({ title: 'Tags', description: 'Topics such as MBBS, loans, masters: related articles share a tag.' }),
    keywords: z.array(text('a keyword')).optional().meta({ title: 'Search keywords', description: 'Leave empty to use the tags.' }),
    cover: z
      .object({
        // An upload under /media/ is published as AVIF and WebP at the layout's widths
        // (lib/responsive-images.ts); an SVG as it is.
        src: imageSrc.meta({
          title: 'Image',
          description: 'Upload a photo at least 1536 px wide (1200 × 630 proportions): smaller sizes are made automatically.',
        }),
        alt: text('what the image shows, for people who cannot see it').meta({ title: 'Alternative text' }),
      })
      .strict()
      .optional()
      .meta({ title: 'Cover image' }),
    faq: z
      .array(z.object({ question: text('a question').meta({ title: 'Question' }), answer: text('its answer').meta({ title: 'Answer' }) }).strict())
      .optional()
      .meta({ title: 'Questions and answers', description: 'Shown after the article and given to search engines as an FAQ.' }),
    form: z
      .enum(ARTICLE_FORMS, { error: `one of ${ARTICLE_FORMS.join(', ')}` })
      .default('general')
      .meta({ title: 'Enquiry form', description: 'Which destination and intake lists the article’s form offers.' }),
    path: z
      .string()
      .regex(/^\/blog\d+$/, { error: 'an address such as /blog3 (only the ten articles of the original site have one)' })
      .optional()
      .meta({ title: 'Fixed address', description: 'Leave empty: new articles are published at /blog/<file name>/.' }),
    related: z.array(z.string().regex(SLUG)).optional().meta({ title: 'Related articles', description: 'File names; leave empty to choose by tag.' }),
  })
  .strict();

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;
