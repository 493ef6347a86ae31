import { ScoreConverterTool } from '@/components/calculators/score-converter-tool';
import { PlannerPromo } from '@/components/planner/planner-promo';
import { PageHero } from '@/components/ui/page-hero';
import { scoreConverterTool } from '@/content/tools';
import { pageMetadata } from '@/lib/metadata';
import { href } from '@/lib/routes';

export const metadata = pageMetadata('scoreconverter');

export default function Page() {
  const { hero } = scoreConverterTool;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <ScoreConverterTool copy={scoreConverterTool} contactHref={href('contact')} />
      <PlannerPromo />
    </>
  );
}
