import { ArrowRight, Clock } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { HomeContent } from '@/content/home';

/** The home page's six program cards, each a link to its page. */
export function ProgramCards({ programs }: { programs: HomeContent['programs'] }) {
  return (
    <Section id={programs.id} eyebrow={programs.eyebrow} title={programs.title} intro={programs.intro} tone="tint">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {programs.cards.map(({ to, title, duration, highlight, text, icon }, i) => (
          <li key={to}>
            <Reveal index={i} className="h-full">
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-950"
              >
                <span
                  className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300"
                  aria-hidden="true"
                >
                  <Glyph icon={icon} className="h-6 w-6" />
                </span>
                <h3 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{text}</p>
                {(duration || highlight) && (
                  <p className="mt-4 flex flex-wrap gap-2 text-sm font-semibold">
                    {duration && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800 dark:bg-slate-800 dark:text-brand-200">
                        <Glyph icon={Clock} className="h-4 w-4" />
                        {duration}
                      </span>
                    )}
                    {highlight && (
                      <span className="rounded-full bg-orange-50 px-3 py-1 text-accent-700 dark:bg-slate-800 dark:text-orange-300">{highlight}</span>
                    )}
                  </p>
                )}
                <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline dark:text-brand-300">
                  {programs.linkLabel}
                  <Glyph icon={ArrowRight} className="h-4 w-4" />
                </span>
              </Link>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
