import { Glyph } from '@/components/ui/glyph';
import { Section } from '@/components/ui/section';
import type { NeetContent } from '@/content/neet';
import { ServiceCarousel, type CarouselService } from './service-carousel';

/** The services section: plain props for the carousel island, icons rendered here on the server. */
export function NeetServices({ content }: { content: NeetContent['services'] }) {
  const { labels } = content;
  const services: CarouselService[] = content.list.map(({ id, title, description, icon, startingPrice, details }) => ({
    id,
    title,
    description,
    icon: <Glyph icon={icon} className="h-6 w-6" />,
    price: `${labels.from} $${startingPrice}`,
    details,
  }));
  return (
    <Section id={content.id} eyebrow={content.eyebrow} title={content.title} intro={content.intro} tone="tint">
      <ServiceCarousel services={services} labels={labels} />
    </Section>
  );
}
