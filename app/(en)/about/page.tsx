import { AboutPage } from '@/components/pages/about-page';
import { about } from '@/content/about';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('about');

export default function Page() {
  return <AboutPage about={about} />;
}
