/**
 * The home page's words (content/pages/<language>/home.yaml, schema content/pages/home.schema.ts)
 * as the page's components take them: icons drawn from their names, the counters' figures from the
 * operator's settings (content/site), each {{figure}} filled in.
 */
import { iconNode } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { DataLanguage } from '@/content/data/schema';
import { figures } from '@/content/site';
import type { IconNode } from 'lucide';
import type { RouteKey } from '@/content/routes';

export type HomeCta = { label: string; to: RouteKey; hash?: string };

export type ProgramCard = {
  to: RouteKey;
  title: string;
  /** Typical duration; absent where the spec gives none (NEET Services). */
  duration?: string;
  /** A highlight shown as a tag (permanent residency, placement assistance). */
  highlight?: string;
  text: string;
  icon: IconNode;
};

export type FeatureCard = { title: string; text: string; icon: IconNode };

export type CounterStat = { value: number; suffix: '+' | '%'; label: string };

export type LifeCycleStep = { title: string; text: string; icon: IconNode };

export type HighlightCard = { title: string; text: string; icon: IconNode; linkLabel: string };

export type HomeContent = {
  hero: { eyebrow: string; title: string; text: string; cta: HomeCta; secondary: { label: string; hash: string }; badges: string[]; imageAlt: string };
  programs: { id: string; eyebrow: string; title: string; intro: string; cards: ProgramCard[]; linkLabel: string };
  whyChoose: { eyebrow: string; title: string; intro: string; cards: FeatureCard[] };
  counters: { title: string; intro: string; stats: CounterStat[] };
  consultation: {
    eyebrow: string;
    title: string;
    text: string;
    points: string[];
    facts: { value: string; label: string }[];
    primary: HomeCta;
    secondary: HomeCta;
  };
  engineering: {
    eyebrow: string;
    title: string;
    text: string;
    points: string[];
    imageAlt: string;
    primary: { label: string; to: RouteKey };
    secondary: HomeCta;
  };
  lifeCycle: { eyebrow: string; title: string; intro: string; stepLabel: string; steps: LifeCycleStep[] };
  commitment: { eyebrow: string; title: string; intro: string };
  highlights: { title: string; intro: string; cards: HighlightCard[]; to: RouteKey };
  closing: { title: string; text: string; cta: HomeCta };
};

/** The home page in a language. */
export function homeIn(language: DataLanguage): HomeContent {
  const w = pageWords('home', language);
  const withIcon = <T extends { icon: string }>(card: T) => ({ ...card, icon: iconNode(card.icon) });
  const cta = (c: { label: string; to: string }): HomeCta => ({ ...c, to: c.to as RouteKey });
  return {
    hero: { ...w.hero, cta: cta(w.hero.cta) },
    programs: { ...w.programs, cards: w.programs.cards.map((c) => ({ ...withIcon(c), to: c.to as RouteKey })) },
    whyChoose: { ...w.whyChoose, cards: w.whyChoose.cards.map(withIcon) },
    counters: {
      ...w.counters,
      // A count-up to the operator's figure: % on the success rate, + on the others.
      // An operator's figure left empty in the settings has no counter.
      stats: w.counters.stats.flatMap(({ figure, label }) => {
        const value = figures[figure];
        return value === undefined ? [] : [{ value, suffix: figure === 'successRate' ? ('%' as const) : ('+' as const), label }];
      }),
    },
    consultation: { ...w.consultation, primary: cta(w.consultation.primary), secondary: cta(w.consultation.secondary) },
    engineering: { ...w.engineering, primary: cta(w.engineering.primary), secondary: cta(w.engineering.secondary) },
    lifeCycle: { ...w.lifeCycle, steps: w.lifeCycle.steps.map(withIcon) },
    highlights: { ...w.highlights, to: w.highlights.to as RouteKey, cards: w.highlights.cards.map(withIcon) },
    commitment: w.commitment,
    closing: { ...w.closing, cta: cta(w.closing.cta) },
  };
}

export const home: HomeContent = homeIn('en');
