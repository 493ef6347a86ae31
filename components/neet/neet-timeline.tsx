import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { NeetContent } from '@/content/neet';

/** The preparation timeline: month range, stage and tasks, as an ordered list. */
export function NeetTimeline({ content }: { content: NeetContent['timeline'] }) {
  return (
    <Section eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <ol className="relative mx-auto max-w-3xl space-y-6 border-l-2 border-brand-200 pl-8 dark:border-slate-700">
        {content.steps.map((step, i) => (
          <li key={step.months} className="relative">
            <span
              className="absolute top-1 -left-[3.1rem] flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <Reveal index={i}>
              <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{step.months}</p>
                <h3 className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{step.title}</h3>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-300">
                  {step.tasks.map((task) => (
                    <li key={task}>{task}</li>
                  ))}
                </ul>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
