/** What the six service sub-pages share: their keys, their shape and the copy they all use. */
import type { IconNode } from 'lucide';
import type { FaqItem, Testimonial } from '@/content/types';
import type { ClosingCopy, FeatureCard, SectionCopy } from '@/content/services';

/** The service sub-pages, in the order they are listed; each is also a route registry key. */
export const SERVICE_PAGE_KEYS = [
  'careerCounselling',
  'consultationService',
  'visaServices',
  'educationLoan',
  'scholarshipService',
  'travelAccommodation',
] as const;

export type ServicePageKey = (typeof SERVICE_PAGE_KEYS)[number];

/** One step of a service's process: icon, title and what happens in it. */
export type ProcessStep = { icon: IconNode; title: string; description: string };

/** A key figure shown under the hero text (one of the site's published figures). */
export type Highlight = { value: string; label: string };

/** One service sub-page: every page has the same sections, in the same order. */
export type ServicePageContent = {
  key: ServicePageKey;
  hero: { eyebrow: string; title: string; text: string; ctaLabel: string; highlights: Highlight[] };
  features: SectionCopy & { items: FeatureCard[] };
  process: SectionCopy & { steps: ProcessStep[] };
  /** Absent on the travel and accommodation page; the items are the testimonial files that list the page. */
  testimonials?: SectionCopy & { items: Testimonial[] };
  /** Absent on the travel and accommodation page. */
  faq?: SectionCopy & { items: FaqItem[] };
  cta: ClosingCopy & { secondaryLabel: string };
};

/*
 * The pages' testimonials are files (content/testimonials/, listing the page's key in `pages`);
 * today's are invented samples (`sample: true`): replace them with real students' words, with their
 * consent, before launch.
 */
export const testimonialsCopy: SectionCopy = { eyebrow: 'Student stories', title: 'What Our Students Say' };
export const faqCopy: SectionCopy = { eyebrow: 'FAQ', title: 'Frequently Asked Questions' };
export const allServicesLabel = 'Explore All Services';
