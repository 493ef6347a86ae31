import { Glyph } from '@/components/ui/glyph';
import { Section } from '@/components/ui/section';
import { iconNode } from '@/content/data/schema';
import type { NeetContent } from '@/content/neet';
import { lineStart } from '@/content/neet-services';
import { ServiceCarousel, type CarouselService } from './service-carousel';
import { Island } from '@/components/ui/island';

/** The section's anchor, the hero's second button's target. */
export const NEET_SERVICES_ID = 'services';

/** The services section: plain props for the carousel island, icons rendered here on the server. */
export function NeetServices({ content }: { content: NeetContent['services'] }) {
  const services: CarouselService[] = content.list.map(({ id, title, description, iconName, cost, features, duration, targetAudience, fallback }) => ({
    id,
    title,
    description,
    icon: <Glyph icon={iconNode(iconName)} className="h-6 w-6" />,
    price: lineStart(cost.full),
    details: { features, duration, cost: lineStart(cost.full), targetAudience },
    ...(fallback.length > 0 && { lang: Object.fromEntries(fallback.map((field) => [field, 'en'])) }),
  }));
  return (
    <Section id={NEET_SERVICES_ID} eyebrow={content.eyebrow} title={content.title} intro={content.intro} tone="tint">
      {/* The row moves by itself (the spec's auto-scrolling carousel): started when it comes into view. */}
      <Island start="visible">
        <ServiceCarousel services={services} labels={content.labels} />
      </Island>
    </Section>
  );
}
