import { MbbsCheckPromo } from '@/components/mbbs-check/mbbs-check-promo';
import { MbbsHero } from '@/components/mbbs/mbbs-hero';
import { Universities } from '@/components/mbbs/universities';
import { CtaBand } from '@/components/sections/cta-band';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Section } from '@/components/ui/section';
import type { MbbsContent } from '@/content/mbbs';

/** The MBBS page's sections, in any language. */
export function MbbsPage({ mbbs }: { mbbs: MbbsContent }) {
  const { hero, facts, benefits, universities, closing } = mbbs;
  return (
    <>
      <MbbsHero hero={hero} facts={facts} />
      <Section eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro} tone="tint">
        <IconCardGrid as="ul" items={benefits.cards} />
      </Section>
      <Universities content={universities} />
      <MbbsCheckPromo />
      <CtaBand look="cardBright" title={closing.title} text={closing.text} primary={closing.cta} />
    </>
  );
}
