import { RouteIntro } from '@/components/sections/route-intro';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('mba');

export default function Page() {
  return <RouteIntro routeKey="mba" />;
}
