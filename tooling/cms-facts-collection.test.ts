/**
 * @jest-environment node
 *
 * The editor's Facts (tooling/cms-facts-collection.ts): a folder collection of content/facts/, so
 * staff create a country's facts file; its facts a list they add to and remove from, each fact one
 * of three kinds (a number, words, named numbers) with the fields of its schema; and what the form
 * saves is what the build accepts.
 */
import { stringify } from 'yaml';
import { FACT_SHAPES, FACTS_FILE, factSchema, factsFileSchema } from '@/content/facts/schema';
import { factsCollection } from '@/tooling/cms-facts-collection';

type Field = { name: string; widget: string; fields?: Field[]; value_type?: string; required?: false; min?: number };
type Type = { name: string; label: string; widget: string; summary: string; fields: Field[] };
type List = Field & { types: Type[]; typeKey: string };

const collection = factsCollection() as Record<string, unknown> & { fields: Field[] };
const factsList = collection.fields.find((f) => f.name === 'facts') as List;

describe('the editor’s Facts', () => {
  it('is a folder collection of content/facts/ in which staff create a file, named as the build accepts', () => {
    expect(collection).toMatchObject({ folder: 'content/facts', extension: 'yaml', format: 'yaml', create: true, identifier_field: 'title' });
    expect(collection.files).toBeUndefined();
    const slug = collection.slug as { pattern: [string, string]; editable: string[] };
    expect(slug.pattern[0]).toBe(FACTS_FILE.source);
    expect(slug.editable).toEqual(['create']);
    expect(collection.fields.map((f) => f.name)).toEqual(Object.keys(factsFileSchema.shape));
    // Each kind's fields are its own objects, not one object shared by every form.
    expect(stringify(collection)).not.toMatch(/^\s*(- )?&\w+/m);
  });

  it('edits the facts as a list staff add to and remove from, one kind of fact per shape of value, saved as `shape`', () => {
    expect(factsList.widget).toBe('list');
    expect(factsList.typeKey).toBe('shape');
    expect(factsList.types.map((t) => [t.name, t.label])).toEqual(Object.entries(FACT_SHAPES));
    for (const type of factsList.types) {
      expect([type.name, type.widget, type.summary]).toEqual([type.name, 'object', expect.stringContaining('{{fields.appliesTo}}')]);
      // The fact's name first, its value, then the schema's fields in order; optional in the schema, optional in the form.
      expect([type.name, type.fields.map((f) => f.name)]).toEqual([type.name, ['key', ...Object.keys(factSchema.shape)]]);
      for (const f of type.fields.filter((f) => f.name !== 'key'))
        expect([type.name, f.name, f.required]).toEqual([
          type.name,
          f.name,
          factSchema.shape[f.name as keyof typeof factSchema.shape].isOptional() ? false : undefined,
        ]);
    }
    const value = (shape: string) => factsList.types.find((t) => t.name === shape)!.fields.find((f) => f.name === 'value')!;
    expect(value('number')).toMatchObject({ widget: 'number', value_type: 'float' });
    expect(value('word')).toMatchObject({ widget: 'string' });
    expect(value('numbers')).toMatchObject({ widget: 'list', min: 1 });
    expect(value('numbers').fields!.map((f) => [f.name, f.widget])).toEqual([
      ['part', 'string'],
      ['number', 'number'],
    ]);
  });

  it('saves a new file with one fact of each kind, its fields as the form names them, that the build’s schema accepts', () => {
    const filled: Record<string, unknown> = {
      number: 2.5,
      word: 'no limit',
      numbers: [
        { part: 'degree', number: 12 },
        { part: 'phd', number: 24 },
      ],
    };
    const fieldValue = (field: Field): unknown =>
      field.widget === 'object'
        ? Object.fromEntries(field.fields!.map((f) => [f.name, fieldValue(f)]))
        : (
            {
              key: 'newFact',
              unit: 'months',
              appliesTo: 'A fixture rule',
              name: 'Fixture authority',
              url: 'https://example.gov/rule',
              checked: '2026-01-02',
              effective: '2026-02-01',
              confirmed: true,
              evidence: 'The fixture page.',
            } as Record<string, unknown>
          )[field.name];
    const facts = factsList.types.map((type, i) => ({
      [factsList.typeKey]: type.name,
      ...Object.fromEntries(type.fields.map((f) => [f.name, f.name === 'value' ? filled[type.name] : fieldValue(f)])),
      key: `newFact${i}`,
    }));
    const saved = factsFileSchema.safeParse({ title: 'Fixtureland', facts });
    expect(saved.error?.issues ?? []).toEqual([]);
  });
});
