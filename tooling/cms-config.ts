/**
 * The content editor's configuration (Sveltia CMS, Decap-compatible), generated at build from the
 * same zod schemas the build checks: the articles' frontmatter (content/articles/schema.ts) and the
 * operator's facts (content/operator-schema.ts). Every field, its label and hint (the schemas'
 * `.meta()` titles and descriptions), whether it is required, its options and formats come from
 * there, so the editor can never offer what the build would refuse. scripts/postbuild.ts writes
 * the result to out/admin/config.json; tooling/cms-config.test.ts checks it against Sveltia's own
 * JSON schema and field by field against the zod schemas.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { ARTICLE_LANGUAGES, articleFrontmatter, SLUG } from '@/content/articles/schema';
import { FAQ_NAME, FAQ_VALUES, faqFrontmatter } from '@/content/faq/schema';
import { TESTIMONIAL_PAGES, testimonialFrontmatter } from '@/content/testimonials/schema';
import { operatorSchema } from '@/content/operator-schema';
import { ARTICLE_COMPONENTS } from '@/tooling/cms-editor-components';
import { factsCollection } from '@/tooling/cms-facts-collection';
import { dataCollectionsCms } from '@/tooling/cms-data-collections';
import { editionCollectionsCms } from '@/tooling/cms-edition-collections';
import { pagesCollection } from '@/tooling/cms-pages-collection';
import { fieldsOf, hintText, type CmsField, type FieldOptions, type RichTextButton } from '@/tooling/cms-fields';

export { fieldsOf, hintText, type CmsField, type FieldOptions, type RichTextButton };

/** A page's key (careerCounselling) shown by the page's own name, its English file's meta.label ("Career Counselling"). */
export function pageNameOption(key: string): { label: string; value: string } {
  const file = join(process.cwd(), 'content/pages/en', `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.yaml`);
  const label = (parse(readFileSync(file, 'utf8')) as { meta?: { label?: string } } | null)?.meta?.label;
  return { label: label ?? key, value: key };
}

/**
 * The article text's toolbar: only what tooling/article-markdown.ts compiles and
 * components/blog/article-body.tsx renders. Not offered: Heading 1 (the build refuses "# ": the
 * title is the heading), strikethrough and headings 4–6 (the page shows them as plain text), and
 * Sveltia's built-in image and code-block components (the page drops an inline image; a code block
 * would lose its lines). The site's four blocks are components of their own (ARTICLE_COMPONENTS).
 */
