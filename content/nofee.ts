/**
 * The free-consultation page's words (/nofee: 30-45 minutes, zero fees), from
 * content/pages/<language>/nofee.yaml (schema content/pages/nofee.schema.ts), icons drawn from their names.
 */
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { pageWords, type PageContent } from '@/content/pages';

export type NofeeContent = PageContent<'nofee'>;
export type NofeeCard = NofeeContent['covers']['items'][number];

/** The free-consultation page in a language. */
export function nofeeIn(language: DataLanguage): NofeeContent {
  const { bookingSubject, hero, covers, audience, steps, closing } = pageWords('nofee', language);
  type Cards = Omit<NofeeContent['covers'], 'items'> & { items: { title: string; text: string; icon: string }[] };
  const withIcons = (s: Cards): NofeeContent['covers'] => ({ ...s, items: s.items.map((c) => ({ ...c, icon: iconNode(c.icon) })) });
  return { bookingSubject, hero, covers: withIcons(covers), audience: withIcons(audience), steps: withIcons(steps), closing };
}

export const nofee: NofeeContent = nofeeIn('en');
