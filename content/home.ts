/**
 * The home page's words (content/pages/<language>/home.yaml, schema content/pages/home.schema.ts)
 * as the page's components take them: icons drawn from their names, the counters' figures from the
 * operator's settings (content/site), each {{figure}} filled in.
 */
import { iconNode } from '@/content/data/schema';
import { pageWords, type PageContent } from '@/content/pages';
import type { DataLanguage } from '@/content/data/schema';
import { figures } from '@/content/site';
import type { RouteKey } from '@/content/routes';

/** The home page's words, typed from its schema; the counters' figures come from the operator's settings. */
export type HomeContent = Omit<PageContent<'home'>, 'counters'> & {
  counters: Omit<PageContent<'home'>['counters'], 'stats'> & { stats: CounterStat[] };
};
export type HomeCta = HomeContent['hero']['cta'];
export type ProgramCard = HomeContent['programs']['cards'][number];
export type FeatureCard = HomeContent['whyChoose']['cards'][number];
export type CounterStat = { value: number; suffix: '+' | '%'; label: string };
export type LifeCycleStep = HomeContent['lifeCycle']['steps'][number];
export type HighlightCard = HomeContent['highlights']['cards'][number];

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
