import { PlannerPage } from '@/components/pages/planner-page';
import { planner } from '@/content/planner';
import { pageMetadata } from '@/lib/metadata';
import { href } from '@/lib/routes';

export const metadata = pageMetadata('planner');

export default function Page() {
  return <PlannerPage planner={planner} contactHref={href('contact')} locale="en" />;
}
