/**
 * The services (content/services/<language>/<id>.yaml, checked at build against
 * content/services/schema.ts) as the /services page shows them in a language: in their order, their
 * figures filled in from the operator's settings, their icons drawn. Server side only.
 */
import files from '@/.content-collections/data/content-services.json';
import { faqSection } from '@/content/faq/entries';
import { localize, type Localized } from '@/content/data/localize';
import { iconNode, type DataDocument, type DataLanguage } from '@/content/data/schema';
import { figureValues, fillFigures } from '@/content/named-figures';
import type { ServicePageKey } from '@/content/service-pages/schema';
import { service as serviceSchema, type ServiceColour, type ServiceFile } from '@/content/services/schema';
import type { FaqItem } from '@/content/types';
import { figures } from '@/lib/site';
import { Headset, MapPin, Plane, Presentation, type IconNode } from 'lucide';

/** A service of the overview grid; its details open in the shared modal. */
export type Service = {
  id: string;
  icon: IconNode;
  colour: ServiceColour;
  title: string;
  /** One or two sentences on the card. */
  description: string;
  /** The longer text in the modal. */
  details: string;
  /** The modal's "Key Features" list. */
  features: string[];
  /** The service's own page, when it has one. */
  page?: ServicePageKey;
  /** The fields shown in English because the language's file leaves them out (marked lang="en"). */
  fallback: string[];
};

/** Every string of a value with its {{figures}} filled in. */
export function fillWords<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fillFigures(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillWords(v, values)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillWords(v, values)])) as T;
  return value;
}

/** The service files of a language, in their order, with their figures filled in. */
export const serviceFilesIn = (language: DataLanguage): Localized<ServiceFile>[] => {
  const values = figureValues(language);
  return localize(files as DataDocument[], serviceSchema, language)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'))
    .map((file) => fillWords(file, values));
};

/** The cards of the overview in a language. */
export const servicesIn = (language: DataLanguage): Service[] =>
  serviceFilesIn(language).map(({ id, icon, colour, title, description, details, features, page, fallback }) => ({
    id,
    icon: iconNode(icon),
    colour,
    title,
    description,
    details,
    features,
    ...(page && { page }),
    fallback,
  }));

export const services = servicesIn('en');

export type Stat = { value: string; label: string };

/** An icon card: the Additional Support cards here, the feature lists of the sub-pages. */
export type FeatureCard = { icon: IconNode; title: string; description: string };

export type SectionCopy = { eyebrow?: string; title: string; intro?: string };

export type ClosingCopy = { title: string; text: string; ctaLabel: string };

export type ServicesOverview = {
  hero: { eyebrow: string; title: string; text: string; primaryLabel: string; secondaryLabel: string };
  /** The statistics strip: its values are the site's published figures (lib/site.ts). */
  stats: { title: string; items: Stat[] };
  catalogue: SectionCopy & {
    services: Service[];
    learnMoreLabel: string;
    /** Accessible name of each Learn More button: "{prefix} {service title}". */
    learnMorePrefix: string;
    featuresHeading: string;
    getStartedLabel: string;
    /** The dialog's link to the service's own page. */
    pageLinkLabel: string;
  };
  faq: SectionCopy & { items: FaqItem[] };
  support: SectionCopy & { cards: FeatureCard[] };
  closing: ClosingCopy;
};

export const servicesOverview: ServicesOverview = {
  hero: {
    eyebrow: 'Our services',
    title: 'Everything You Need to Study Abroad, Under One Roof',
    text: 'From your first free consultation to your first week abroad: counselling, university selection, scholarships, education loans, visas, travel and settling in. For Indian students heading to the USA, UK, Canada, Australia, Germany and across Europe.',
    primaryLabel: 'Get Started',
    secondaryLabel: 'Book a Free Consultation',
  },
  stats: {
    title: 'Our Track Record',
    items: [
      { value: '24/7', label: 'Support for Students Abroad' },
      { value: figures.text.partnerUniversities, label: 'Partnered Universities' },
      { value: figures.text.successRate, label: 'Success Rate' },
      { value: figures.text.yearsOfExperience, label: 'Years of Experience' },
    ],
  },
  catalogue: {
    eyebrow: 'What we do',
    title: 'Our Services',
    intro: 'Services that take you from choosing a course to settling into your new city. Use one or all of them.',
    services,
    learnMoreLabel: 'Learn More',
    learnMorePrefix: 'Learn More about',
    featuresHeading: 'Key Features',
    getStartedLabel: 'Get Started',
    pageLinkLabel: 'More About This Service',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'Answers to what students and parents ask us most. Still unsure? Book a free consultation.',
    items: faqSection('services'),
  },
  support: {
    eyebrow: 'Beyond admission',
    title: 'Additional Support',
    intro: 'Help that continues after your visa is stamped, so you and your family know whom to call.',
    cards: [
      {
        icon: Presentation,
        title: 'Pre-Departure Briefing',
        description: 'What to pack, which documents to keep in your hand luggage, what to expect at immigration and in your first week.',
      },
      {
        icon: Plane,
        title: 'Travel Assistance',
        description: 'Student fares, baggage allowances, connecting flights and airport pickup arranged before you fly.',
      },
      {
        icon: MapPin,
        title: 'Local Guidance',
        description: 'Getting around your new city: transport passes, groceries, neighbourhoods and the Indian community near you.',
      },
      {
        icon: Headset,
        title: 'Student Support',
        description: '24/7 assistance for you abroad and your family at home, for emergencies and everyday questions alike.',
      },
    ],
  },
  closing: {
    title: 'Ready to Start Your Journey?',
    text: 'Talk to a counsellor for free. Zero consultation fees, a clear plan, and support from your first question to your first week abroad.',
    ctaLabel: 'Schedule Free Counseling',
  },
};
