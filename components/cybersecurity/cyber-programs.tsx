import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button';
import { CardChecklist, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { CyberAccent, CybersecurityContent } from '@/content/cybersecurity';

const accents: Record<CyberAccent, { bar: string; icon: string }> = {
  blue: { bar: 'bg-blue-600', icon: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300' },
  emerald: { bar: 'bg-emerald-600', icon: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  violet: { bar: 'bg-violet-600', icon: 'bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300' },
  rose: { bar: 'bg-rose-600', icon: 'bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300' },
  amber: { bar: 'bg-amber-500', icon: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  cyan: { bar: 'bg-cyan-600', icon: 'bg-cyan-50 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-300' },
};

/** The six program cards; ACCESS PROGRAM leads to the enquiry form (enrolment starts there). */
export function CyberPrograms({ content, formHash }: { content: CybersecurityContent['programs']; formHash: string }) {
  return (
    <Section id={content.id} eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <CardGrid as="ul" columns={3}>
        {content.list.map(({ id, title, icon, description, features, accent }, i) => (
          <li key={id}>
            <Reveal index={i} className="h-full">
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <div className={`h-1.5 ${accents[accent].bar}`} aria-hidden="true" />
                <div className="flex flex-1 flex-col p-6">
                  <div className={`mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl ${accents[accent].icon}`} aria-hidden="true">
                    <Glyph icon={icon} className="h-6 w-6" />
                  </div>
                  <h3 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h3>
                  <p className="mt-2 text-slate-600 dark:text-slate-300">{description}</p>
                  <CardChecklist items={features} />
                  <a href={formHash} className={buttonClasses('primary', 'md', 'mt-6 w-full tracking-wide')} aria-label={`${content.action}: ${title}`}>
                    {content.action}
                  </a>
                </div>
              </article>
            </Reveal>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
