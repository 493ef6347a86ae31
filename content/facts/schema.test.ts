/**
 * @jest-environment node
 *
 * What staff see when a facts file is wrong: `npm run build` runs `content-collections build` first,
 * and it stops, naming the file and the field. Each case is a real run of the CLI on a folder of its
 * own, holding a fixture file (a list of facts, as the editor saves it).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { factFiles } from '@/content/fact-registry';
import { factOf, FactDataError } from '@/content/facts/load';
import { FACTS_READ_BY_CODE } from '@/content/facts/read-by-code';
import { factsByKey, factsFileSchema } from '@/content/facts/schema';

const root = process.cwd();
const scratch = join(root, '.content-collections');
jest.setTimeout(60_000);

const source = { name: 'Fixture authority', url: 'https://example.gov/rule' };
/** A fixture facts file: one fact of each shape, the last one new (as staff add it in the editor). */
const good = {
  title: 'Fixtureland',
  facts: [
    {
      key: 'workLimit',
      shape: 'number',
      value: 15,
      unit: 'hours/week',
      appliesTo: 'Fixture visa: work in term',
      source,
      checked: '2026-01-02',
      confirmed: true,
    },
    {
      key: 'schoolLevel',
      shape: 'word',
      value: 'no limit',
      unit: 'hours/week',
      appliesTo: 'Fixture visa: work in breaks',
      source,
      checked: '2026-01-03',
      confirmed: false,
    },
    {
      key: 'postStudy',
      shape: 'numbers',
      value: [
        { part: 'degree', number: 12 },
        { part: 'phd', number: 30 },
      ],
      unit: 'months',
      appliesTo: 'Fixture graduate visa',
      source,
      checked: '2026-01-04',
      effective: '2026-02-01',
      confirmed: true,
      evidence: 'The fixture page, section 2.',
    },
  ],
};
type Entry = Record<string, unknown> & { key: string; value?: unknown; checked: string; source: typeof source; evidence?: string };
const [key] = good.facts.map((f) => f.key);

