/**
 * The vision, mission and core values page's words (/vission-mission), from
 * content/pages/en/vision.yaml (schema content/pages/vision.schema.ts), icons drawn from their names.
 */
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { pageWords, type PageContent } from '@/content/pages';
import type { RouteKey } from '@/content/routes';

export type VisionContent = PageContent<'vision'>;
export type ValueCard = VisionContent['values']['cards'][number];

/** The vision page in a language. */
export function visionIn(language: DataLanguage): VisionContent {
  const w = pageWords('vision', language);
  const withIcon = <T extends { icon: string }>(card: T) => ({ ...card, icon: iconNode(card.icon) });
  const link = (l: { label: string; to: string }) => ({ ...l, to: l.to as RouteKey });
  return {
    hero: { ...w.hero, cta: link(w.hero.cta) },
    vision: withIcon(w.vision),
    mission: withIcon(w.mission),
    values: { ...w.values, cards: w.values.cards.map(withIcon) },
    whyChoose: { ...w.whyChoose, cards: w.whyChoose.cards.map(withIcon), cta: link(w.whyChoose.cta) },
  };
}

export const vision: VisionContent = visionIn('en');
