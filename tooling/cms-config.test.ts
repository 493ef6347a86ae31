/**
 * @jest-environment node
 *
 * The content editor's configuration (tooling/cms-config.ts): valid for Sveltia CMS by its own JSON
 * schema, field for field the same as the zod schemas the build checks, and what it writes builds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { articleFrontmatter, ARTICLE_LANGUAGES, SLUG } from '@/content/articles/schema';
import { cmsConfig, cmsConfigJson, cmsSettingsFromEnv, REPO_NOT_SET, type CmsConfig, type CmsField } from '@/tooling/cms-config';
import { operatorSchema, schemaProblems } from '@/content/operator-schema';
import { TESTIMONIAL_PAGES, testimonialFrontmatter } from '@/content/testimonials/schema';
import { FAQ_LANGUAGES, FAQ_NAME, FAQ_SECTIONS, faqFrontmatter } from '@/content/faq/schema';
import { FACT_FIGURE_NAMES, FIGURE_NAMES, figuresIn } from '@/content/figure-names';
import { PAGES } from '@/content/pages/registry';

const root = process.cwd();

const preview = cmsConfig(cmsSettingsFromEnv({}, 'Fixture Overseas Consultants – content editor'));
const connected = cmsConfig(
  cmsSettingsFromEnv({ CMS_REPO: 'fixture-consultancy/website', CMS_BRANCH: 'live', CMS_AUTH_URL: 'https://auth.fixture-consultancy.test/' }),
);

const collection = (config: CmsConfig, name: string) => config.collections.find((c) => c.name === name)!;
const articleFields = (config = preview) => collection(config, 'articles').fields as CmsField[];
const testimonialFields = (config = preview) => collection(config, 'testimonials').fields as CmsField[];
const faqFields = (config = preview) => collection(config, 'faq').fields as CmsField[];
const settingsFields = (config = preview) => (collection(config, 'settings').files as { fields: CmsField[] }[])[0].fields;
const officeEntryFields = (config = preview) => (collection(config, 'offices').files as { fields: CmsField[] }[])[0].fields;
/** content/operator.json as the two entries edit it together: each field from the entry that does not hide it. */
const operatorFields = (config = preview) =>
  settingsFields(config).map((f) => (f.widget === 'hidden' ? officeEntryFields(config).find((o) => o.name === f.name)! : f));

/** A service page key's page label as its English page file gives it (career-counselling.yaml for careerCounselling). */
const pageWordsLabel = (key: string) =>
  (parse(readFileSync(`content/pages/en/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.yaml`, 'utf8')) as { meta: { label: string } }).meta.label;

