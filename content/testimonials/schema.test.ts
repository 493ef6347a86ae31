/**
 * What staff see when a testimonial file is wrong: `npm run build` runs `content-collections build`
 * first, and it stops, naming the file and what was expected. Real runs of the CLI: one over the
 * files that fit, one over every wrong file (it reports each before it stops).
 */
import { reportFor, runContentBuild, type BuildRun } from '@/tooling/content-build-run';

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

const edit = (from: string, to: string) => good.join('\n').replace(from, to);

/** Every wrong file of the cases below, by name, built together. */
const wrong: Record<string, string> = {
  'no-name.md': edit('name: Asha K.\n', ''),
  'rating.md': edit('rating: 5', 'rating: 7'),
  'unknown-page.md': edit('pages: [visaServices, mba]', 'pages: [visaServices, travelAccommodation]'),
  'no-page.md': edit('pages: [visaServices, mba]', 'pages: []'),
  'typo.md': edit('rating: 5', 'raiting: 5'),
  'no-order.md': edit('order: 140\n', ''),
  'missing.md': edit('order: 140\n', 'order: 140\nphoto: /media/asha-k.jpg\n'),
  'spaces.md': edit('order: 140\n', "order: 140\nphoto: '/media/IMG 2024 (1).jpg'\n"),
  'empty.md': edit('Clear advice at every step.\n', ''),
  'two.md': edit('Clear advice at every step.\n', 'One.\n\nTwo.\n'),
  'Asha_K.md': good.join('\n'),
};

let fitting: BuildRun;
let failing: BuildRun;
beforeAll(() => {
  fitting = runContentBuild('testimonialCollection', 'testimonials', {
    '140-asha-k.md': good.join('\n'),
    'asha-k.md': edit('rating: 5\n', 'sample: true\ndate: 2026-01-15\n').replace('order: 140', 'order: 141'),
    // A committed drawing stands in for an upload: the build reads its size the same way.
    'photo.md': edit('order: 140\n', 'order: 142\nphoto: /images/home/hero.svg\n'),
  });
  failing = runContentBuild('testimonialCollection', 'testimonials', wrong);
});

/** What the build said of one wrong file. */
const said = (name: string) => reportFor(failing, `testimonials/${name}`);

describe('a testimonial file', () => {
  it('that fits the schema builds (rating and sample have defaults, date is optional), a photo too when its file is there', () => {
    expect(fitting.status).toBe(0);
    expect(fitting.output).toMatch(/1 collection and 3 documents/);
  });

  it('that is wrong stops the build', () => {
    expect(failing.status).not.toBe(0);
    expect(failing.output).toMatch(/Failed to build collections/);
  });

  it('without a name fails the build, naming the file and the field', () => {
    expect(said('no-name.md')).toMatch(/name: the student’s name \(text\)/);
  });

  it('with a rating of 7 fails, saying what was expected', () => {
    expect(said('rating.md')).toMatch(/rating: a whole number from 1 to 5/);
  });

  it('shown on an unknown page, on no page or with an unknown field fails, listing the places', () => {
    expect(said('unknown-page.md')).toMatch(/pages.1: one of careerCounselling, .*, mba/);
    expect(said('no-page.md')).toMatch(/pages: at least one place, one of careerCounselling/);
    expect(said('typo.md')).toMatch(/raiting/);
  });

  it('without an order fails, saying what it is', () => {
    expect(said('no-order.md')).toMatch(/order: a whole number: smallest first/);
  });

  it('with a photo stops the build naming the file when the photo is not there or its name has a space (a phone photo)', () => {
    expect(said('missing.md')).toMatch(/missing\.md: photo: no image at public\/media\/asha-k\.jpg/);
    expect(said('spaces.md')).toMatch(/photo: .*no spaces.*rename the file/);
  });

  it('without a quote, with two paragraphs or a file name that is not lower-case words fails, naming the file', () => {
    expect(said('empty.md')).toMatch(/empty\.md: the quote .* is missing/);
    expect(said('two.md')).toMatch(/two\.md: the quote is one paragraph/);
    expect(said('Asha_K.md')).toMatch(/Asha_K\.md: the file name is lower-case words/);
  });
});
