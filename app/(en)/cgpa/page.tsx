import { CgpaPage } from '@/components/pages/cgpa-page';
import { cgpaTool } from '@/content/tools';
import { pageMetadata } from '@/lib/metadata';
import { href } from '@/lib/routes';

export const metadata = pageMetadata('cgpa');

export default function Page() {
  return <CgpaPage cgpaTool={cgpaTool} contactHref={href('contact')} />;
}