export const ARTICLE_BUTTONS: RichTextButton[] = ['bold', 'italic', 'code', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'];

/** An FAQ answer's toolbar: paragraphs and lists with bold, italic and links (compileAnswer). */
export const ANSWER_BUTTONS: RichTextButton[] = ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'];

/**
 * Where uploads go and how they are named: public/media/, published at /media/. Sveltia renames a
 * file as it saves it by the `slug` option below (ASCII, lower case, hyphens), so a phone photo
 * "IMG 2024 (1).JPG" becomes img-2024-1.jpg: an image path may not hold a space
 * (content/articles/schema.ts), and a name with one would stop the build.
 */
export const MEDIA_OPTIONS = {
  media_folder: 'public/media',
  public_folder: '/media',
  media_libraries: { default: { config: { slugify_filename: true } } },
  slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
} as const;

/** The photos an image field takes: the formats the build makes AVIF and WebP copies of (lib/responsive-images.ts). */
const RASTER_UPLOADS = 'image/avif,image/webp,image/png,image/jpeg';

/** Where the editor commits, from the build's environment (cmsSettingsFromEnv). */
export type CmsSettings = {
  /** owner/name of the operator's GitHub repository; undefined: not set yet. */
  repo?: string;
  branch: string;
  /** Origin of the OAuth client (Sveltia's sveltia-cms-auth worker, or https://api.netlify.com); undefined: token sign-in only. */
  authBaseUrl?: string;
  /** The editor's title on its sign-in page and browser tab. */
  appTitle?: string;
};

/**
 * Written as the repository while CMS_REPO is unset. GitHub account names cannot contain
 * underscores, so this can never name a real repository, and it says what to do.
 */
export const REPO_NOT_SET = 'CMS_REPO_NOT_SET/set-CMS_REPO-to-owner-and-name-at-build';

/** The build's environment → settings; throws, naming the variable, on a value GitHub would refuse. */
export function cmsSettingsFromEnv(env: Record<string, string | undefined> = process.env, appTitle?: string): CmsSettings {
  const repo = env.CMS_REPO?.trim() || undefined;
  if (repo && !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/.test(repo))
    throw new Error(`CMS_REPO="${repo}": the GitHub repository as owner/name, e.g. your-company/website`);
  const branch = env.CMS_BRANCH?.trim() || 'main';
  if (!/^[A-Za-z0-9._/-]+$/.test(branch) || branch.includes('..')) throw new Error(`CMS_BRANCH="${branch}": a branch name such as main`);
  const auth = env.CMS_AUTH_URL?.trim() || undefined;
  let authBaseUrl: string | undefined;
  if (auth) {
    const url = URL.canParse(auth) ? new URL(auth) : undefined;
    if (!url || url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash)
      throw new Error(`CMS_AUTH_URL="${auth}": the https origin of the sign-in worker, e.g. https://sveltia-cms-auth.your-account.workers.dev`);
    authBaseUrl = url.origin;
  }
  return { repo, branch, authBaseUrl, appTitle };
}

// ---------------------------------------------------------------------------------------------
// The configuration.

/** The body's hint: the directives of tooling/article-markdown.ts (written as the text to type, not as Markdown that the hint would render). */
const ARTICLE_BODY_HINT = hintText(
  'Markdown: the article starts with its opening paragraph; a line starting with "## " is a section heading ("### " a sub-section). Besides lists, links and tables, four blocks, ' +
    'each in the rich-text editor’s Insert menu (+): ' +
    ':::callout{tone="tip" title="…"} … ::: (a highlighted box; tone info, tip or warning), :::table{caption="…"} … ::: (a table with a caption), ' +
    ':::testimonial{name="…" role="…" rating="5"} … ::: (a quote), and ::offices on a line of its own (the office cards). ' +
    'Images: the cover image above; the text itself holds none. The build refuses a file it cannot read, naming the file and the problem.',
);

/** The article fields' translation modes: each language's file is a whole article. */
const ARTICLE_I18N: FieldOptions['i18n'] = {
  // Same day and form in every language, copied from the English article.
  date: 'duplicate',
  updated: 'duplicate',
  form: 'duplicate',
  related: 'duplicate',
  // Only the ten original English articles keep a fixed address.
  path: false,
};

/** The operator's facts the "Offices" entry edits (and "Settings" does not). */
export const OFFICE_FIELDS = ['offices'];

/** The FAQ entry fields' translation modes: each language's file is the whole entry; where it is shown is the English file's. */
const FAQ_I18N: FieldOptions['i18n'] = { section: 'duplicate', order: 'duplicate', icon: 'duplicate' };

/** The answer's hint: what compileAnswer (tooling/article-markdown.ts) takes, and the figures it fills in. */
const FAQ_ANSWER_HINT = hintText(
  'Markdown: paragraphs (a blank line between them) and lists, with bold, italic and links; no headings or tables. ' +
    `These figures are filled in from the settings: ${FAQ_VALUES.map((v) => `{{${v}}}`).join(', ')}. ` +
    'The build refuses a file it cannot read, naming the file and the problem.',
);

export type CmsConfig = Record<string, unknown> & { backend: Record<string, unknown>; collections: Record<string, unknown>[] };

/** The whole configuration: pure, from the schemas and the settings. */
export function cmsConfig(settings: CmsSettings): CmsConfig {
  const articleFields = fieldsOf(articleFrontmatter, '', {
    i18n: ARTICLE_I18N,
    defaultI18n: true,
    overrides: {
      description: { widget: 'text' },
      'cover.src': { widget: 'image', accept: `${RASTER_UPLOADS},image/svg+xml`, pattern: undefined },
      'faq.answer': { widget: 'text' },
    },
  });
  const operatorFields = fieldsOf(operatorSchema, '', {
    overrides: { 'company.description': { widget: 'text' }, 'offices.address': { widget: 'text' }, 'whatsapp.greeting': { widget: 'text' } },
  });
  // content/operator.json is edited in two entries, each field in one of them: the offices in
  // "Offices", everything else in "Settings". Each entry carries the other's fields as hidden
  // fields, so saving it writes them back as it read them.
  const hidden = (f: CmsField): CmsField => ({ name: f.name, label: f.label, widget: 'hidden' });
  const settingsFields = operatorFields.map((f) => (OFFICE_FIELDS.includes(f.name) ? hidden(f) : f));
  const officeFields = operatorFields.map((f) => (OFFICE_FIELDS.includes(f.name) ? f : hidden(f)));
  const testimonialFields = fieldsOf(testimonialFrontmatter, '', {
    defaultI18n: false,
    overrides: {
      photo: { widget: 'image', accept: RASTER_UPLOADS, pattern: undefined },
      pages: { options: TESTIMONIAL_PAGES.map(pageNameOption) },
    },
  });
  const faqFields = fieldsOf(faqFrontmatter, '', { i18n: FAQ_I18N, defaultI18n: true, overrides: { 'link.page': { i18n: 'duplicate' } } });
  const operatorMeta = z.globalRegistry.get(operatorSchema) as { title?: string; description?: string } | undefined;
  return {
    backend: {
      name: 'github',
      repo: settings.repo ?? REPO_NOT_SET,
      branch: settings.branch,
      ...(settings.authBaseUrl ? { base_url: settings.authBaseUrl } : { auth_methods: ['token'] }),
    },
    ...(settings.appTitle && { app_title: settings.appTitle }),
    logo: { src: '/favicon.svg' },
    publish_mode: 'simple',
    ...MEDIA_OPTIONS,
    output: { omit_empty_optional_fields: true },
    i18n: { structure: 'multiple_folders', locales: [...ARTICLE_LANGUAGES], default_locale: 'en', initial_locales: 'default' },
    collections: [
      {
        name: 'articles',
        label: 'Articles',
        label_singular: 'Article',
        description: hintText('The blog: one Markdown file per article and language, content/articles/<language: en, te or hi>/<file name>.md.'),
        folder: 'content/articles',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        identifier_field: 'title',
        slug: {
          template: '{{title}}',
          editable: ['create'],
          hint: hintText('The file name, and the address /blog/<file name>/: lower-case words joined by hyphens. It cannot change once saved.'),
          pattern: [SLUG.source, 'lower-case words joined by hyphens, e.g. september-intake'],
        },
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title'],
        i18n: true,
        fields: [
          ...articleFields,
          {
            name: 'body',
            label: 'Article',
            widget: 'markdown',
            i18n: true,
            hint: ARTICLE_BODY_HINT,
            modes: ['raw', 'rich_text'],
            buttons: ARTICLE_BUTTONS,
            editor_components: [...ARTICLE_COMPONENTS],
          },
        ],
      },
      {
        name: 'testimonials',
        label: 'Testimonials',
        label_singular: 'Testimonial',
        description: hintText(
          'Students’ own words, with their consent: one file each, content/testimonials/<file name>.md; pages show them by their Order, smallest first, with the student’s photo if one is given. Mark an invented one as a sample: a release build refuses it.',
        ),
        folder: 'content/testimonials',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        identifier_field: 'name',
        summary: '{{order}}: {{name}} ({{role}})',
        sortable_fields: ['order', 'name'],
        i18n: false,
        fields: [...testimonialFields, { name: 'body', label: 'Quote', widget: 'text', hint: hintText('One paragraph, without quotation marks.') }],
      },
      {
        name: 'faq',
        label: 'FAQ entries',
        label_singular: 'FAQ entry',
        description: hintText(
          'The questions and answers of the FAQ page, the study-abroad FAQ and the FAQ sections of the services, service, MBA, NEET and programs pages: one Markdown file per question and language, content/faq/<language: en, te or hi>/<file name>.md. A section shows its questions by their order.',
        ),
        folder: 'content/faq',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        identifier_field: 'question',
        slug: {
          template: '{{section}}-{{question}}',
          editable: ['create'],
          hint: hintText(
            'The file name, and the question’s anchor on the page (#<file name>): lower-case words joined by hyphens. It cannot change once saved.',
          ),
          pattern: [FAQ_NAME.source, 'lower-case words joined by hyphens, e.g. faq-visa-rate'],
        },
        summary: '{{section}} {{order}}: {{question}}',
        sortable_fields: ['section', 'order', 'question'],
        i18n: true,
        fields: [
          ...faqFields,
          {
            name: 'body',
            label: 'Answer',
            widget: 'markdown',
            i18n: true,
            hint: FAQ_ANSWER_HINT,
            modes: ['raw', 'rich_text'],
            buttons: ANSWER_BUTTONS,
            editor_components: [],
          },
        ],
      },
      pagesCollection(),
      ...dataCollectionsCms(),
      {
        name: 'settings',
        label: 'Settings',
        description: operatorMeta?.description && hintText(operatorMeta.description),
        files: [
          {
            name: 'operator',
            label: operatorMeta?.title ?? 'Operator settings',
            file: 'content/operator.json',
            format: 'json',
            editor: { preview: false },
            fields: settingsFields,
          },
        ],
      },
      {
        name: 'offices',
        label: 'Offices',
        description: hintText(
          'The head office and the associate offices: name, address, phone, e-mail, map search and opening hours, as the footer, the contact page and the articles’ office cards show them. Saved in content/operator.json (the other facts are under Settings).',
        ),
        files: [
          {
            name: 'offices',
            label: 'Offices',
            file: 'content/operator.json',
            format: 'json',
            editor: { preview: false },
            fields: officeFields,
          },
        ],
      },
      factsCollection(),
      ...editionCollectionsCms(),
    ],
  };
}

/**
 * out/admin/config.json: the configuration as JSON, which Sveltia reads with the browser's own
 * parser (adminPageHtml names it with <link rel="cms-config-url" type="application/json">). As
 * YAML (Sveltia's own YAML parser, about 0.4 s in Node for 690 KB, four times that on the slow
 * phone), the sign-in showed about 2.5 s later after the file arrived (scripts/bench-admin.ts).
 */
export function cmsConfigJson(config: CmsConfig): string {
  return `${JSON.stringify(config)}\n`;
}
