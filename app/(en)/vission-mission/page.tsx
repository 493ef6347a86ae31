import { VisionPage } from '@/components/pages/vision-page';
import { vision } from '@/content/vision';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('vision');

export default function Page() {
  return <VisionPage vision={vision} />;
}
