import { VisionPage } from '@/components/pages/vision-page';
import { vision } from '@/content/vision';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('vision');

export default function Page() {
  return <VisionPage vision={vision} />;
}
