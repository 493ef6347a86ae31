import { CgpaTool } from '@/components/calculators/cgpa-tool';
import { PlannerPromo } from '@/components/planner/planner-promo';
import { PageHero } from '@/components/ui/page-hero';
import { cgpaTool } from '@/content/tools';
import { pageMetadata } from '@/lib/metadata';
import { href } from '@/lib/routes';

export const metadata = pageMetadata('cgpa');

export default function Page() {
  const { hero } = cgpaTool;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <CgpaTool copy={cgpaTool} contactHref={href('contact')} />
      <PlannerPromo />
    </>
  );
}
