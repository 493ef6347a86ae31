/**
 * The editor's "Facts" (tooling/cms-config.ts includes it): a folder collection of content/facts/,
 * one entry per country or authority, so staff add a country's facts file, and add or remove a fact
 * in it, without code. A file lists its facts; each is one of three kinds (Sveltia's list `types`,
 * saved as `shape`), one per shape of value the site reads: a number, words, or named numbers. The
 * other fields come from content/facts/schema.ts. Facts are not translated: one value for every language.
 */
import { FACT_SHAPES, factEntrySchema, FACTS_FILE, factPart, factSchema, factsFileSchema, type FactShapeName } from '@/content/facts/schema';
import { fieldsOf, hintText, type CmsField } from '@/tooling/cms-fields';

/** An editor field; a number may have decimals here (a rate), which the other collections do not offer. */
type FactField = Omit<CmsField, 'value_type' | 'fields'> & { value_type?: 'int' | 'float'; fields?: FactField[] };

const VALUE_HINT = 'The figure as the official page states it; change it together with “Checked on” (and “In effect from” when the rule changed).';

/** The value's field for each kind of fact. */
function valueField(shape: FactShapeName): FactField {
  const common = { name: 'value', label: 'Value', hint: hintText(VALUE_HINT) };
  if (shape === 'number') return { ...common, widget: 'number', value_type: 'float', min: 0 };
  if (shape === 'word') return { ...common, widget: 'string' };
  const [part] = fieldsOf(factPart.pick({ part: true }));
  return {
    ...common,
    hint: hintText(`${VALUE_HINT} Each number has a name that pages use ({{postStudy.degree}}), e.g. degree 24 and phd 36.`),
    widget: 'list',
    label_singular: 'Number',
    summary: '{{fields.part}}: {{fields.number}}',
    min: 1,
    fields: [part, { name: 'number', label: 'Number', widget: 'number', value_type: 'float', min: 0 }],
  };
}

/** One kind of fact: its key, its value, then the schema's fields (made for each kind: each form gets fields of its own). */
function factType(shape: FactShapeName): Record<string, unknown> {
  const [key] = fieldsOf(factEntrySchema.options[0].pick({ key: true }));
  const rest = fieldsOf(factSchema.omit({ value: true }), '', { overrides: { evidence: { widget: 'text' } } });
  return {
    name: shape,
    label: FACT_SHAPES[shape],
    widget: 'object',
    summary: `{{fields.key}}${shape === 'numbers' ? '' : ' = {{fields.value}}'} {{fields.unit}} · {{fields.appliesTo}} · checked {{fields.checked}}`,
    fields: [key, valueField(shape), ...rest],
  };
}

/** The "Facts" collection: a folder collection, one entry per data file (its file name the entry's name). */
export function factsCollection(): Record<string, unknown> {
  const [title] = fieldsOf(factsFileSchema.pick({ title: true }));
  return {
    name: 'facts',
    label: 'Facts',
    label_singular: 'Facts file',
    description: hintText(
      'The official figures pages show with “as of … · source”: visa funds, work limits, stays after graduation, NMC, NEET and loan rules, the planner’s exchange rates. One entry per country or authority (content/facts/<name>.yaml). After reading a figure on its official page, change it, set “Checked on” to today and turn on “Confirmed”; the due list (/admin/due.html) lists facts past their re-check (Settings → Re-checks) or not confirmed. Add a fact with “Add fact” (choose its kind: a number, words or named numbers), remove one with its menu: the build refuses to remove a fact a page or country file still names, and names that file.',
    ),
    folder: 'content/facts',
    extension: 'yaml',
    format: 'yaml',
    create: true,
    delete: true,
    identifier_field: 'title',
    slug: {
      template: '{{title}}',
      editable: ['create'],
      hint: hintText(
        'The file name: lower-case words joined by hyphens, e.g. new-zealand. A country file names it as its “Official rules”. It cannot change once saved.',
      ),
      pattern: [FACTS_FILE.source, 'lower-case words joined by hyphens, e.g. new-zealand'],
    },
    summary: '{{title}}',
    editor: { preview: false },
    fields: [
      title,
      {
        name: 'facts',
        label: 'Facts',
        label_singular: 'fact',
        widget: 'list',
        hint: hintText(
          'Each fact: its name (key) that pages and country files use, its value, unit, what it applies to, its official source and the day it was checked.',
        ),
        typeKey: 'shape',
        collapsed: true,
        min: 1,
        types: (Object.keys(FACT_SHAPES) as FactShapeName[]).map(factType),
      },
    ],
  };
}
