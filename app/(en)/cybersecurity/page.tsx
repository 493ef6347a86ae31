import { CybersecurityPage } from '@/components/pages/cybersecurity-page';
import { cybersecurity } from '@/content/cybersecurity';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('cybersecurity');

export default function Page() {
  return <CybersecurityPage cybersecurity={cybersecurity} />;
}
