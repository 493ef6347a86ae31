import { Reveal } from '@/components/ui/reveal';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import type { ProgramStep } from '@/content/programs';
import { ProgramIcon } from './program-icon';

/** Numbered steps (the application process) or plain points (why choose us). */
export function ProgramSteps({ items, numbered = false }: { items: ProgramStep[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  const { step } = contentFor(renderLocale()).shell.a11y;
  return (
    <List className={`grid gap-6 sm:grid-cols-2 ${items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {items.map((item, i) => (
        <li key={item.title}>
          <Reveal index={i} className="h-full">
            <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
                  <ProgramIcon name={item.icon} className="h-6 w-6" />
                </span>
                {numbered && (
                  <span className="text-sm font-bold text-brand-700 dark:text-brand-300">
                    <span className="sr-only">{`${step} `}</span>
                    {i + 1}
                  </span>
                )}
              </div>
              <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{item.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{item.text}</p>
            </div>
          </Reveal>
        </li>
      ))}
    </List>
  );
}
