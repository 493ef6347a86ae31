/**
 * @jest-environment node
 *
 * What staff see when a facts file is wrong: `npm run build` runs `content-collections build` first,
 * and it stops, naming the file and the field. Each case is a real run of the CLI on a folder of its
 * own, starting from a file of content/facts/ as it is.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { factFiles } from '@/content/fact-registry';
import { factOf, FactDataError } from '@/content/facts/load';
import type { FactsFile } from '@/content/facts/schema';

const root = process.cwd();
const scratch = join(root, '.content-collections');
jest.setTimeout(60_000);

/** A data file as it is today, and its first fact's name. */
const [fileName] = readdirSync(join(root, 'content/facts')).filter((f) => f.endsWith('.yaml'));
const good = parse(readFileSync(join(root, 'content/facts', fileName), 'utf8')) as FactsFile;
const [key] = Object.keys(good.facts);

/** Builds one folder holding facts/<name> with `text`; returns the CLI's status and output. */
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
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The file with its first fact changed by `change`. */
const edited = (change: (fact: Record<string, unknown>) => void) => {
  const copy = structuredClone(good) as unknown as { facts: Record<string, Record<string, unknown>> };
  change(copy.facts[key]);
  return stringify(copy);
};

describe('a facts file', () => {
  it('as it is in content/facts/ builds', () => {
    expect(build(fileName, stringify(good)).status).toBe(0);
  });

  it('without a value, or with a source address that is not https, fails the build naming the file and the field', () => {
    const noValue = build(
      'no-value.yaml',
      edited((f) => delete f.value),
    );
    expect(noValue.status).not.toBe(0);
    expect(noValue.output).toMatch(/facts\/no-value\.yaml/);
    expect(noValue.output).toMatch(new RegExp(`facts[.,]${key}[.,]value: a number, a word, or named numbers`));

    const http = build(
      'http.yaml',
      edited((f) => (f.source = { ...(f.source as object), url: 'http://www.gov.uk/student-visa/money' })),
    );
    expect(http.status).not.toBe(0);
    expect(http.output).toMatch(/facts\/http\.yaml/);
    expect(http.output).toMatch(new RegExp(`facts[.,]${key}[.,]source[.,]url: the official page’s https address`));
  });

  it('with a check date not written YYYY-MM-DD, or a field the schema does not know, fails the build', () => {
    const date = build(
      'date.yaml',
      edited((f) => (f.checked = '25/11/2026')),
    );
    expect(date.status).not.toBe(0);
    expect(date.output).toMatch(new RegExp(`facts[.,]${key}[.,]checked: a date written YYYY-MM-DD`));
    const unknown = build(
      'unknown.yaml',
      edited((f) => (f.checkedBy = 'someone')),
    );
    expect(unknown.status).not.toBe(0);
    expect(unknown.output).toMatch(/facts\/unknown\.yaml/);
  });

  it('named other than lower-case words joined by hyphens fails the build', () => {
    const run = build('New Zealand.yaml', stringify(good));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/the file name is lower-case words joined by hyphens/);
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
