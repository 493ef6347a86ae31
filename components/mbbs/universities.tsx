import { CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { FactSources } from '@/components/ui/fact-source';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import { Section } from '@/components/ui/section';
import { mbbsRules } from '@/content/facts';
import type { MbbsContent } from '@/content/mbbs';
import { UniversityCard } from './university-card';

export function Universities({ content }: { content: MbbsContent['universities'] }) {
  const locale = renderLocale();
  return (
    <Section id={content.id} eyebrow={content.eyebrow} title={content.title} intro={content.intro}>
      <CardGrid as="ul" columns={3}>
        {content.list.map((university, i) => (
          <li key={university.id}>
            <Reveal index={i} className="h-full">
              <UniversityCard university={university} texts={content} />
            </Reveal>
          </li>
        ))}
      </CardGrid>
      <p id="nmc-eligibility" className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600 dark:text-slate-300">
        {content.accreditationNote}{' '}
        <FactSources facts={[mbbsRules.courseMonths, mbbsRules.worldDirectory]} words={contentFor(locale).shell.factSource} locale={locale} />
      </p>
    </Section>
  );
}
