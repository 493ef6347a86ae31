import type { Stat } from '@/content/services';

export type StatsStripProps = { title: string; items: Stat[] };

/** A band of key figures under the hero; static text, no counting animation (zero JS). */
export function StatsStrip({ title, items }: StatsStripProps) {
  return (
    <section aria-labelledby="stats-heading" className="border-b border-slate-200 bg-white px-4 py-10 sm:px-6 dark:border-slate-800 dark:bg-slate-950">
      <h2 id="stats-heading" className="sr-only">
        {title}
      </h2>
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 text-center lg:grid-cols-4">
        {items.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-slate-600 sm:text-base dark:text-slate-300">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl dark:text-brand-300">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
