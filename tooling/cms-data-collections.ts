/**
 * The editor's collections for the data files (content/data/collections.ts): one form per item,
 * its fields generated from the collection's zod schema as the articles' are (tooling/cms-config.ts).
 * A collection with languages is edited in English, Telugu and Hindi side by side; a field marked
 * `shared()` (a fee, a count, a link, a photo) is shown and saved in English only (`i18n: false`:
 * Sveltia writes it to the English file alone), its words in each language.
 */
import type { z } from 'zod';
import { DATA_COLLECTIONS } from '@/content/data/collections';
import { DATA_ID, isImageField, isShared } from '@/content/data/schema';
import { fieldsOf, hintText, type CmsField, type FieldOptions } from '@/tooling/cms-fields';

/** The image types the upload pipeline reads (lib/responsive-images.ts) and SVG drawings. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/svg+xml';

/** Fields that name an item of another collection by its file name: chosen from that collection's items by their title. */
const RELATIONS: Record<string, Record<string, { collection: string; title: string }>> = {
  neetServices: { price: { collection: 'prices', title: 'label' } },
};

/** Fields of more than one line: a multi-line box. */
const MULTILINE = new Set(['summary', 'description', 'text', 'answer']);

type DataCollection = (typeof DATA_COLLECTIONS)[number];

function dataFields({ name, schema, languages }: DataCollection): CmsField[] {
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  const options: FieldOptions = { overrides: {} };
  for (const [key, field] of Object.entries(shape)) {
    if (isImageField(field)) options.overrides![key] = { widget: 'image', accept: IMAGE_ACCEPT, pattern: undefined };
    else if (MULTILINE.has(key)) options.overrides![key] = { widget: 'text' };
    const relation = RELATIONS[name]?.[key];
    if (relation)
      options.overrides![key] = {
        widget: 'relation',
        collection: relation.collection,
        value_field: '{{slug}}',
        display_fields: [relation.title],
        search_fields: [relation.title],
        pattern: undefined,
      };
  }
  if (languages) options.i18n = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, !isShared(field)]));
  return fieldsOf(schema, '', options);
}

/** The title field of an item: its name, label or title. */
const titleOf = (fields: CmsField[]) => (fields.find((f) => ['name', 'label', 'title'].includes(f.name)) ?? fields[0]).name;

export function dataCollectionsCms(): Record<string, unknown>[] {
  return DATA_COLLECTIONS.map((collection) => {
    const fields = dataFields(collection);
    const title = titleOf(fields);
    const where = collection.languages ? `${collection.directory}/<language: en, te or hi>/<file name>.yaml` : `${collection.directory}/<file name>.yaml`;
    return {
      name: collection.name,
      label: collection.label,
      label_singular: collection.labelSingular,
      description: hintText(`${collection.description} Saved as ${where}.`),
      folder: collection.directory,
      extension: 'yaml',
      format: 'yaml',
      create: true,
      identifier_field: title,
      slug: {
        template: `{{${title}}}`,
        editable: ['create'],
        hint: hintText('The file name: lower-case words joined by hyphens. It cannot change once saved.'),
        pattern: [DATA_ID.source, 'lower-case words joined by hyphens, e.g. can-tho'],
      },
      summary: `{{${title}}}`,
      ...(fields.some((f) => f.name === 'order') && { sortable_fields: ['order', title] }),
      i18n: collection.languages,
      fields,
    };
  });
}
