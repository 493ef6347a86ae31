/**
 * The cybersecurity training page's words (content/pages/<language>/cybersecurity.yaml) as its
 * components take them: icons drawn from their names, sample employers shown only while the
 * operator shows samples.
 */
import type { IconNode } from 'lucide';
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { CYBER_ACCENTS } from '@/content/pages/cybersecurity.schema';
import type { LeadField } from '@/content/types';
import { samples, type MaybeSample } from '@/content/samples';

/** Accent colour of a program card (the component maps it to light and dark classes). */
export type CyberAccent = (typeof CYBER_ACCENTS)[number];

export type CyberProgram = { id: string; title: string; icon: IconNode; description: string; features: string[]; accent: CyberAccent };
export type CyberWhyCard = { icon: IconNode; title: string; text: string };
export type ServiceAreaGroup = { title: string; places: string[] };

type Words = ReturnType<typeof pageWords<'cybersecurity'>>;

export type CybersecurityContent = Pick<Words, 'hero' | 'serviceAreas' | 'contact'> & {
  programs: Omit<Words['programs'], 'list'> & { list: CyberProgram[] };
  whyChoose: Omit<Words['whyChoose'], 'cards'> & { cards: CyberWhyCard[] };
  placements: Omit<Words['placements'], 'employers'> & { employers: ({ name: string } & MaybeSample)[] };
  enquiry: Omit<Words['enquiry'], 'fields'> & { fields: LeadField[] };
};

/** The page in a language. */
export function cybersecurityIn(language: DataLanguage): CybersecurityContent {
  const { hero, programs, whyChoose, placements, serviceAreas, contact, enquiry } = pageWords('cybersecurity', language);
  const withIcon = <T extends { icon: string }>(card: T) => ({ ...card, icon: iconNode(card.icon) });
  return {
    hero,
    programs: { ...programs, list: programs.list.map(withIcon) },
    whyChoose: { ...whyChoose, cards: whyChoose.cards.map(withIcon) },
    placements: {
      ...placements,
      // Invented examples are marked `sample` in the file: list only employers that have hired our learners.
      employers: [
        ...placements.employers.filter((e) => !e.sample).map(({ name }) => ({ name })),
        ...samples(placements.employers.filter((e) => e.sample).map(({ name }) => ({ name }))),
      ],
    },
    serviceAreas,
    contact,
    enquiry,
  };
}

export const cybersecurity = cybersecurityIn('en');
