import { Glyph } from '@/components/ui/glyph';
import { Section } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import type { AboutContent, TopicEntry } from '@/content/about';
import { Island } from '@/components/ui/island';

function TopicPanel({ topic }: { topic: TopicEntry }) {
  return (
    <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="lg:col-span-3">
        <span
          className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300"
          aria-hidden="true"
        >
          <Glyph icon={topic.icon} className="h-6 w-6" />
        </span>
        <h3 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{topic.title}</h3>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{topic.description}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
        {topic.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-4 dark:bg-slate-800">
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{stat.label}</dt>
            <dd className="text-2xl font-extrabold text-brand-800 dark:text-brand-200">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The why-MBBS-abroad selector: five topics as tabs; choosing one shows its
 * description and three stats. Every panel is in the HTML for crawlers and no-JS readers.
 */
export function WhyMbbs({ whyMbbs: w }: { whyMbbs: AboutContent['whyMbbs'] }) {
  return (
    <Section id="why-mbbs-abroad" eyebrow={w.eyebrow} title={w.title} intro={w.intro} tone="tint">
      <Island>
        <Tabs label={w.tabsLabel} tabs={w.topics.map((topic) => ({ id: topic.id, label: topic.title, content: <TopicPanel topic={topic} /> }))} />
      </Island>
    </Section>
  );
}
