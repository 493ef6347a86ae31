import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assertContentParses, parseProblems } from './parse-check';

/**
 * A fixture content folder, written for the test (a broken file kept in the repository would stop
 * the formatter): good files of every kind beside broken ones.
 */
const FIXTURE: Record<string, string> = {
  'universities/en/good.yaml': 'name: Good University\norder: 10\n',
  'universities/en/bad.yaml': 'name: Bad University\nsummary: [one, two\norder: 20\n',
  'pages/te/twice.yaml': 'title: one\ntitle: two\n',
  'faq/en/good.md': '---\nquestion: Good?\n---\nYes.\n',
  'faq/en/bad.md': '---\nquestion: "Unclosed?\nsection: visas\n---\nNo.\n',
  'faq/en/unclosed.md': '---\nquestion: Where does it end?\n',
  'articles/plain.md': 'No frontmatter at all: the body only.\n',
  'operator.json': '{ "name": "Fixture", }',
};

describe('a content file that does not parse stops the build, naming the file, line and column', () => {
  jest.setTimeout(60_000);
  const root = process.cwd();
  const scratch = join(root, '.content-collections');
  let dir: string;

  beforeAll(() => {
    mkdirSync(scratch, { recursive: true });
    dir = mkdtempSync(join(scratch, 'parse-test-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(join(dir, 'content', file, '..'), { recursive: true });
      writeFileSync(join(dir, 'content', file), text);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each broken file with the line and column the parser gives, and only those', () => {
    const problems = parseProblems(join(dir, 'content'), dir);
    expect(problems.map((p) => [p.file, p.line, p.column])).toEqual([
      // The quote opened on line 2 runs to the end of the frontmatter, where the parser stops.
      ['content/faq/en/bad.md', 3, 15],
      ['content/faq/en/unclosed.md', 1, 1],
      ['content/operator.json', undefined, undefined],
      ['content/pages/te/twice.yaml', 2, 1],
      ['content/universities/en/bad.yaml', 3, 1],
    ]);
    expect(problems.find((p) => p.file.endsWith('twice.yaml'))!.message).toMatch(/unique/);
    expect(problems.find((p) => p.file.endsWith('unclosed.md'))!.message).toMatch(/no closing ---/);
    for (const p of problems) expect(p.message.trim()).not.toBe('');
  });

  it('the real content folder parses', () => {
    expect(parseProblems(join(root, 'content'), root)).toEqual([]);
  });

  it('throws one error listing every broken file', () => {
    expect(() => assertContentParses(join(dir, 'content'), dir)).toThrow(
      /5 content file\(s\) do not parse[\s\S]*content\/universities\/en\/bad\.yaml:3:1: does not parse: /,
    );
  });

  it('a real run of content-collections build fails, naming the broken file (it would otherwise skip it and succeed)', () => {
    const config = join(dir, 'content-collections.ts');
    writeFileSync(
      config,
      [
        `import { defineConfig } from '@content-collections/core';`,
        `import { assertContentParses } from '${join(root, 'tooling/parse-check')}';`,
        `import { dataCollection } from '${join(root, 'tooling/data-collection')}';`,
        `import { university } from '${join(root, 'content/universities/schema')}';`,
        `assertContentParses('${relative(root, join(dir, 'content'))}');`,
        `export default defineConfig({ content: [dataCollection({ name: 'universities', directory: 'content/universities', schema: university, languages: true })] });`,
      ].join('\n'),
    );
    const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}\n${run.stderr}`).toMatch(/universities\/en\/bad\.yaml:3:1: does not parse: /);
  });
});
