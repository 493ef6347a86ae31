import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button';
import { CardChecklist, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { FactSource } from '@/components/ui/fact-source';
import { Section } from '@/components/ui/section';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import type { AusImmigrationContent } from '@/content/ausimmigration';
import { AusActionLink } from './aus-action';

export function VisaCards({ content, contactHref }: { content: AusImmigrationContent['visas']; contactHref: string }) {
  const locale = renderLocale();
  const words = contentFor(locale).shell.factSource;
  return (
    <Section id={content.id} eyebrow={content.eyebrow} title={content.title} intro={content.intro} tone="tint">
      <CardGrid as="ul" columns={3}>
        {content.cards.map(({ id, icon, title, text, points, source, action }, i) => (
          <li key={id}>
            <Reveal index={i} className="h-full">
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <div
                  className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300"
                  aria-hidden="true"
                >
                  <Glyph icon={icon} className="h-6 w-6" />
                </div>
                <h3 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
                <CardChecklist items={points} />
                {source && (
                  <p className="mt-3">
                    <FactSource fact={source} words={words} locale={locale} />
                  </p>
                )}
                <AusActionLink action={action} className={buttonClasses('primary', 'md', 'mt-6 w-full')} contactHref={contactHref} />
              </article>
            </Reveal>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
