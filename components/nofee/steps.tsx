import { Glyph } from '@/components/ui/glyph';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { NofeeContent } from '@/content/nofee';

/** How the free consultation works: numbered steps. */
export function Steps({ steps }: { steps: NofeeContent['steps'] }) {
  return (
    <Section id="how-it-works" eyebrow={steps.eyebrow} title={steps.title} intro={steps.intro}>
      <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {steps.items.map(({ title, text, icon }, i) => (
          <li key={title}>
            <Reveal index={i} className="h-full">
              <div className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <span
                  className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white dark:bg-brand-400 dark:text-slate-950"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
                    <Glyph icon={icon} className="h-5 w-5 text-brand-700 dark:text-brand-300" />
                    {title}
                  </h3>
                  <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
                </div>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
