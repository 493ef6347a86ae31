/**
 * What staff see when an article file is wrong: `npm run build` runs `content-collections build`
 * first, and it stops, naming the file and what was expected. Real runs of the CLI: one over a file
 * that fits, one over every wrong file (it reports each before it stops).
 */
import { articleFrontmatter } from '@/content/articles/schema';
import { reportFor, runContentBuild, type BuildRun } from '@/tooling/content-build-run';

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

const wrong: Record<string, string> = {
  'en/no-title.md': good.filter((l) => !l.startsWith('title:')).join('\n'),
  'en/bad-fields.md': good.join('\n').replace('date: 2026-11-20', 'date: 20/11/2026\ntitel: typo\nform: visa'),
  'en/directive.md': `${good.join('\n')}\n:::box\nx\n:::\n`,
  'en/no-lead.md': good.join('\n').replace('An opening paragraph.\n', ''),
  'en/cover.md': good.join('\n').replace('date: 2026-11-20', 'date: 2026-11-20\ncover:\n  src: /media/missing.jpg\n  alt: A missing picture'),
  'en/Bad_Name.md': good.join('\n'),
  'en/figure.md': good.join('\n').replace('Text.', 'Work up to {{workLimitUS}}.'),
};

let fitting: BuildRun;
let failing: BuildRun;
beforeAll(() => {
  fitting = runContentBuild('articleCollection', 'articles', { 'en/september-intake.md': good.join('\n') });
  failing = runContentBuild('articleCollection', 'articles', wrong);
});

/** What the build said of one wrong file. */
const said = (name: string) => reportFor(failing, `articles/en/${name}`);

describe('an article file', () => {
  it('that fits the schema builds', () => {
    expect(fitting.status).toBe(0);
    expect(fitting.output).toMatch(/1 collection and 1 document/);
  });

  it('that is wrong stops the build', () => {
    expect(failing.status).not.toBe(0);
    expect(failing.output).toMatch(/Failed to build collections/);
  });

  it('without a title fails the build, naming the file and the field', () => {
    expect(said('no-title.md')).toMatch(/title: the article’s heading \(text\)/);
  });

  it('with a date in another form, an unknown field or an unknown form fails, saying what was expected', () => {
    const report = said('bad-fields.md');
    expect(report).toMatch(/date: a date written YYYY-MM-DD/);
    expect(report).toMatch(/titel/);
    expect(report).toMatch(/form: one of general, mbbs/);
  });

  it('with an unknown directive, no opening paragraph or a missing cover image fails, naming the file', () => {
    expect(said('directive.md')).toMatch(/directive\.md: unknown :::box/);
    expect(said('no-lead.md')).toMatch(/no-lead\.md: the body starts with an opening paragraph/);
    expect(said('cover.md')).toMatch(/cover\.md: cover\.src: no image/);
    expect(said('Bad_Name.md')).toMatch(/Bad_Name\.md: the file name is the address/);
    expect(said('figure.md')).toMatch(/figure\.md: \{\{workLimitUS\}\} is not a figure the site knows: use .*\{\{workLimitUsa\}\}/);
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
