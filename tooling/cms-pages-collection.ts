/**
 * The editor's "Page words" (tooling/cms-config.ts includes it): one form per page
 * (content/pages/registry.ts), English, Telugu and Hindi side by side, its fields generated from the
 * page's schema. A field marked `shared()` (an icon, a link target) is set in English only: at the
 * top of a page it is not translated (`i18n: false`); inside a list of cards the editor copies it
 * to each language (`duplicate`), and the site reads the English one.
 */
import type { z } from 'zod';
import { PAGES } from '@/content/pages/registry';
import { sharedPaths } from '@/content/pages/schema';
import { fieldsOf, hintText, type FieldOptions } from '@/tooling/cms-fields';

/** Fields of more than one line: a multi-line box. */
const MULTILINE = /(^|\.)(description|text|intro|summary|answer|body|note)$/;

function pageFields(schema: z.ZodObject) {
  const options: FieldOptions = { defaultI18n: true, overrides: {}, i18n: {} };
  for (const path of sharedPaths(schema)) {
    if (path.includes('.')) options.overrides![path] = { i18n: 'duplicate' };
    else options.i18n![path] = false;
  }
  const fields = fieldsOf(schema, '', options);
  // Multi-line boxes for the longer words, at any depth.
  const widen = (list: typeof fields, prefix = ''): typeof fields =>
    list.map((f) => {
      const path = `${prefix}${f.name}`;
      const nested = f.fields ? { fields: widen(f.fields, `${path}.`) } : {};
      return { ...f, ...nested, ...(f.widget === 'string' && MULTILINE.test(path) && { widget: 'text' }) };
    });
  return widen(fields);
}

const titleOf = (schema: z.ZodType, id: string) => (schema.meta() as { title?: string } | undefined)?.title ?? id;

/** The "Page words" collection: a file collection, one entry per page, in three languages. */
export function pagesCollection(): Record<string, unknown> {
  return {
    name: 'pages',
    label: 'Page words',
    label_singular: 'Page',
    description: hintText(
      'Each page’s title, description and keywords (what search engines show) and its headings, introductions, labels and buttons, in English, Telugu and Hindi: content/pages/<language>/<page>.yaml. A Telugu or Hindi field left empty shows the English words, listed for the reviewer; a page with a Telugu or Hindi file is published in that language. A figure is named, never typed: {{successRate}}, {{countries}} … (the list is in the articles’ hint).',
    ),
    format: 'yaml',
    i18n: true,
    files: Object.entries(PAGES).map(([id, schema]) => ({
      name: id,
      label: titleOf(schema, id),
      file: `content/pages/{{locale}}/${id}.yaml`,
      format: 'yaml',
      i18n: true,
      editor: { preview: false },
      fields: pageFields(schema as z.ZodObject),
    })),
  };
}