describe("the editor's configuration is valid for Sveltia CMS", () => {
  // Sveltia's schema is draft-07 (Ajv's default class). It carries editor annotations that are not
  // JSON Schema keywords (markdownDescription, deprecationMessage): strict mode would reject the
  // schema itself, so `strict: false`. Its two formats are checked here rather than ignored.
  const schema = JSON.parse(readFileSync(join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'));
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    formats: {
      regex: (s: string) => {
        try {
          return Boolean(new RegExp(s));
        } catch {
          return false;
        }
      },
      uri: (s: string) => URL.canParse(s),
    },
  });
  const validate = ajv.compile(schema);
  const errors = () => (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).slice(0, 10);

  it.each([
    ['without CMS_REPO (a preview)', preview],
    ['with CMS_REPO, CMS_BRANCH and CMS_AUTH_URL', connected],
  ])('%s, as written to config.json', (_name, config) => {
    const written = JSON.parse(cmsConfigJson(config));
    expect(written).toEqual(JSON.parse(JSON.stringify(config)));
    expect(validate(written) ? [] : errors()).toEqual([]);
  });

  it('a NEET service picks its price from the Prices collection (a relation), saved as the price file’s name', () => {
    const price = (collection(preview, 'neetServices').fields as CmsField[]).find((f) => f.name === 'price')!;
    expect(price).toMatchObject({ widget: 'relation', collection: 'prices', value_field: '{{slug}}', display_fields: ['label'] });
    expect(price.pattern).toBeUndefined();
    const prices = collection(preview, 'prices');
    expect((prices.fields as CmsField[]).map((f) => f.name)).toContain('label');
  });

  it('labels no field by a bare key staff cannot read ("hash", "id"): each says what it does', () => {
    const bare: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}.${i}`));
      else if (value && typeof value === 'object') {
        const f = value as { name?: unknown; label?: unknown };
        if (typeof f.name === 'string' && f.label === f.name && ['hash', 'id'].includes(f.name)) bare.push(at);
        for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
      }
    };
    walk(preview.collections, 'collections');
    expect(bare).toEqual([]);
  });

  it('and the check bites: an option Sveltia does not know, or a widget without its options, is refused', () => {
    const unknownOption = structuredClone(preview);
    (unknownOption.backend as Record<string, unknown>).repository = 'x/y';
    expect(validate(unknownOption)).toBe(false);
    const selectWithoutOptions = structuredClone(preview);
    delete (selectWithoutOptions.collections[0].fields as CmsField[]).find((f) => f.name === 'form')!.options;
    expect(validate(selectWithoutOptions)).toBe(false);
  });
});

describe('where the editor commits (environment at build)', () => {
  it('without CMS_REPO names no real repository, and offers token sign-in only', () => {
    expect(preview.backend).toEqual({ name: 'github', repo: REPO_NOT_SET, branch: 'main', auth_methods: ['token'] });
    // GitHub account names cannot contain "_": this can never be somebody's repository.
    expect(REPO_NOT_SET.split('/')[0]).toMatch(/_/);
  });

  it("with CMS_REPO, CMS_BRANCH and CMS_AUTH_URL commits there and signs in through the operator's OAuth worker", () => {
    expect(connected.backend).toEqual({
      name: 'github',
      repo: 'fixture-consultancy/website',
      branch: 'live',
      base_url: 'https://auth.fixture-consultancy.test',
    });
  });

  it('refuses values GitHub would not take, naming the variable', () => {
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'https://github.com/a/b' })).toThrow(/CMS_REPO=.*owner\/name/);
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'a/b', CMS_BRANCH: 'x..y' })).toThrow(/CMS_BRANCH/);
    expect(() => cmsSettingsFromEnv({ CMS_REPO: 'a/b', CMS_AUTH_URL: 'http://auth.test' })).toThrow(/CMS_AUTH_URL/);
  });
});

// ---------------------------------------------------------------------------------------------
// The editor and the build agree. The zod schemas are read here through zod's own JSON Schema
// output (input side: what a file may hold), not through the generator's walk.

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: string[]; title?: string };
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every difference between an object schema and the editor's fields for it ([] when they agree). */
function disagreements(schema: JsonSchema, fields: CmsField[], path = '', extra: string[] = []): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(properties)) {
    const at = `${path}${name}`;
    const field = fields.find((f) => f.name === name);
    if (!field) {
      problems.push(`${at}: in the schema, not in the editor`);
      continue;
    }
    if ((field.required !== false) !== required.has(name))
      problems.push(`${at}: ${required.has(name) ? 'required' : 'optional'} in the schema, not in the editor`);
    if (property.title && field.label !== property.title) problems.push(`${at}: labelled "${field.label}", the schema's title is "${property.title}"`);
    const options = property.enum ?? property.items?.enum;
    if (options || field.options) {
      const values = field.options?.map((o) => (typeof o === 'string' ? o : o.value));
      if (JSON.stringify(values) !== JSON.stringify(options)) problems.push(`${at}: options ${JSON.stringify(values)} ≠ ${JSON.stringify(options)}`);
      if (Boolean(field.multiple) !== (property.type === 'array')) problems.push(`${at}: multiple choice in one, not the other`);
    } else if (property.type === 'object') {
      if (field.widget !== 'object') problems.push(`${at}: an object in the schema, a ${field.widget} in the editor`);
      else problems.push(...disagreements(property, field.fields ?? [], `${at}.`));
    } else if (property.type === 'array') {
      if (field.widget !== 'list') problems.push(`${at}: a list in the schema, a ${field.widget} in the editor`);
      else if (property.items?.type === 'object') problems.push(...disagreements(property.items, field.fields ?? [], `${at}[].`));
      else if (!field.field) problems.push(`${at}: a list of values in the schema, not in the editor`);
    } else if (field.fields || field.field) problems.push(`${at}: a single value in the schema, not in the editor`);
  }
  for (const field of fields)
    if (!(field.name in properties) && !extra.includes(field.name)) problems.push(`${path}${field.name}: in the editor, not in the schema`);
  return problems;
}

describe('the editor and the build agree, field for field', () => {
  it('articles: every frontmatter field, required or optional as the schema says, with the same options; the body is the file’s Markdown', () => {
    expect(disagreements(jsonSchemaOf(articleFrontmatter), articleFields(), '', ['body'])).toEqual([]);
    expect(articleFields().find((f) => f.name === 'body')).toMatchObject({ widget: 'markdown' });
    expect(articleFields().find((f) => f.name === 'form')?.options).toEqual(articleFrontmatter.shape.form.unwrap().options);
  });

  it('testimonials: every frontmatter field, the pages a testimonial is shown on as the schema’s places; the body is the quote', () => {
    expect(disagreements(jsonSchemaOf(testimonialFrontmatter), testimonialFields(), '', ['body'])).toEqual([]);
    // Shown by the pages' own names (their English file's label), saved as the schema's keys.
    const pages = testimonialFields().find((f) => f.name === 'pages')!;
    expect(pages).toMatchObject({ widget: 'select', multiple: true });
    expect(pages.options).toEqual(TESTIMONIAL_PAGES.map((key) => ({ label: pageWordsLabel(key), value: key })));
    expect(pages.options!.every((o) => typeof o === 'object' && o.label !== o.value)).toBe(true);
  });

  it('FAQ entries: every frontmatter field, the sections as the schema’s places; where an entry is shown is the English file’s; the body is the answer', () => {
    expect(disagreements(jsonSchemaOf(faqFrontmatter), faqFields(), '', ['body'])).toEqual([]);
    const field = (name: string) => faqFields().find((f) => f.name === name)!;
    expect(field('section')).toMatchObject({ widget: 'select', options: [...FAQ_SECTIONS], i18n: 'duplicate' });
    expect(field('order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, i18n: 'duplicate' });
    expect(field('question').i18n).toBe(true);
    expect(field('link').fields?.map((f) => [f.name, f.i18n])).toEqual([
      ['label', true],
      ['page', 'duplicate'],
    ]);
    expect(field('body')).toMatchObject({ widget: 'markdown', i18n: true });
    expect(collection(preview, 'faq')).toMatchObject({ folder: 'content/faq', i18n: true, slug: { pattern: [FAQ_NAME.source, expect.any(String)] } });
  });

  it('settings and offices: every fact of content/operator.json, each edited in one of the two entries and kept as read by the other', () => {
    expect(disagreements(jsonSchemaOf(operatorSchema), operatorFields())).toEqual([]);
    const names = (fields: CmsField[]) => fields.map((f) => f.name);
    expect(names(officeEntryFields())).toEqual(names(settingsFields()));
    for (const [i, setting] of settingsFields().entries()) {
      const office = officeEntryFields()[i];
      expect([setting.name, [setting.widget, office.widget].filter((w) => w === 'hidden').length]).toEqual([setting.name, 1]);
    }
    expect(
      officeEntryFields()
        .filter((f) => f.widget !== 'hidden')
        .map((f) => f.name),
    ).toEqual(['offices']);
    expect(collection(preview, 'offices').files).toEqual([expect.objectContaining({ file: 'content/operator.json', format: 'json' })]);
    const offices = operatorFields().find((f) => f.name === 'offices')!;
    expect(offices).toMatchObject({ widget: 'list', min: 1 });
    expect(offices.fields?.find((f) => f.name === 'kind')?.options).toEqual(['head', 'associate']);
  });

  it('and the comparison bites: a missing field, a flipped required, other options or an unknown field are each reported', () => {
    const schema = jsonSchemaOf(articleFrontmatter);
    const changed = (change: (fields: CmsField[]) => CmsField[]) => disagreements(schema, change(structuredClone(articleFields())), '', ['body']);
    expect(changed((fs) => fs.filter((f) => f.name !== 'date'))).toEqual(['date: in the schema, not in the editor']);
    expect(changed((fs) => fs.map((f) => (f.name === 'author' ? { ...f, required: undefined } : f)))).toEqual([
      'author: optional in the schema, not in the editor',
    ]);
    expect(changed((fs) => fs.map((f) => (f.name === 'form' ? { ...f, options: f.options!.slice(1) } : f)))).toHaveLength(1);
    expect(changed((fs) => [...fs, { name: 'subtitle', label: 'Subtitle', widget: 'string' }])).toEqual(['subtitle: in the editor, not in the schema']);
    expect(
      changed((fs) =>
        fs.map((f) => (f.name === 'cover' ? { ...f, fields: f.fields!.map((s) => (s.name === 'alt' ? { ...s, required: false as const } : s)) } : f)),
      ),
    ).toEqual(['cover.alt: required in the schema, not in the editor']);
  });

  it('figures in words (Page words): each phrase of the schema, in English, Telugu and Hindi, its hint naming only figures the build knows', () => {
    const pages = collection(preview, 'pages') as unknown as { files: { name: string; file: string; i18n: boolean; fields: CmsField[] }[] };
    const entry = pages.files.find((f) => f.name === 'figure-words')!;
    expect(entry).toMatchObject({ file: 'content/pages/{{locale}}/figure-words.yaml', i18n: true });
    expect(disagreements(jsonSchemaOf(PAGES['figure-words']), entry.fields)).toEqual([]);
    const leaves = (fields: CmsField[], path = ''): [string, CmsField][] =>
      fields.flatMap((f) => (f.fields ? leaves(f.fields, `${path}${f.name}.`) : [[`${path}${f.name}`, f] as [string, CmsField]]));
    // Every word is the language's own: nothing set once in English.
    expect(leaves(entry.fields).filter(([, f]) => f.i18n !== true)).toEqual([]);
    // A phrase built from facts tells staff which figures to name; every name a hint gives is one the build accepts.
    const hinted = (field: CmsField) => figuresIn(field.hint ?? '');
    const phrases = leaves(entry.fields).filter(([path]) => !/^(meta|periods|prices|worldDirectory)\./.test(path));
    expect(phrases.length).toBeGreaterThan(0);
    for (const [path, field] of phrases) expect([path, hinted(field).some((n) => (FACT_FIGURE_NAMES as readonly string[]).includes(n))]).toEqual([path, true]);
    for (const [path, field] of leaves(entry.fields))
      expect([path, hinted(field).filter((n) => !(FIGURE_NAMES as readonly string[]).includes(n))]).toEqual([path, []]);
  });

  it('dates are date pickers writing YYYY-MM-DD; fixed addresses and related file names carry the schema’s pattern', () => {
    for (const name of ['date', 'updated'])
      expect(articleFields().find((f) => f.name === name)).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    expect(articleFields().find((f) => f.name === 'related')?.field?.pattern?.[0]).toBe(SLUG.source);
    expect(
      articleFields()
        .find((f) => f.name === 'cover')
        ?.fields?.find((f) => f.name === 'src'),
    ).toMatchObject({ widget: 'image' });
  });

  it("labels come from the schemas' titles, hints from their descriptions, with < > & as character references (Sveltia drops what looks like a tag)", () => {
    expect(articleFields().find((f) => f.name === 'path')?.hint).toBe('Leave empty: new articles are published at /blog/&lt;file name&gt;/.');
    expect(
      operatorFields()
        .find((f) => f.name === 'company')
        ?.fields?.find((f) => f.name === 'description'),
    ).toMatchObject({ widget: 'text', maxlength: 300 });
  });
});

describe('uploads', () => {
  it('are renamed to safe names as they are saved (a phone photo with spaces), which the image path the build checks accepts', () => {
    expect(preview).toMatchObject({
      media_folder: 'public/media',
      public_folder: '/media',
      media_libraries: { default: { config: { slugify_filename: true } } },
      // Sveltia renames by the global slug options: ASCII, lower case (its default), other characters a hyphen.
      slug: { encoding: 'ascii', sanitize_replacement: '-' },
    });
    expect(preview.slug).not.toHaveProperty('lowercase', false);
    const cover = (src: string) => articleFrontmatter.shape.cover.unwrap().shape.src.safeParse(src);
    const phone = 'IMG 2024 (1).JPG';
    expect(cover(`/media/${phone}`).error?.issues[0].message).toMatch(/no spaces.*rename the file/);
    const [name, extension] = [phone.replace(/\.[^.]+$/, ''), phone.split('.').pop()!];
    expect(cover(`/media/${slugOf(name)}.${extension.toLowerCase()}`).success).toBe(true);
  });
});

describe("the settings' web addresses", () => {
  const fixture = JSON.parse(readFileSync(join(root, 'config/operator.fixture.json'), 'utf8'));
  /** The settings' fields that are web addresses, with their dotted paths. */
  const urlFields = (fields: CmsField[], prefix = ''): [string, CmsField][] =>
    fields.flatMap((f) =>
      f.widget === 'object' ? urlFields(f.fields!, `${prefix}${f.name}.`) : f.type === 'url' ? [[`${prefix}${f.name}`, f] as [string, CmsField]] : [],
    );
  const withValue = (path: string, value: string) => {
    const facts = structuredClone(fixture);
    const keys = path.split('.');
    keys.slice(0, -1).reduce((o, k) => o[k], facts)[keys.at(-1)!] = value;
    return facts;
  };
  const CANDIDATES = [
    'http://www.your-domain.in',
    'https://www.your-domain.in/',
    'https://www.your-domain.in',
    'https://www.facebook.com/your-page',
    'www.your-domain.in',
  ];

  it('refuse in the editor, before saving, exactly what the build refuses (http://, and a trailing slash on the site address)', () => {
    const fields = urlFields(operatorFields());
    expect(fields.map(([path]) => path)).toEqual(expect.arrayContaining(['siteUrl', 'crmUrl', 'bookingUrl', 'social.facebook']));
    for (const [path, field] of fields) {
      expect([path, field.pattern?.[1]]).toEqual([path, expect.stringMatching(/https:\/\//)]);
      const editorTakes = new RegExp(field.pattern![0]);
      for (const value of CANDIDATES) {
        const buildTakes = !schemaProblems(withValue(path, value)).some((p) => p.startsWith(`${path}:`));
        expect([path, value, editorTakes.test(value)]).toEqual([path, value, buildTakes]);
      }
    }
    const site = fields.find(([path]) => path === 'siteUrl')![1];
    expect(new RegExp(site.pattern![0]).test('https://www.your-domain.in/')).toBe(false);
    expect(site.pattern![1]).toMatch(/no \/ at the end/);
    expect(new RegExp(fields.find(([path]) => path === 'crmUrl')![1].pattern![0]).test('http://crm.your-domain.in/')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// What the editor writes: a new entry with only its required fields filled, as Sveltia saves it
// (optional fields left empty are not written: output.omit_empty_optional_fields; a default is).

const DEFAULT_LOCALE = 'en';

function sample(field: CmsField, locale: string): unknown {
  switch (field.widget) {
    case 'string':
    case 'text':
      if (field.pattern) throw new Error(`${field.name}: no sample for a patterned field`);
      return `${field.label} (${locale})`;
    case 'datetime':
      return '2026-11-20';
    case 'select':
      return field.multiple ? [field.options![0]] : (field.default ?? field.options![0]);
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return false;
    case 'image':
      return '/media/sample.webp';
    case 'object':
      return written(field.fields!, locale);
    case 'list':
      return Array.from({ length: field.min ?? 0 }, () => (field.fields ? written(field.fields, locale) : sample(field.field!, locale)));
    case 'markdown':
      return 'An opening paragraph.\n\n## A section\n\nText.';
  }
}

/** The values of a new entry's file in one language: required fields filled, defaults kept. */
function written(fields: CmsField[], locale: string, inDefault?: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.required === false && field.default === undefined) continue;
    if (locale !== DEFAULT_LOCALE && inDefault) {
      if (!field.i18n) continue; // not translatable: only in the default language's file
      if (field.i18n === 'duplicate') {
        if (field.name in inDefault) data[field.name] = inDefault[field.name];
        continue;
      }
    }
    data[field.name] = sample(field, locale);
  }
  return data;
}

/** Sveltia's slug for a title: ASCII, lower case, other characters replaced by hyphens, trimmed. */
const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

describe('what the editor writes, with only the required fields filled, passes the build', () => {
  jest.setTimeout(60_000);

  it('an article in English, Telugu and Hindi: each file passes the schema and content-collections builds the three', () => {
    const fields = articleFields();
    const en = written(fields, 'en');
    const slug = slugOf(String(en.title));
    expect(slug).toMatch(SLUG);
    const files = ARTICLE_LANGUAGES.map((locale) => {
      const { body, ...frontmatter } = locale === 'en' ? en : written(fields, locale, en);
      expect(articleFrontmatter.safeParse(frontmatter).error?.issues ?? []).toEqual([]);
      return { file: `${locale}/${slug}.md`, text: `---\n${stringify(frontmatter)}---\n\n${body}\n` };
    });

    const scratch = join(root, '.content-collections');
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(join(scratch, 'cms-test-'));
    try {
      for (const { file, text } of files) {
        mkdirSync(join(dir, 'articles', file.split('/')[0]), { recursive: true });
        writeFileSync(join(dir, 'articles', file), text);
      }
      const config = join(dir, 'content-collections.ts');
      writeFileSync(
        config,
        `import { defineConfig } from '@content-collections/core';\nimport { articleCollection } from '${join(root, 'content-collections')}';\nexport default defineConfig({ content: [articleCollection('articles')] });\n`,
      );
      const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
      expect(`${run.stdout}\n${run.stderr}`).toMatch(/1 collection and 3 documents/);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a FAQ entry in English, Telugu and Hindi: each file passes the schema and content-collections builds the three', () => {
    const fields = faqFields();
    // The answer as typed in the editor: a paragraph and a list (the sample for articles has a heading, which an answer may not).
    const answer = 'An answer with **bold** and a [link](/contact).\n\n- a point\n- another';
    const en: Record<string, unknown> = { ...written(fields, 'en'), body: answer };
    const slug = slugOf(`${en.section}-${en.question}`);
    expect(slug).toMatch(FAQ_NAME);
    const files = FAQ_LANGUAGES.map((locale) => {
      const { body, ...frontmatter } = locale === 'en' ? en : { ...written(fields, locale, en), body: answer };
      expect(faqFrontmatter.safeParse(frontmatter).error?.issues ?? []).toEqual([]);
      return { file: `${locale}/${slug}.md`, text: `---\n${stringify(frontmatter)}---\n\n${body}\n` };
    });
    const scratch = join(root, '.content-collections');
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(join(scratch, 'cms-test-'));
    try {
      for (const { file, text } of files) {
        mkdirSync(join(dir, 'faq', file.split('/')[0]), { recursive: true });
        writeFileSync(join(dir, 'faq', file), text);
      }
      const config = join(dir, 'content-collections.ts');
      writeFileSync(
        config,
        `import { defineConfig } from '@content-collections/core';\nimport { faqCollection } from '${join(root, 'content-collections')}';\nexport default defineConfig({ content: [faqCollection('faq')] });\n`,
      );
      const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
      expect(`${run.stdout}\n${run.stderr}`).toMatch(/1 collection and 3 documents/);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the settings: content/operator.json as the editor writes it from a complete set of facts (the fixture's) passes the operator schema", () => {
    const fixture = JSON.parse(readFileSync(join(root, 'config/operator.fixture.json'), 'utf8'));
    /** The fixture's values as typed into the editor's fields; optional ones left empty. */
    const typed = (fields: CmsField[], values: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(
        fields
          .filter((f) => f.required !== false)
          .map((f) => {
            const value = values[f.name];
            if (f.widget === 'object') return [f.name, typed(f.fields!, value as Record<string, unknown>)];
            if (f.widget === 'list' && f.fields) return [f.name, (value as Record<string, unknown>[]).map((item) => typed(f.fields!, item))];
            if (f.pattern) expect(String(value)).toMatch(new RegExp(f.pattern[0]));
            return [f.name, value];
          }),
      );
    const file = JSON.parse(JSON.stringify(typed(operatorFields(), fixture), null, 2));
    expect(file).not.toHaveProperty('editions');
    expect(schemaProblems(file)).toEqual([]);
    expect(operatorSchema.safeParse(file).success).toBe(true);
  });
});
