import { ScoreConverterTool } from '@/components/calculators/score-converter-tool';
import { PlannerPromo } from '@/components/planner/planner-promo';
import { PageHero } from '@/components/ui/page-hero';
import type { ScoreConverterCopy } from '@/content/tools';

/** The score converter page, in any language: the same converter and arithmetic, the language's copy. */
export function ScoreConverterPage({ scoreConverterTool, contactHref }: { scoreConverterTool: ScoreConverterCopy; contactHref: string }) {
  const { hero } = scoreConverterTool;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <ScoreConverterTool copy={scoreConverterTool} contactHref={contactHref} />
      <PlannerPromo />
    </>
  );
}
