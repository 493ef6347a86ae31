import { SearchPage } from '@/components/search/search-page';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('search');

export default function Page() {
  return <SearchPage locale="en" />;
}
