import { FactPanel, WorkRights } from '@/components/countries/fact-panel';
import { Flag } from '@/components/countries/flag';
import { explorerCopy, type Country } from '@/content/countries';
import { mbaByCountry, mbaFactLabels as labels, mbaPage } from '@/content/mba';

/** One MBA destination: the eight tiles of spec 001 §2 (MBA facts beside the shared country facts). */
export function MbaCountryPanel({ country }: { country: Country }) {
  const mba = mbaByCountry[country.id];
  return (
    <FactPanel
      headingId={`mba-${country.id}-heading`}
      title={mbaPage.destinations.panelTitle(country.name)}
      flag={<Flag code={country.isoCode} width={60} />}
      bgColor={country.bgColor}
      ctaLabel={explorerCopy.counselingLabel}
      facts={[
        { key: 'universities', label: labels.universities, value: mba.universities },
        { key: 'avgTuition', label: labels.avgTuition, value: mba.avgTuition },
        { key: 'duration', label: labels.duration, value: mba.duration },
        { key: 'intakeMonths', label: labels.intakeMonths, value: mba.intakeMonths },
        { key: 'courses', label: labels.specializations, value: mba.specializations },
        { key: 'requirements', label: labels.requirements, value: mba.requirements },
        { key: 'costOfLiving', label: labels.costOfLiving, value: country.details.costOfLiving },
        {
          key: 'workRights',
          label: labels.workRights,
          value: <WorkRights labels={explorerCopy} duringStudies={country.details.workRights.duringStudies} afterGraduation={mba.postStudyWork} />,
        },
      ]}
    />
  );
}
