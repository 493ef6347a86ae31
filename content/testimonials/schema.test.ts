/**
 * What staff see when a testimonial file is wrong: `npm run build` runs `content-collections build`
 * first, and it stops, naming the file and what was expected. Each case is a real run of the CLI
 * on a folder of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const scratch = join(root, '.content-collections');
jest.setTimeout(60_000);

const good = [
  '---',
  'name: Asha K.',
  'role: MS in Computer Science, USA',
  'rating: 5',
  'order: 140',
  'pages: [visaServices, mba]',
  '---',
  '',
  'Clear advice at every step.',
  '',
];

/** Builds one folder holding testimonials/<name> with `text`; returns the CLI's status and output. */
function build(name: string, text: string) {
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(join(scratch, 'testimonial-schema-test-'));
  try {
    mkdirSync(join(dir, 'testimonials'), { recursive: true });
    writeFileSync(join(dir, 'testimonials', name), text);
    const config = join(dir, 'content-collections.ts');
    writeFileSync(
      config,
      `import { defineConfig } from '@content-collections/core';\nimport { testimonialCollection } from '${join(root, 'content-collections')}';\nexport default defineConfig({ content: [testimonialCollection('testimonials')] });\n`,
    );
    const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const edit = (from: string, to: string) => good.join('\n').replace(from, to);

describe('a testimonial file', () => {
  it('that fits the schema builds (rating and sample have defaults, date is optional)', () => {
    expect(build('140-asha-k.md', good.join('\n')).status).toBe(0);
    const run = build('asha-k.md', edit('rating: 5\n', 'sample: true\ndate: 2026-01-15\n'));
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/1 collection and 1 document/);
  });

  it('without a name fails the build, naming the file and the field', () => {
    const run = build('no-name.md', edit('name: Asha K.\n', ''));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/testimonials\/no-name\.md/);
    expect(run.output).toMatch(/name: the student’s name \(text\)/);
  });

  it('with a rating of 7 fails, saying what was expected', () => {
    const run = build('rating.md', edit('rating: 5', 'rating: 7'));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/testimonials\/rating\.md/);
    expect(run.output).toMatch(/rating: a whole number from 1 to 5/);
  });

  it('shown on an unknown page, on no page or with an unknown field fails, listing the places', () => {
    for (const [name, text, message] of [
      ['unknown-page.md', edit('pages: [visaServices, mba]', 'pages: [visaServices, travelAccommodation]'), /pages.1: one of careerCounselling, .*, mba/],
      ['no-page.md', edit('pages: [visaServices, mba]', 'pages: []'), /pages: at least one place, one of careerCounselling/],
      ['typo.md', edit('rating: 5', 'raiting: 5'), /raiting/],
    ] as const) {
      const run = build(name, text);
      expect(run.status).not.toBe(0);
      expect(run.output).toContain(`testimonials/${name}`);
      expect(run.output).toMatch(message);
    }
  });

  it('without an order fails, saying what it is', () => {
    const run = build('no-order.md', edit('order: 140\n', ''));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/no-order\.md/);
    expect(run.output).toMatch(/order: a whole number: smallest first/);
  });

  it('with a photo builds when the file is there, and stops naming the file when it is not or its name has a space (a phone photo)', () => {
    // A committed drawing stands in for an upload: the build reads its size the same way.
    expect(build('photo.md', edit('order: 140\n', 'order: 140\nphoto: /images/home/hero.svg\n')).status).toBe(0);
    const missing = build('missing.md', edit('order: 140\n', 'order: 140\nphoto: /media/asha-k.jpg\n'));
    expect(missing.status).not.toBe(0);
    expect(missing.output).toMatch(/missing\.md: photo: no image at public\/media\/asha-k\.jpg/);
    const spaces = build('spaces.md', edit('order: 140\n', "order: 140\nphoto: '/media/IMG 2024 (1).jpg'\n"));
    expect(spaces.status).not.toBe(0);
    expect(spaces.output).toMatch(/spaces\.md/);
    expect(spaces.output).toMatch(/photo: .*no spaces.*rename the file/);
  });

  it('without a quote, with two paragraphs or a file name that is not lower-case words fails, naming the file', () => {
    for (const [name, text, message] of [
      ['empty.md', edit('Clear advice at every step.\n', ''), /empty\.md: the quote .* is missing/],
      ['two.md', edit('Clear advice at every step.\n', 'One.\n\nTwo.\n'), /two\.md: the quote is one paragraph/],
      ['Asha_K.md', good.join('\n'), /Asha_K\.md: the file name is lower-case words/],
    ] as const) {
      const run = build(name, text);
      expect(run.status).not.toBe(0);
      expect(run.output).toMatch(message);
    }
  });
});
