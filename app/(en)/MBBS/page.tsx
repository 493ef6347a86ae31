import { MbbsPage } from '@/components/pages/mbbs-page';
import { mbbs } from '@/content/mbbs';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('mbbs');

export default function Page() {
  return <MbbsPage mbbs={mbbs} />;
}
