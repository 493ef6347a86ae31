/**
 * What staff see when an article file is wrong: `npm run build` runs `content-collections build`
 * first, and it stops, naming the file and what was expected. Each case is a real run of the CLI
 * on a folder of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleFrontmatter } from '@/content/articles/schema';

const root = process.cwd();
const scratch = join(root, '.content-collections');
jest.setTimeout(60_000);

const good = [
  '---',
  'title: Planning for the September intake',
  'description: A month-by-month plan.',
  'date: 2026-11-20',
  '---',
  '',
  'An opening paragraph.',
  '',
  '## A section',
  '',
  'Text.',
  '',
];

/** Builds one folder holding en/<name> with `text`; returns the CLI's status and output. */
function build(name: string, text: string) {
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(join(scratch, 'schema-test-'));
  try {
    mkdirSync(join(dir, 'articles', 'en'), { recursive: true });
    writeFileSync(join(dir, 'articles', 'en', name), text);
    const config = join(dir, 'content-collections.ts');
    writeFileSync(
      config,
      `import { defineConfig } from '@content-collections/core';\nimport { articleCollection } from '${join(root, 'content-collections')}';\nexport default defineConfig({ content: [articleCollection('articles')] });\n`,
    );
    const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('an article file', () => {
  it('that fits the schema builds', () => {
    const run = build('september-intake.md', good.join('\n'));
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/1 collection and 1 document/);
  });

  it('without a title fails the build, naming the file and the field', () => {
    const run = build('no-title.md', good.filter((l) => !l.startsWith('title:')).join('\n'));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/en\/no-title\.md/);
    expect(run.output).toMatch(/title: the article’s heading \(text\)/);
  });

  it('with a date in another form, an unknown field or an unknown form fails, saying what was expected', () => {
    const run = build('bad-fields.md', good.join('\n').replace('date: 2026-11-20', 'date: 20/11/2026\ntitel: typo\nform: visa'));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/en\/bad-fields\.md/);
    expect(run.output).toMatch(/date: a date written YYYY-MM-DD/);
    expect(run.output).toMatch(/titel/);
    expect(run.output).toMatch(/form: one of general, mbbs/);
  });

  it('with an unknown directive, no opening paragraph or a missing cover image fails, naming the file', () => {
    for (const [name, text, message] of [
      ['directive.md', `${good.join('\n')}\n:::box\nx\n:::\n`, /directive\.md: unknown :::box/],
      ['no-lead.md', good.join('\n').replace('An opening paragraph.\n', ''), /no-lead\.md: the body starts with an opening paragraph/],
      [
        'cover.md',
        good.join('\n').replace('date: 2026-11-20', 'date: 2026-11-20\ncover:\n  src: /media/missing.jpg\n  alt: A missing picture'),
        /cover\.md: cover\.src: no image/,
      ],
      ['Bad_Name.md', good.join('\n'), /Bad_Name\.md: the file name is the address/],
      [
        'figure.md',
        good.join('\n').replace('Text.', 'Work up to {{workLimitUS}}.'),
        /figure\.md: \{\{workLimitUS\}\} is not a figure the site knows: use .*\{\{workLimitUsa\}\}/,
      ],
    ] as const) {
      const run = build(name, text);
      expect(run.status).not.toBe(0);
      expect(run.output).toMatch(message);
    }
  });
});

describe('cover.src', () => {
  const cover = (src: string) => articleFrontmatter.safeParse({ title: 'T', description: 'D', date: '2026-11-20', cover: { src, alt: 'A picture' } });

  it('is an upload or a drawing in a format the image pipeline reads (lib/responsive-images.ts), or an SVG', () => {
    for (const src of [
      '/media/cover.jpg',
      '/media/offices/Hyderabad.JPEG',
      '/media/a.png',
      '/media/a.webp',
      '/media/a.avif',
      '/media/a.svg',
      '/images/blog/blog1.svg',
    ])
      expect(cover(src).success).toBe(true);
  });

  it('is not another format, a resized copy the build makes, a path with dot segments or outside /media/ and /images/', () => {
    for (const src of [
      '/media/a.gif',
      '/media/a.heic',
      '/media/_r/cover-768.avif',
      '/media/../og-default.png',
      '/media/a b.jpg',
      '/og-default.png',
      'https://x.in/a.jpg',
    ]) {
      const result = cover(src);
      expect(result.success).toBe(false);
      // …and says what to do: a phone photo's name with spaces is renamed, then chosen again.
      expect(result.error!.issues[0].message).toMatch(
        /^an uploaded image under \/media\/ \(or \/images\/\), a jpg, jpeg, png, webp, avif, svg file whose name has no spaces, \? or #: rename the file .* and choose it again$/,
      );
    }
  });
});
