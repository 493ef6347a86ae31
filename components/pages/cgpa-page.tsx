import { CgpaTool } from '@/components/calculators/cgpa-tool';
import { PlannerPromo } from '@/components/planner/planner-promo';
import { PageHero } from '@/components/ui/page-hero';
import type { CgpaCopy } from '@/content/tools';

/** The CGPA calculator page, in any language: the same calculator and arithmetic, the language's copy. */
export function CgpaPage({ cgpaTool, contactHref }: { cgpaTool: CgpaCopy; contactHref: string }) {
  const { hero } = cgpaTool;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <CgpaTool copy={cgpaTool} contactHref={contactHref} />
      <PlannerPromo />
    </>
  );
}
