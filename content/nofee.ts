/**
 * The free-consultation page's words (/nofee: 30-45 minutes, zero fees), from
 * content/pages/<language>/nofee.yaml (schema content/pages/nofee.schema.ts), icons drawn from their names.
 */
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { IconNode } from 'lucide';

export type NofeeCard = { title: string; text: string; icon: IconNode };

export type NofeeContent = {
  /** Subject the Book buttons fill into the contact form (/contact/?subject=…#contact-form). */
  bookingSubject: string;
  hero: { eyebrow: string; title: string; text: string; bookLabel: string; badges: string[] };
  covers: { eyebrow: string; title: string; intro: string; items: NofeeCard[] };
  audience: { eyebrow: string; title: string; intro: string; items: NofeeCard[] };
  steps: { eyebrow: string; title: string; intro: string; items: NofeeCard[] };
  closing: { title: string; text: string; bookLabel: string };
};

/** The free-consultation page in a language. */
export function nofeeIn(language: DataLanguage): NofeeContent {
  const { bookingSubject, hero, covers, audience, steps, closing } = pageWords('nofee', language);
  type Cards = Omit<NofeeContent['covers'], 'items'> & { items: { title: string; text: string; icon: string }[] };
  const withIcons = (s: Cards): NofeeContent['covers'] => ({ ...s, items: s.items.map((c) => ({ ...c, icon: iconNode(c.icon) })) });
  return { bookingSubject, hero, covers: withIcons(covers), audience: withIcons(audience), steps: withIcons(steps), closing };
}

export const nofee: NofeeContent = nofeeIn('en');
