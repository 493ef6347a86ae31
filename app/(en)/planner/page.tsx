import { PlannerPage } from '@/components/pages/planner-page';
import { planner } from '@/content/planner';
import { pageMetadata } from '@/content/metadata';
import { href } from '@/content/routes';

export const metadata = pageMetadata('planner');

export default function Page() {
  return <PlannerPage planner={planner} contactHref={href('contact')} locale="en" />;
}
