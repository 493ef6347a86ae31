import { CtaBand } from '@/components/sections/cta-band';
import { FaqSection } from '@/components/services/faq-section';
import { FeatureCards } from '@/components/services/feature-cards';
import { ServicesGrid } from '@/components/services/services-grid';
import { ServicesHero } from '@/components/services/services-hero';
import { StatsStrip } from '@/components/services/stats-strip';
import type { ServicesOverview } from '@/content/services';

const LIST_ID = 'services-list';

/** The services overview's sections (/services), in any language. */
export function ServicesPage({ servicesOverview }: { servicesOverview: ServicesOverview }) {
  const { hero, stats, catalogue, faq, support, closing } = servicesOverview;
  return (
    <>
      <ServicesHero {...hero} listId={LIST_ID} />
      <StatsStrip {...stats} />
      <ServicesGrid id={LIST_ID} {...catalogue} />
      <FaqSection name="services-faq" tone="tint" {...faq} />
      <FeatureCards id="support" cards={support.cards} eyebrow={support.eyebrow} title={support.title} intro={support.intro} />
      <CtaBand id="cta" look="band" title={closing.title} text={closing.text} primary={closing.ctaLabel} />
    </>
  );
}
