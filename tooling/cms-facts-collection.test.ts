/**
 * @jest-environment node
 *
 * The editor's Facts (tooling/cms-facts-collection.ts): one form per data file of content/facts/,
 * each fact's fields those of its schema, its value in the shape the file holds, and what the form
 * saves is what the build accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { factFiles } from '@/content/facts/load';
import { factSchema, factsFileSchema } from '@/content/facts/schema';
import { factsCollection } from '@/tooling/cms-facts-collection';

type Field = { name: string; widget: string; fields?: Field[]; value_type?: string; required?: false };
type FileEntry = { name: string; file: string; format: string; fields: Field[] };

const collection = factsCollection();
const entries = collection.files as FileEntry[];

describe('the editor’s Facts', () => {
  it('has one form per data file, saved as YAML to that file', () => {
    const onDisk = readdirSync('content/facts').filter((f) => f.endsWith('.yaml'));
    expect(entries.map((e) => e.file).sort()).toEqual(onDisk.map((f) => `content/facts/${f}`).sort());
    for (const e of entries) expect(e.format).toBe('yaml');
    // Each form's fields are its own: config.yml reads without YAML anchors and aliases.
    expect(stringify(collection)).not.toMatch(/^\s*(- )?&\w+/m);
  });

  it('shows each fact of a file with the schema’s fields, the value in the shape the file holds', () => {
    const factKeys = Object.keys(factSchema.shape);
    for (const file of factFiles) {
      const entry = entries.find((e) => e.name === file.name)!;
      expect(entry.fields.map((f) => f.name)).toEqual(Object.keys(factsFileSchema.shape));
      const facts = entry.fields.find((f) => f.name === 'facts')!.fields!;
      expect(facts.map((f) => f.name)).toEqual(Object.keys(file.facts));
      for (const field of facts) {
        const where = `${file.source} ${field.name}`;
        expect([where, field.fields!.map((f) => f.name)]).toEqual([where, factKeys]);
        const value = file.facts[field.name].value;
        const widget = field.fields!.find((f) => f.name === 'value')!;
        if (typeof value === 'number') expect([where, widget.widget]).toEqual([where, 'number']);
        else if (typeof value === 'string') expect([where, widget.widget]).toEqual([where, 'string']);
        else expect([where, widget.fields!.map((f) => [f.name, f.widget])]).toEqual([where, Object.keys(value).map((k) => [k, 'number'])]);
        // Optional in the schema, optional in the form.
        for (const f of field.fields!)
          expect([where, f.name, f.required]).toEqual([
            where,
            f.name,
            factSchema.shape[f.name as keyof typeof factSchema.shape].isOptional() ? false : undefined,
          ]);
      }
    }
  });

  it('lets a rate have decimals, and a file as the editor writes it back passes the build’s schema', () => {
    const rates = factFiles.flatMap((file) => Object.entries(file.facts).flatMap(([name, fact]) => (fact.unit === 'INR' ? [[file.name, name]] : [])));
    expect(rates.length).toBeGreaterThan(0);
    for (const [file, name] of rates) {
      const field = entries
        .find((e) => e.name === file)!
        .fields.find((f) => f.name === 'facts')!
        .fields!.find((f) => f.name === name)!;
      expect(field.fields!.find((f) => f.name === 'value')!.value_type).toBe('float');
    }
    for (const e of entries) expect([e.file, factsFileSchema.safeParse(parse(readFileSync(e.file, 'utf8'))).success]).toEqual([e.file, true]);
  });
});
