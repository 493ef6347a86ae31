import { HomePage } from '@/components/pages/home-page';
import { home } from '@/content/home';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('home');

export default function Page() {
  return <HomePage home={home} />;
}
