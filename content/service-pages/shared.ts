/** What the service pages share: their keys and the shape a page renders (content/service-pages/index.ts builds it from the data). */
import type { IconNode } from 'lucide';
import type { FaqItem, Testimonial } from '@/content/types';
import type { ClosingCopy, FeatureCard, SectionCopy } from '@/content/services';

export { SERVICE_PAGE_KEYS, type ServicePageKey } from '@/content/service-pages/schema';
import type { ServicePageKey } from '@/content/service-pages/schema';

/** One step of a service's process: icon, title and what happens in it. */
export type ProcessStep = { icon: IconNode; title: string; description: string };

/** A key figure shown under the hero text. */
export type Highlight = { value: string; label: string };

/** One service page: every page has the same sections, in the same order. */
export type ServicePageContent = {
  key: ServicePageKey;
  /** The service file its words come from. */
  source: string;
  hero: { eyebrow: string; title: string; text: string; ctaLabel: string; highlights: Highlight[] };
  features: SectionCopy & { items: FeatureCard[] };
  process: SectionCopy & { steps: ProcessStep[] };
  /** Present when the file gives its heading; the items are the testimonial files that list the page. */
  testimonials?: SectionCopy & { items: Testimonial[] };
  /** Present when the file gives its heading; the items are the page's FAQ entry files. */
  faq?: SectionCopy & { items: FaqItem[] };
  cta: ClosingCopy & { secondaryLabel: string };
};
