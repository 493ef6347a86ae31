import { IeltsPage } from '@/components/pages/ielts-page';
import { ieltsTool } from '@/content/tools';
import { pageMetadata } from '@/content/metadata';
import { href } from '@/content/routes';

export const metadata = pageMetadata('ieltsscore');

export default function Page() {
  return <IeltsPage ieltsTool={ieltsTool} contactHref={href('contact')} />;
}
