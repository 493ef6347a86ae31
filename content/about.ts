/**
 * The about page's words (content/pages/<language>/about.yaml, schema content/pages/about.schema.ts)
 * as its components take them: icons drawn from their names, each {{figure}} filled in. The three
 * commitments it shows with the home page are content/pages/<language>/commitments.yaml.
 */
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { pageWords, type PageContent } from '@/content/pages';
import type { RouteKey } from '@/content/routes';

type Words = PageContent<'about'>;

/** One year of the timeline: year, title, description. */
export type TimelineEntry = Words['story']['timeline'][number];

/** A why-MBBS-abroad topic: choosing it shows its description and three label/value stats. */
export type TopicEntry = Omit<Words['whyMbbs']['topics'][number], 'stats'> & { stats: [TopicStat, TopicStat, TopicStat] };
export type TopicStat = Words['consultants']['stats'][number];

export type Commitment = PageContent<'commitments'>['cards'][number];

export type Leader = Words['leadership']['leaders'][number];

/** The about page's words, typed from its schema: the topics' three stats as a triple. */
export type AboutContent = Omit<Words, 'whyMbbs' | 'commitment'> & {
  whyMbbs: Omit<Words['whyMbbs'], 'topics'> & { topics: TopicEntry[] };
  commitment: Pick<Words['commitment'], 'eyebrow' | 'title' | 'intro' | 'cta'>;
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
