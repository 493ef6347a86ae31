import { RouteIntro } from '@/components/sections/route-intro';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('blog2');

export default function Page() {
  return <RouteIntro routeKey="blog2" />;
}
