import { Glyph } from '@/components/ui/glyph';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import type { AusImmigrationContent } from '@/content/ausimmigration';

/** The 4-step process as a numbered list. */
export function AusProcess({ content }: { content: AusImmigrationContent['process'] }) {
  const { step } = contentFor(renderLocale()).shell.a11y;
  return (
    <Section eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.steps.map(({ icon, title, text }, i) => (
          <li key={title}>
            <Reveal index={i} className="h-full">
              <div className="relative h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <span className="text-sm font-bold text-brand-700 dark:text-brand-300">
                  <span className="sr-only">{`${step} `}</span>
                  {String(i + 1).padStart(2, '0')}
                </span>
                <Glyph icon={icon} className="mt-3 h-8 w-8 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-3 text-xl font-bold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
