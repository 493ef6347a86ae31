import { Glyph } from '@/components/ui/glyph';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { HomeContent } from '@/content/home';

/** The five-step study-abroad life cycle, as an ordered list. */
export function LifeCycle({ lifeCycle }: { lifeCycle: HomeContent['lifeCycle'] }) {
  return (
    <Section id="life-cycle" eyebrow={lifeCycle.eyebrow} title={lifeCycle.title} intro={lifeCycle.intro}>
      <ol className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {lifeCycle.steps.map(({ title, text, icon }, i) => (
          <li key={title}>
            <Reveal index={i} className="h-full">
              <div className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <span
                  className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950"
                  aria-hidden="true"
                >
                  <Glyph icon={icon} className="h-7 w-7" />
                </span>
                <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{`${lifeCycle.stepLabel} ${i + 1}`}</p>
                <h3 className="mt-1 text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
