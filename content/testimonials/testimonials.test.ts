/**
 * The testimonial files as the pages read them. Nothing here counts files: adding, removing or
 * reordering testimonials is an edit of content, not of tests.
 */
import { allTestimonials } from 'content-collections';
import { mbaTestimonials } from '@/content/mba';
import { servicePages } from '@/content/service-pages';
import { byOrder, initialsOf, TESTIMONIAL_PAGES, testimonialFiles, testimonialsOn } from '@/content/testimonials';
import { findSamples } from '@/content/samples';
import { samplesShownAndHidden } from '@/tooling/with-operator';

const names = (list: readonly { slug: string }[]) => list.map((t) => t.slug);

// Both ways the operator may set the "Hide sample content" switch.
const load = () => ({
  files: jest.requireActual<typeof import('@/content/testimonials')>('@/content/testimonials').testimonialFiles,
  servicePages: jest.requireActual<typeof import('@/content/service-pages')>('@/content/service-pages').servicePages,
  mba: jest.requireActual<typeof import('@/content/mba')>('@/content/mba').mbaTestimonials,
});
const { shown, hidden } = samplesShownAndHidden(load);

describe('the testimonial files', () => {
  it('each have a name, a role, a one-paragraph quote, a rating of 1–5 and known pages', () => {
    for (const t of shown.files) {
      expect(t.name && t.role && t.content).toBeTruthy();
      expect(t.content).not.toMatch(/\n/);
      expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true);
      expect(t.pages.length).toBeGreaterThan(0);
      for (const page of t.pages) expect(TESTIMONIAL_PAGES).toContain(page);
      expect(t.source).toBe(`content/testimonials/${t.slug}.md`);
    }
  });

  it('are in the order staff give them (`order`, smallest first), then by file name, leading numbers compared as numbers', () => {
    const orders = testimonialFiles.map((t) => t.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const t = (order: number, slug: string) => ({ order, slug });
    expect([t(20, 'a'), t(10, 'z'), t(20, '9-b'), t(20, '10-b')].sort(byOrder)).toEqual([t(10, 'z'), t(20, '9-b'), t(20, '10-b'), t(20, 'a')]);
  });

  it('mark an invented testimonial `sample: true` while samples are shown (a release refuses it, naming the file)', () => {
    expect(names(shown.files).sort()).toEqual(names(allTestimonials).sort());
    for (const file of allTestimonials) {
      const t = shown.files.find((f) => f.source === file.source);
      if (file.sample) expect(findSamples(file.source, { sample: t })).toEqual([{ file: file.source, field: 'sample', what: file.name }]);
      else expect(t?.sample).toBeUndefined();
    }
  });

  it('leave every sample out when the operator hides sample content', () => {
    const real = names(allTestimonials.filter((t) => !t.sample).sort(byOrder));
    expect(names(hidden.files)).toEqual(real);
    for (const page of Object.values(hidden.servicePages)) for (const t of page.testimonials?.items ?? []) expect(t.sample).toBeUndefined();
    for (const t of hidden.mba) expect(t.sample).toBeUndefined();
  });
});

describe('the pages', () => {
  it('show the testimonials that list them, in order', () => {
    for (const page of TESTIMONIAL_PAGES) {
      const expected = names(testimonialFiles.filter((t) => t.pages.includes(page)));
      expect(names(testimonialsOn(page))).toEqual(expected);
      const shown = page === 'mba' ? mbaTestimonials : servicePages[page].testimonials?.items;
      // The same objects as the files', so a release check reports a sample at its file.
      expect(shown).toEqual(testimonialsOn(page));
      shown?.forEach((t, i) => expect(t).toBe(testimonialsOn(page)[i]));
    }
  });

  it('a service page not in the list of places has no testimonials section', () => {
    for (const page of Object.values(servicePages)) if (!(TESTIMONIAL_PAGES as readonly string[]).includes(page.key)) expect(page.testimonials).toBeUndefined();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words of the name', () => {
    expect(initialsOf('Priya S.')).toBe('PS');
    expect(initialsOf('Sai Kiran P.')).toBe('SP');
    expect(initialsOf('asha')).toBe('A');
    expect(initialsOf('Ravi  Teja - K.')).toBe('RK');
  });
});
