import { MbbsPage } from '@/components/pages/mbbs-page';
import { mbbs } from '@/content/mbbs';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('mbbs');

export default function Page() {
  return <MbbsPage mbbs={mbbs} />;
}
