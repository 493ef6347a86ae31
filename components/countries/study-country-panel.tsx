import { FactPanel, TuitionEstimates, WorkRights, withSource } from '@/components/countries/fact-panel';
import { Flag } from '@/components/countries/flag';
import { FactSource } from '@/components/ui/fact-source';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import type { Country, ExplorerCopy, FactRef, TuitionKinds, countryFactLabels } from '@/content/countries';

/** "Study in {country}" with its eight fact cards. */
export function StudyCountryPanel({
  country,
  panelTitle,
  labels,
  tuitionKinds,
  explorerCopy,
}: {
  country: Country;
  panelTitle: (country: string) => string;
  labels: typeof countryFactLabels;
  tuitionKinds: TuitionKinds;
  explorerCopy: ExplorerCopy;
}) {
  const d = country.details;
  const locale = renderLocale();
  const words = contentFor(locale).shell.factSource;
  const source = (fact: FactRef) => <FactSource fact={fact} words={words} locale={locale} />;
  return (
    <FactPanel
      headingId={`study-${country.id}-heading`}
      title={panelTitle(country.name)}
      flag={<Flag code={country.isoCode} width={60} lazy />}
      bgColor={country.bgColor}
      ctaLabel={explorerCopy.counsellingLabel}
      facts={{
        universities: { label: labels.universities, value: d.universities },
        avgTuition: { label: labels.avgTuition, value: <TuitionEstimates tuition={d.tuition} kinds={tuitionKinds} locale={locale} source={source} /> },
        duration: { label: labels.duration, value: d.duration },
        intakeMonths: { label: labels.intakeMonths, value: d.intakeMonths },
        courses: { label: labels.topCourses, value: d.topCourses },
        requirements: { label: labels.requirements, value: d.requirements },
        costOfLiving: { label: labels.costOfLiving, value: withSource(d.costOfLiving, d.sources.costOfLiving, source) },
        workRights: {
          label: labels.workRights,
          value: <WorkRights labels={explorerCopy} {...d.workRights} sources={d.sources} source={source} />,
        },
      }}
    />
  );
}
