import { FactPanel, WorkRights, withSource } from '@/components/countries/fact-panel';
import { Flag } from '@/components/countries/flag';
import { FactSource } from '@/components/ui/fact-source';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import type { Country, ExplorerCopy, FactRef } from '@/content/countries';
import type { MbaCountryDetails } from '@/content/countries';
import type { mbaFactLabels } from '@/content/mba';

/** One MBA destination: eight tiles (the MBA facts beside the facts shared with /countries). */
export function MbaCountryPanel({
  country,
  mba,
  panelTitle,
  labels,
  tuition,
  explorerCopy,
}: {
  country: Country;
  /** The country's MBA facts (`mbaByCountry[country.id]`). */
  mba: MbaCountryDetails;
  panelTitle: (country: string) => string;
  labels: typeof mbaFactLabels;
  /** The Average Tuition card's words (each school sets its fee). */
  tuition: string;
  explorerCopy: ExplorerCopy;
}) {
  const sources = country.details.sources;
  const locale = renderLocale();
  const words = contentFor(locale).shell.factSource;
  const source = (fact: FactRef) => <FactSource fact={fact} words={words} locale={locale} />;
  return (
    <FactPanel
      headingId={`mba-${country.id}-heading`}
      title={panelTitle(country.name)}
      flag={<Flag code={country.isoCode} width={60} lazy />}
      bgColor={country.bgColor}
      ctaLabel={explorerCopy.counsellingLabel}
      facts={{
        universities: { label: labels.universities, value: mba.universities },
        avgTuition: { label: labels.avgTuition, value: tuition },
        duration: { label: labels.duration, value: mba.duration },
        intakeMonths: { label: labels.intakeMonths, value: mba.intakeMonths },
        courses: { label: labels.specializations, value: mba.specializations },
        requirements: { label: labels.requirements, value: mba.requirements },
        costOfLiving: { label: labels.costOfLiving, value: withSource(country.details.costOfLiving, sources.costOfLiving, source) },
        workRights: {
          label: labels.workRights,
          value: (
            <WorkRights
              labels={explorerCopy}
              duringStudies={country.details.workRights.duringStudies}
              afterGraduation={mba.postStudyWork}
              sources={sources}
              source={source}
            />
          ),
        },
      }}
    />
  );
}
