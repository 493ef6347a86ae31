import { PrivacyPage } from '@/components/pages/privacy-page';
import { privacy } from '@/content/privacy';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('privacy');

export default function Page() {
  return <PrivacyPage privacy={privacy} />;
}
