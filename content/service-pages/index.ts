/**
 * The service pages (/services/<page>/) as they render: each page's words from the service file that
 * names it (content/services/en/<id>.yaml, fields `page` and `subPage`), its figures filled in, its
 * icons drawn, its testimonials and FAQ entries from their own files. Server side only.
 */
import { iconNode } from '@/content/data/schema';
import { FAQ_SECTIONS, type FaqSection } from '@/content/faq/schema';
import { faqSection } from '@/content/faq/entries';
import { serviceFilesIn } from '@/content/services';
import type { ServicePageFile } from '@/content/service-pages/schema';
import { SERVICE_PAGE_KEYS, type ServicePageContent, type ServicePageKey } from '@/content/service-pages/shared';
import { TESTIMONIAL_PAGES, testimonialsOn, type TestimonialPage } from '@/content/testimonials';

export { SERVICE_PAGE_KEYS } from '@/content/service-pages/shared';
export type { Highlight, ProcessStep, ServicePageContent, ServicePageKey } from '@/content/service-pages/shared';

const cards = <C extends { icon: string }>(items: C[]) => items.map((c) => ({ ...c, icon: iconNode(c.icon) }));
const isFaqSection = (key: string): key is FaqSection => (FAQ_SECTIONS as readonly string[]).includes(key);
const isTestimonialPage = (key: string): key is TestimonialPage => (TESTIMONIAL_PAGES as readonly string[]).includes(key);

function pageOf(key: ServicePageKey, words: ServicePageFile, source: string): ServicePageContent {
  const { hero, features, process, testimonials, faq, cta } = words;
  if (testimonials && !isTestimonialPage(key)) throw new Error(`${source}: subPage.testimonials: the ${key} page shows no testimonials; leave it out`);
  if (faq && !isFaqSection(key)) throw new Error(`${source}: subPage.faq: the ${key} page has no FAQ section; leave it out`);
  return {
    key,
    source,
    hero,
    features: { ...features, items: cards(features.items) },
    process: { ...process, steps: cards(process.steps) },
    ...(testimonials && isTestimonialPage(key) && { testimonials: { ...testimonials, items: testimonialsOn(key) } }),
    ...(faq && isFaqSection(key) && { faq: { ...faq, items: faqSection(key) } }),
    cta,
  };
}

/** Each service page, by key in the order of SERVICE_PAGE_KEYS: the build stops when a key has no service file with its words, or two. */
function servicePagesFrom(): Record<ServicePageKey, ServicePageContent> {
  const files = serviceFilesIn('en');
  return Object.fromEntries(
    SERVICE_PAGE_KEYS.map((key) => {
      const [file, ...more] = files.filter((f) => f.page === key);
      if (!file) throw new Error(`No service file in content/services/en/ names the page ${key}: give one service \`page: ${key}\` and its \`subPage\` words`);
      if (more.length) throw new Error(`${more[0].source}: page: ${key} is already the page of ${file.source}`);
      if (!file.subPage) throw new Error(`${file.source}: subPage: the words of the ${key} page are missing`);
      return [key, pageOf(key, file.subPage, file.source)];
    }),
  ) as Record<ServicePageKey, ServicePageContent>;
}

export const servicePages = servicePagesFrom();