/** Builds one folder holding facts/<name> with `text`; returns the CLI's status, its output and the facts files as built. */
function build(name: string, text: string) {
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(join(scratch, 'facts-schema-test-'));
  try {
    mkdirSync(join(dir, 'facts'), { recursive: true });
    writeFileSync(join(dir, 'facts', name), text);
    const config = join(dir, 'content-collections.ts');
    writeFileSync(
      config,
      `import { defineConfig } from '@content-collections/core';\nimport { factsCollection } from '${join(root, 'content-collections')}';\nexport default defineConfig({ content: [factsCollection('facts')] });\n`,
    );
    const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
    let built: unknown;
    try {
      const js = readFileSync(join(dir, '.content-collections', 'generated', 'allFactFiles.js'), 'utf8');
      built = JSON.parse(js.replace(/^\s*export default\s*/, '').replace(/;?\s*$/, ''));
    } catch {
      built = undefined;
    }
    return { status: run.status, output: `${run.stdout}\n${run.stderr}`, built };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fixture with its facts changed by `change`. */
const edited = (change: (facts: Entry[]) => void) => {
  const copy = structuredClone(good) as { title: string; facts: Entry[] };
  change(copy.facts);
  return stringify(copy);
};

describe('a facts file', () => {
  it('lists its facts; the site reads them by key, named numbers as one record, without the evidence', () => {
    const run = build('fixtureland.yaml', stringify(good));
    expect(run.status).toBe(0);
    const [file] = run.built as { name: string; source: string; facts: Record<string, unknown> }[];
    expect(file).toMatchObject({ name: 'fixtureland', source: 'facts/fixtureland.yaml', title: 'Fixtureland' });
    const [number, word, parts] = good.facts;
    const shown = (f: (typeof good.facts)[number]) => {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the key names it, the shape is the value's own, the evidence is the editor's
      const { key, shape, evidence, ...fact } = f;
      return fact;
    };
    expect(file.facts).toEqual({
      workLimit: shown(number),
      schoolLevel: shown(word),
      postStudy: { ...shown(parts), value: { degree: 12, phd: 30 } },
    });
    expect(factsByKey(factsFileSchema.parse(good).facts).postStudy.evidence).toBe(parts.evidence);
  });

  it('giving a fact’s name twice, or a name not in camelCase, fails the build naming the file and the field', () => {
    const twice = build(
      'twice.yaml',
      edited((facts) => facts.push({ ...facts[0], value: 20 })),
    );
    expect(twice.status).not.toBe(0);
    expect(twice.output).toMatch(/facts\/twice\.yaml/);
    expect(twice.output).toMatch(new RegExp(`facts[.,]3[.,]key: ${key} is already the name of fact 1 \\(facts\\.0\\)`));

    const malformed = build(
      'malformed.yaml',
      edited((facts) => (facts[1].key = 'Work limit')),
    );
    expect(malformed.status).not.toBe(0);
    expect(malformed.output).toMatch(/facts\/malformed\.yaml/);
    expect(malformed.output).toMatch(/facts[.,]1[.,]key: a name in camelCase, e.g. fundsLondonMonth/);
  });

  it('without a value, with a value not of its shape, or with a source address that is not https, fails the build naming the file and the field', () => {
    const noValue = build(
      'no-value.yaml',
      edited((facts) => delete facts[0].value),
    );
    expect(noValue.status).not.toBe(0);
    expect(noValue.output).toMatch(/facts\/no-value\.yaml/);
    expect(noValue.output).toMatch(/facts[.,]0[.,]value: a number/);

    const shape = build(
      'shape.yaml',
      edited((facts) => (facts[2].value = 24)),
    );
    expect(shape.status).not.toBe(0);
    expect(shape.output).toMatch(/facts[.,]2[.,]value/);

    const http = build(
      'http.yaml',
      edited((facts) => (facts[0].source = { ...source, url: 'http://example.gov/rule' })),
    );
    expect(http.status).not.toBe(0);
    expect(http.output).toMatch(/facts\/http\.yaml/);
    expect(http.output).toMatch(/facts[.,]0[.,]source[.,]url: the official page’s https address/);
  });

  it('with a check date not written YYYY-MM-DD, or a field the schema does not know, fails the build', () => {
    const date = build(
      'date.yaml',
      edited((facts) => (facts[0].checked = '25/11/2026')),
    );
    expect(date.status).not.toBe(0);
    expect(date.output).toMatch(/facts[.,]0[.,]checked: a date written YYYY-MM-DD/);
    const unknown = build(
      'unknown.yaml',
      edited((facts) => (facts[0].checkedBy = 'someone')),
    );
    expect(unknown.status).not.toBe(0);
    expect(unknown.output).toMatch(/facts\/unknown\.yaml/);
  });

  it('named other than lower-case words joined by hyphens fails the build', () => {
    const run = build('New Zealand.yaml', stringify(good));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/the file name is lower-case words joined by hyphens/);
  });

  it('without a fact the site’s code reads fails the build, naming the module that reads it', () => {
    // A file the code reads, here holding only the fixture's facts.
    const [module, file, read] = Object.entries(FACTS_READ_BY_CODE)
      .flatMap(([m, files]) => Object.entries(files).flatMap(([f, keys]) => keys.map((k) => [m, f, k])))
      .find(([, , k]) => !good.facts.some((f) => f.key === k))!;
    const run = build(`${file}.yaml`, stringify(good));
    expect(run.status).not.toBe(0);
    expect(run.output).toContain(`facts/${file}.yaml: facts: no fact ${read}, but ${module}`);
  });
});

describe('a fact as the site reads it', () => {
  const all = factFiles.flatMap(({ file, facts }) => Object.entries(facts).map(([name, fact]) => ({ file, name, fact })));
  const nameOf = (file: string) => file.replace(/^content\/facts\/|\.yaml$/g, '');

  it('is the data file’s own', () => {
    const { file, name, fact } = all.find((f) => typeof f.fact.value === 'number')!;
    expect(factOf(nameOf(file), name, 'number')).toBe(fact);
  });

  it('whose value has another shape than the site reads stops the build, naming the file and the field', () => {
    const parts = all.find((f) => f.fact.value !== null && typeof f.fact.value === 'object')!;
    expect(() => factOf(nameOf(parts.file), parts.name, 'number')).toThrow(new FactDataError(`${parts.file}: facts.${parts.name}.value: a number`));
    const number = all.find((f) => typeof f.fact.value === 'number')!;
    expect(() => factOf(nameOf(number.file), number.name, ['full', 'half'])).toThrow(`${number.file}: facts.${number.name}.value: the numbers full, half`);
    expect(() => factOf(nameOf(number.file), 'noSuchFact', 'number')).toThrow(`${number.file}: facts.noSuchFact: missing`);
  });
});
