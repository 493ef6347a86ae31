import { Commitment } from '@/components/countries/commitment';
import { CountryExplorer } from '@/components/countries/country-explorer';
import { CourseCategories } from '@/components/countries/course-categories';
import { DestinationHero } from '@/components/countries/destination-hero';
import { Destinations } from '@/components/countries/destinations';
import { StudyCountryPanel } from '@/components/countries/study-country-panel';
import { PlannerPromo } from '@/components/planner/planner-promo';
import { countriesPage, explorerCopy } from '@/content/countries';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('countries');

export default function Page() {
  const { hero, destinations } = countriesPage;
  return (
    <>
      {/* Another tile replaces the selection; nothing clears it (unlike /MBA, where a second click does). */}
      <CountryExplorer repeatClick="keep" panelIdPrefix="study-" targetId={destinations.id}>
        <DestinationHero {...hero} targetId={destinations.id} copy={explorerCopy} />
        <Destinations
          id={destinations.id}
          title={destinations.title}
          intro={destinations.intro}
          copy={explorerCopy}
          panel={(country) => <StudyCountryPanel country={country} />}
        />
      </CountryExplorer>
      <PlannerPromo short />
      <CourseCategories />
      <Commitment />
    </>
  );
}
