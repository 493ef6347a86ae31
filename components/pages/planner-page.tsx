import { PlannerTool } from '@/components/planner/planner-tool';
import { PageHero } from '@/components/ui/page-hero';
import type { PlannerCopy } from '@/content/planner';

/** The study-cost planner page, in any language: the same figures and arithmetic, the language's words. */
export function PlannerPage({ planner, contactHref, locale }: { planner: PlannerCopy; contactHref: string; locale: string }) {
  const { hero } = planner;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <PlannerTool copy={planner} contactHref={contactHref} locale={locale} />
    </>
  );
}
