import { Commitment } from '@/components/countries/commitment';
import { CountryExplorer } from '@/components/countries/country-explorer';
import { CourseCategories } from '@/components/countries/course-categories';
import { DestinationHero } from '@/components/countries/destination-hero';
import { Destinations } from '@/components/countries/destinations';
import { StudyCountryPanel } from '@/components/countries/study-country-panel';
import { PlannerPromo } from '@/components/planner/planner-promo';
import type { Country, ExplorerCopy, countriesPage as englishCountriesPage, countryFactLabels as englishFactLabels } from '@/content/countries';
import type { CourseCategory, courseCategoryLabels as englishCategoryLabels } from '@/content/course-categories';
import { Island } from '@/components/ui/island';

export type CountriesPageProps = {
  countriesPage: typeof englishCountriesPage;
  explorerCopy: ExplorerCopy;
  countries: Country[];
  countryFactLabels: typeof englishFactLabels;
  courseCategories: CourseCategory[];
  courseCategoryLabels: typeof englishCategoryLabels;
};

/** The countries guide, in any language: the destination picker, course categories and commitment in the language's words. */
export function CountriesPage({ countriesPage, explorerCopy, countries, countryFactLabels, courseCategories, courseCategoryLabels }: CountriesPageProps) {
  const { hero, destinations, courses, courseHelp, commitment } = countriesPage;
  return (
    <>
      {/* Another tile replaces the selection; nothing clears it (unlike /MBA, where a second click does). */}
      <Island>
        <CountryExplorer repeatClick="keep" panelIdPrefix="study-" targetId={destinations.id}>
          <DestinationHero {...hero} targetId={destinations.id} copy={explorerCopy} />
          <Destinations
            id={destinations.id}
            title={destinations.title}
            intro={destinations.intro}
            copy={explorerCopy}
            countries={countries}
            panel={(country) => (
              <StudyCountryPanel
                country={country}
                panelTitle={destinations.panelTitle}
                labels={countryFactLabels}
                tuitionKinds={destinations.tuitionKinds}
                explorerCopy={explorerCopy}
              />
            )}
          />
        </CountryExplorer>
      </Island>
      <PlannerPromo short />
      <CourseCategories courses={courses} courseHelp={courseHelp} courseCategories={courseCategories} labels={courseCategoryLabels} />
      <Commitment commitment={commitment} />
    </>
  );
}
