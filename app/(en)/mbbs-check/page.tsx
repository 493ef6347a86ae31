import { MbbsCheckPage } from '@/components/pages/mbbs-check-page';
import { mbbsCheck } from '@/content/mbbs-check';
import { pageMetadata } from '@/content/metadata';
import { href } from '@/content/routes';

export const metadata = pageMetadata('mbbsCheck');

export default function Page() {
  return <MbbsCheckPage mbbsCheck={mbbsCheck} contactHref={href('contact')} locale="en" />;
}
