import { RouteIntro } from '@/components/sections/route-intro';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('blog10');

export default function Page() {
  return <RouteIntro routeKey="blog10" />;
}
