import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Section } from '@/components/ui/section';
import type { HomeContent } from '@/content/home';

/** Why choose us: four feature cards. */
export function WhyChoose({ whyChoose: w }: { whyChoose: HomeContent['whyChoose'] }) {
  return (
    <Section id="why-choose-us" eyebrow={w.eyebrow} title={w.title} intro={w.intro}>
      <IconCardGrid items={w.cards} />
    </Section>
  );
}
