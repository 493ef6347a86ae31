/**
 * @jest-environment node
 *
 * The glossary's rule across files (tooling/glossary-check.ts): a form a glossary avoids, anywhere in
 * a data file of its language, stops the content build naming the file, the field and the term.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { avoidedForms, fileTexts, glossaryFindingLines } from '@/tooling/glossary-check';
import { glossaryEntry, type GlossaryEntry } from '@/content/glossary/schema';

const we: GlossaryEntry = { en: 'we', term: 'మేం', avoid: ['మేము(?![\\u0C00-\\u0C7F])'] };

describe('a form the glossary avoids', () => {
  it('is found in a YAML file at its dotted field, and in a Markdown file at its frontmatter field or the line of its text', () => {
    const yaml = fileTexts('content/pages/te/home.yaml', stringify({ hero: { cards: [{ text: 'సరే' }, { text: 'మేము సహాయం చేస్తాం' }] } }));
    const md = fileTexts('content/faq/te/a.md', '---\nquestion: మేము ఎవరు?\n---\nమొదటి వాక్యం.\n\nమేము సహాయం చేస్తాం.\n');
    expect(glossaryFindingLines(avoidedForms([...yaml, ...md], [we]), 'the glossary')).toEqual([
      'content/pages/te/home.yaml: hero.cards.1.text: “మేము” is a form the glossary avoids: write మేం (we)',
      'content/faq/te/a.md: question: “మేము” is a form the glossary avoids: write మేం (we)',
      'content/faq/te/a.md: body, line 6: “మేము” is a form the glossary avoids: write మేం (we)',
    ]);
  });

  it('is not found in the agreed form, nor in a longer word the pattern excludes', () => {
    expect(avoidedForms(fileTexts('x.yaml', 'a: మేం సహాయం చేస్తాం\nb: మేముల'), [we])).toEqual([]);
  });
});

describe('a glossary file', () => {
  it('refuses a form to avoid that is no pattern the build can read, before it could match nothing', () => {
    expect(glossaryEntry.safeParse(we).success).toBe(true);
    const broken = glossaryEntry.safeParse({ ...we, avoid: ['మేము(?![\\u0C00-'] });
    expect(broken.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['avoid.0', expect.stringMatching(/^not a pattern the build can read/)]]);
  });
});

describe('the content build', () => {
  jest.setTimeout(60_000);
  const root = process.cwd();

  it('stops on a form the glossary avoids in a Telugu page file, naming the file, the field and the term', () => {
    const scratch = join(root, '.content-collections');
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(join(scratch, 'glossary-test-'));
    try {
      mkdirSync(join(dir, 'glossary'));
      mkdirSync(join(dir, 'content', 'pages', 'te'), { recursive: true });
      writeFileSync(join(dir, 'glossary', 'te.yaml'), stringify({ terms: [we] }));
      writeFileSync(join(dir, 'content', 'pages', 'te', 'home.yaml'), stringify({ hero: { title: 'మేము మీకు సహాయం చేస్తాం' } }));
      const config = join(dir, 'content-collections.ts');
      writeFileSync(
        config,
        `import { defineConfig } from '@content-collections/core';\nimport { glossaryCollection } from '${join(root, 'tooling', 'edition-data-collections')}';\nexport default defineConfig({ content: [glossaryCollection('glossary', ${JSON.stringify(join(dir, 'content'))}, ${JSON.stringify(join(dir, 'report'))})] });\n`,
      );
      const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
      expect(run.status).not.toBe(0);
      expect(`${run.stdout}\n${run.stderr}`).toContain(
        `${join(dir, 'content')}/pages/te/home.yaml: hero.title: “మేము” is a form the glossary (glossary/te.yaml) avoids: write మేం (we)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
