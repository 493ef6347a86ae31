import { RouteIntro } from '@/components/sections/route-intro';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('blog');

export default function Page() {
  return <RouteIntro routeKey="blog" />;
}
