import { Counter } from '@/components/home/counter';
import type { HomeContent } from '@/content/home';

/** The home page's four key figures on a brand band, counting up when they come into view. */
export function Stats({ counters }: { counters: HomeContent['counters'] }) {
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-900 px-4 py-14 text-white sm:px-6 lg:py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl text-center">
        <h2 id="stats-heading" className="text-3xl font-bold sm:text-4xl">
          {counters.title}
        </h2>
        <p className="mt-4 text-lg text-brand-100 dark:text-slate-300">{counters.intro}</p>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {counters.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
              <dt className="mt-2 text-base font-medium text-brand-100 dark:text-slate-300">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tabular-nums sm:text-5xl">
                <Counter value={stat.value} suffix={stat.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
