import { MbbsHero } from '@/components/mbbs/mbbs-hero';
import { Universities } from '@/components/mbbs/universities';
import { FeatureGrid } from '@/components/programs/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { Section } from '@/components/ui/section';
import type { MbbsContent } from '@/content/mbbs';

/** The MBBS page's sections, in any language. */
export function MbbsPage({ mbbs }: { mbbs: MbbsContent }) {
  const { hero, facts, benefits, universities, closing } = mbbs;
  return (
    <>
      <MbbsHero hero={hero} facts={facts} />
      <Section eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro} tone="tint">
        <FeatureGrid items={benefits.cards} />
      </Section>
      <Universities content={universities} />
      <CtaBand look="cardBright" title={closing.title} text={closing.text} primary={closing.cta} />
    </>
  );
}
