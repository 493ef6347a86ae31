/**
 * The about page's words (content/pages/<language>/about.yaml, schema content/pages/about.schema.ts)
 * as its components take them: icons drawn from their names, each {{figure}} filled in. The three
 * commitments it shows with the home page are content/pages/<language>/commitments.yaml.
 */
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { IconNode } from 'lucide';
import type { RouteKey } from '@/content/routes';

/** One year of the timeline: year, title, description. */
export type TimelineEntry = { year: number; title: string; description: string };

/** A why-MBBS-abroad topic: choosing it shows its description and three label/value stats. */
export type TopicEntry = {
  id: string;
  title: string;
  description: string;
  stats: [TopicStat, TopicStat, TopicStat];
  icon: IconNode;
};
export type TopicStat = { label: string; value: string };

export type Commitment = { title: string; text: string; icon: IconNode };

export type Leader = { role: string; focus: string; text: string; icon: IconNode };

export type AboutContent = {
  hero: { eyebrow: string; title: string; text: string; cta: { label: string; to: RouteKey }; imageAlt: string };
  story: { title: string; intro: string; timeline: TimelineEntry[] };
  whyMbbs: { eyebrow: string; title: string; intro: string; tabsLabel: string; topics: TopicEntry[] };
  leadership: { eyebrow: string; title: string; intro: string; leaders: Leader[] };
  consultants: { eyebrow: string; title: string; text: string; points: string[]; stats: TopicStat[]; cta: { label: string; to: RouteKey } };
  commitment: { eyebrow: string; title: string; intro: string; cta: { label: string; to: RouteKey } };
};

/** The about page in a language (English: the only edition with an about page). */
export function aboutIn(language: DataLanguage): AboutContent {
  const w = pageWords('about', language);
  const link = (l: { label: string; to: string }) => ({ ...l, to: l.to as RouteKey });
  return {
    hero: { ...w.hero, cta: link(w.hero.cta) },
    story: w.story,
    whyMbbs: {
      ...w.whyMbbs,
      topics: w.whyMbbs.topics.map((t) => ({ ...t, stats: t.stats as TopicEntry['stats'], icon: iconNode(t.icon) })),
    },
    leadership: { ...w.leadership, leaders: w.leadership.leaders.map((l) => ({ ...l, icon: iconNode(l.icon) })) },
    consultants: { ...w.consultants, cta: link(w.consultants.cta) },
    commitment: { eyebrow: w.commitment.eyebrow, title: w.commitment.title, intro: w.commitment.intro, cta: link(w.commitment.cta) },
  };
}

export const about: AboutContent = aboutIn('en');

/**
 * The three commitments (24/7 support, expert guidance, proven results) in a language, shown on the
 * home and about pages: content/pages/<language>/commitments.yaml, icons drawn from their names.
 */
export function commitmentsIn(language: DataLanguage): Commitment[] {
  return pageWords('commitments', language).cards.map((c) => ({ ...c, icon: iconNode(c.icon) }));
}

export const commitments: Commitment[] = commitmentsIn('en');
