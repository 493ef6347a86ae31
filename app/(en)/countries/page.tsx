import { CountriesPage } from '@/components/pages/countries-page';
import { countries, countriesPage, countryFactLabels, explorerCopy } from '@/content/countries';
import { courseCategories, courseCategoryLabels } from '@/content/course-categories';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('countries');

export default function Page() {
  return (
    <CountriesPage
      countriesPage={countriesPage}
      explorerCopy={explorerCopy}
      countries={countries}
      countryFactLabels={countryFactLabels}
      courseCategories={courseCategories}
      courseCategoryLabels={courseCategoryLabels}
    />
  );
}
