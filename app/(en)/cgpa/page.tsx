import { CgpaPage } from '@/components/pages/cgpa-page';
import { cgpaTool } from '@/content/tools';
import { pageMetadata } from '@/content/metadata';
import { href } from '@/content/routes';

export const metadata = pageMetadata('cgpa');

export default function Page() {
  return <CgpaPage cgpaTool={cgpaTool} contactHref={href('contact')} />;
}
