/**
 * The editor's "Facts" (tooling/cms-config.ts includes it): one form per data file of
 * content/facts/, a country's or an authority's official figures, so a government's new funds table
 * is one save. Each fact's fields come from content/facts/schema.ts; its value keeps the shape the
 * site reads it as (a number, a word or named numbers), taken from the file as it is. Facts are
 * not translated: one value for every language. New facts come with the code that shows them.
 */
import { factFiles, type FactFile } from '@/content/facts/load';
import { factSchema, factsFileSchema, type FactValue } from '@/content/facts/schema';
import { fieldsOf, hintText, type CmsField } from '@/tooling/cms-config';

/** An editor field; a number may have decimals here (a rate), which the other collections do not offer. */
type FactField = Omit<CmsField, 'value_type' | 'fields'> & { value_type?: 'int' | 'float'; fields?: FactField[] };

const VALUE_HINT = 'The figure as the official page states it; change it together with “Checked on” (and “In effect from” when the rule changed).';

/** The value's field, in the shape the file holds it. */
function valueField(value: FactValue, unit: string): FactField {
  const label = 'Value';
  const number = (name: string, n: number, title: string): FactField => ({
    name,
    label: title,
    widget: 'number',
    value_type: unit === 'INR' || !Number.isInteger(n) ? 'float' : 'int',
    min: 0,
  });
  const hint = hintText(VALUE_HINT);
  if (typeof value === 'number') return { ...number('value', value, label), hint };
  if (typeof value === 'string') return { name: 'value', label, widget: 'string', hint };
  return { name: 'value', label, widget: 'object', hint, fields: Object.entries(value).map(([part, n]) => number(part, n, part)) };
}

/** The file's fields: its title, then each fact as a section headed by what it applies to. */
function fileFields(file: FactFile): FactField[] {
  const [title] = fieldsOf(factsFileSchema.pick({ title: true }));
  // A fact's fields after its value, from the schema: made for each fact (shared objects would be
  // written to config.yml as YAML anchors), and here, not at load (cms-config.ts imports this module).
  const factFields = () => fieldsOf(factSchema.omit({ value: true }), '', { overrides: { evidence: { widget: 'text' } } });
  const facts = Object.entries(file.facts).map(([key, fact]) => ({
    name: key,
    label: fact.appliesTo,
    widget: 'object' as const,
    collapsed: true,
    summary: `${typeof fact.value === 'object' ? '' : '{{fields.value}} '}{{fields.unit}} · checked {{fields.checked}}`,
    fields: [valueField(fact.value, fact.unit), ...factFields()],
  }));
  return [title, { name: 'facts', label: 'Facts', widget: 'object', fields: facts }];
}

/** The "Facts" collection: a file collection, one entry per data file. */
export function factsCollection(files: readonly FactFile[] = factFiles): Record<string, unknown> {
  return {
    name: 'facts',
    label: 'Facts',
    label_singular: 'Facts file',
    description: hintText(
      'The official figures pages show with “as of … · source”: visa funds, work limits, stays after graduation, NMC, NEET and loan rules, the planner’s exchange rates. One form per country or authority (content/facts/<name>.yaml). After reading a figure on its official page, change it, set “Checked on” to today and turn on “Confirmed”; a release build lists facts checked more than 12 months ago or not confirmed.',
    ),
    format: 'yaml',
    files: files.map((file) => ({
      name: file.name,
      label: file.title,
      file: file.source,
      format: 'yaml',
      editor: { preview: false },
      fields: fileFields(file),
    })),
  };
}
