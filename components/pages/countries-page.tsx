import { Commitment } from '@/components/countries/commitment';
import { DestinationExplorer } from '@/components/countries/destination-explorer';
import { CourseCategories } from '@/components/countries/course-categories';
import { StudyCountryPanel } from '@/components/countries/study-country-panel';
import { PlannerPromo } from '@/components/planner/planner-promo';
import type { Country, ExplorerCopy, countriesPage as englishCountriesPage, countryFactLabels as englishFactLabels } from '@/content/countries';
import type { CourseCategory, courseCategoryLabels as englishCategoryLabels } from '@/content/course-categories';

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
      <DestinationExplorer
        repeatClick="keep"
        panelIdPrefix="study-"
        hero={hero}
        destinations={destinations}
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
      <PlannerPromo short />
      <CourseCategories courses={courses} courseHelp={courseHelp} courseCategories={courseCategories} labels={courseCategoryLabels} />
      <Commitment commitment={commitment} />
    </>
  );
}
