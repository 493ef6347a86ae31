/**
 * Students' testimonials: one Markdown file each (content/testimonials/<name>.md), checked at build
 * by content-collections.ts against content/testimonials/schema.ts. The service pages and the MBA
 * page show the ones that list them in `pages`, by their `order` (smallest first); adding a file
 * adds it to those pages.
 */
import { allTestimonials } from 'content-collections';
import type { TestimonialPage } from '@/content/testimonials/schema';
import type { Testimonial } from '@/content/types';
import { operator } from '@/content/operator-settings';

export { TESTIMONIAL_PAGES, type TestimonialPage } from '@/content/testimonials/schema';

/** A testimonial as its file gives it; `sample: true` on an invented one (content/samples.ts). */
export type TestimonialFile = Testimonial & {
  /** The file name without .md: its place in the order. */
  slug: string;
  /** The file, for messages: content/testimonials/<name>.md. */
  source: string;
  pages: TestimonialPage[];
  /** Its place on the pages, smallest first. */
  order: number;
  date?: string;
};

/** By `order`, smallest first; two with the same order by file name, leading numbers compared as numbers (9-… before 10-…). */
export const byOrder = (a: { order: number; slug: string }, b: { order: number; slug: string }) =>
  a.order - b.order || a.slug.localeCompare(b.slug, 'en', { numeric: true });

function toTestimonial({ sample, photo, ...file }: (typeof allTestimonials)[number]): TestimonialFile {
  return { ...file, ...(photo && { photo }), ...(sample && { sample: true as const }) };
}

/**
 * Every testimonial file, by order; invented ones (`sample: true`) are left out when the
 * operator hides sample content, as samples() does (content/samples.ts).
 */
export const testimonialFiles: readonly TestimonialFile[] = allTestimonials
  .map(toTestimonial)
  .filter((t) => !(t.sample && operator.hideSampleContent))
  .sort(byOrder);

/** The testimonials a page shows, by order (the same objects as testimonialFiles). */
export const testimonialsOn = (page: TestimonialPage): TestimonialFile[] => testimonialFiles.filter((t) => t.pages.includes(page));

/** The avatar's letters: the first letters of the first and the last word of the name ("Priya S." → "PS"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w.match(/\p{L}/u)![0].toLocaleUpperCase('en')).join('');
}
