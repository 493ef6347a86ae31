import { SearchPage } from '@/components/search/search-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('search');

export default function Page() {
  return <SearchPage locale="en" />;
}
