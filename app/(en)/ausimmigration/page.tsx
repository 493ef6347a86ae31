import { AusImmigrationPage } from '@/components/pages/ausimmigration-page';
import { ausImmigration } from '@/content/ausimmigration';
import { pageMetadata } from '@/content/metadata';
import { href } from '@/content/routes';

export const metadata = pageMetadata('ausimmigration');

export default function Page() {
  return <AusImmigrationPage ausImmigration={ausImmigration} contactHref={href('contact')} />;
}
