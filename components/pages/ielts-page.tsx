import { IeltsTool } from '@/components/calculators/ielts-tool';
import { PlannerPromo } from '@/components/planner/planner-promo';
import { PageHero } from '@/components/ui/page-hero';
import type { IeltsCopy } from '@/content/tools';

/** The IELTS calculator page, in any language: the same calculator and band arithmetic, the language's copy. */
export function IeltsPage({ ieltsTool, contactHref }: { ieltsTool: IeltsCopy; contactHref: string }) {
  const { hero } = ieltsTool;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <IeltsTool copy={ieltsTool} contactHref={contactHref} />
      <PlannerPromo />
    </>
  );
}
