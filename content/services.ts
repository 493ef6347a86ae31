/**
 * The services (content/services/<language>/<id>.yaml, checked at build against
 * content/services/schema.ts) as the /services page shows them in a language: in their order, their
 * figures filled in from the operator's settings, their icons drawn. Server side only.
 */
import files from '@/.content-collections/data/content-services.json';
import { faqSection } from '@/content/faq/entries';
import { localize, type Localized } from '@/content/data/localize';
import { iconNode, type DataDocument, type DataLanguage } from '@/content/data/schema';
import { figureValues, fillWords } from '@/content/named-figures';
import type { ServicePageKey } from '@/content/service-pages/schema';
import { service as serviceSchema, type ServiceColour, type ServiceFile } from '@/content/services/schema';
import type { FaqItem } from '@/content/types';
import { pageWords } from '@/content/pages';
import type { IconNode } from 'lucide';

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

export { fillWords };

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
  /** The statistics strip: its values name the operator's figures ({{partnerUniversities}}). */
  stats: { title: string; items: Stat[] };
  catalogue: SectionCopy & {
    services: Service[];
    learnMoreLabel: string;
    /** Accessible name of each Learn More button: "{prefix} {service title}". */
    learnMorePrefix: string;
    featuresHeading: string;
    getStartedLabel: string;
  };
  faq: SectionCopy & { items: FaqItem[] };
  support: SectionCopy & { cards: FeatureCard[] };
  closing: ClosingCopy;
};

/** The /services page in a language: its words (content/pages/<language>/services.yaml), the services of their files, the FAQ entries of its section. */
export function servicesOverviewIn(language: DataLanguage): ServicesOverview {
  const { hero, stats, catalogue, faq, support, closing } = pageWords('services', language);
  return {
    hero,
    stats,
    catalogue: { ...catalogue, services: servicesIn(language) },
    faq: { ...faq, items: faqSection('services', language) },
    support: { ...support, cards: support.cards.map((card) => ({ ...card, icon: iconNode(card.icon) })) },
    closing,
  };
}

export const servicesOverview = servicesOverviewIn('en');
