import { SplitFeature } from '@/components/sections/split-feature';
import type { AboutContent } from '@/content/about';

/** Our consultants: how counselling works, with three figures beside it. */
export function Consultants({ consultants: c }: { consultants: AboutContent['consultants'] }) {
  return (
    <SplitFeature
      id="consultants"
      tone="tint"
      copy={{ ...c, primary: c.cta }}
      aside={
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {c.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-700 dark:bg-slate-950"
            >
              <dt className="text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-700 dark:text-brand-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
