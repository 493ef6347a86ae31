/**
 * Students' testimonials: one Markdown file each (content/testimonials/<name>.md), checked at build
 * by content-collections.ts against content/testimonials/schema.ts. The service pages and the MBA
 * page show the ones that list them in `pages`, in the order of their file names; adding a file
 * adds it to those pages.
 */
import { allTestimonials } from 'content-collections';
import type { TestimonialPage } from '@/content/testimonials/schema';
import type { Testimonial } from '@/content/types';
import { operator } from '@/lib/operator';

export { TESTIMONIAL_PAGES, type TestimonialPage } from '@/content/testimonials/schema';

/** A testimonial as its file gives it; `sample: true` on an invented one (lib/samples.ts). */
export type TestimonialFile = Testimonial & {
  /** The file name without .md: its place in the order. */
  slug: string;
  /** The file, for messages: content/testimonials/<name>.md. */
  source: string;
  pages: TestimonialPage[];
  date?: string;
};

/** File names in order, their leading numbers compared as numbers (9-… before 10-…). */
const byFileName = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug, 'en', { numeric: true });

function toTestimonial({ sample, ...file }: (typeof allTestimonials)[number]): TestimonialFile {
  return sample ? { ...file, sample: true } : file;
}

/**
 * Every testimonial file, in file-name order; invented ones (`sample: true`) are left out when the
 * operator hides sample content, as samples() does (lib/samples.ts).
 */
export const testimonialFiles: readonly TestimonialFile[] = allTestimonials
  .map(toTestimonial)
  .filter((t) => !(t.sample && operator.hideSampleContent))
  .sort(byFileName);

/** The testimonials a page shows, in file-name order (the same objects as testimonialFiles). */
export const testimonialsOn = (page: TestimonialPage): TestimonialFile[] => testimonialFiles.filter((t) => t.pages.includes(page));

/** The avatar's letters: the first letters of the first and the last word of the name ("Priya S." → "PS"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w.match(/\p{L}/u)![0].toLocaleUpperCase('en')).join('');
}
