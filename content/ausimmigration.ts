/**
 * The Australia immigration page's words (content/pages/<language>/ausimmigration.yaml) as its
 * components take them: icons drawn from their names, a visa card's named figure with its fact.
 */
import type { IconNode } from 'lucide';
import type { FactRef } from '@/content/countries';
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { factsNamed } from '@/content/named-figures';
import { pageWords } from '@/content/pages';
import type { RouteKey } from '@/content/routes';

export type AusFeature = { icon: IconNode; title: string; text: string };
export type AusStep = AusFeature;

/** Where a visa card's call to action goes: the contact form with a prefilled subject, or a page. */
export type AusAction = { label: string } & ({ contactSubject: string; to?: never } | { to: RouteKey; contactSubject?: never });

export type VisaCard = {
  id: string;
  icon: IconNode;
  title: string;
  text: string;
  points: string[];
  /** The fact behind a figure in the points: shown as an "as of · source" line. */
  source?: FactRef;
  action: AusAction;
};

type Words = ReturnType<typeof pageWords<'ausimmigration'>>;

export type AusImmigrationContent = {
  hero: Omit<Words['hero'], 'consultation'> & { consultation: AusAction };
  whyChoose: Omit<Words['whyChoose'], 'cards'> & { cards: AusFeature[] };
  process: Omit<Words['process'], 'steps'> & { steps: AusStep[] };
  visas: Omit<Words['visas'], 'cards'> & { cards: VisaCard[] };
  living: Omit<Words['living'], 'cards'> & { cards: AusFeature[] };
  closing: Words['closing'];
};

const actionOf = ({ label, to, contactSubject }: { label: string; to?: string; contactSubject?: string }): AusAction =>
  to ? { label, to: to as RouteKey } : { label, contactSubject: contactSubject ?? '' };

/** The page in a language. */
export function ausImmigrationIn(language: DataLanguage): AusImmigrationContent {
  const { hero, whyChoose, process, visas, living, closing } = pageWords('ausimmigration', language);
  const withIcon = <T extends { icon: string }>(card: T) => ({ ...card, icon: iconNode(card.icon) });
  return {
    hero: { ...hero, consultation: actionOf(hero.consultation) },
    whyChoose: { ...whyChoose, cards: whyChoose.cards.map(withIcon) },
    process: { ...process, steps: process.steps.map(withIcon) },
    visas: {
      ...visas,
      cards: visas.cards.map(({ source, action, ...card }) => ({
        ...withIcon(card),
        ...(source && { source: factsNamed([source])[0] }),
        action: actionOf(action),
      })),
    },
    living: { ...living, cards: living.cards.map(withIcon) },
    closing,
  };
}

export const ausImmigration = ausImmigrationIn('en');
