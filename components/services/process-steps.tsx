import { Glyph } from '@/components/ui/glyph';
import { Section } from '@/components/ui/section';
import type { ProcessStep } from '@/content/service-pages';
import type { SectionCopy } from '@/content/services';

export type ProcessStepsProps = SectionCopy & { steps: ProcessStep[]; tone?: 'plain' | 'tint' };

const columns: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' };

/** Numbered steps of a service, as an ordered list. */
export function ProcessSteps({ steps, tone = 'tint', ...copy }: ProcessStepsProps) {
  return (
    <Section id="process" tone={tone} {...copy}>
      <ol className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${columns[steps.length] ?? 'lg:grid-cols-4'}`}>
        {steps.map(({ icon, title, description }, i) => (
          <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-950">
            <div className="mb-4 flex items-center gap-3" aria-hidden="true">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950">
                {i + 1}
              </span>
              <Glyph icon={icon} className="h-6 w-6 text-brand-700 dark:text-brand-300" />
            </div>
            <h3 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
