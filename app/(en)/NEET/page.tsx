import { NeetPage } from '@/components/pages/neet-page';
import { neet } from '@/content/neet';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('neet');

export default function Page() {
  return <NeetPage neet={neet} />;
}
