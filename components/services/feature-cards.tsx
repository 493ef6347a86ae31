import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Section } from '@/components/ui/section';
import type { FeatureCard, SectionCopy } from '@/content/services';

export type FeatureCardsProps = SectionCopy & { cards: FeatureCard[]; id: string; tone?: 'plain' | 'tint' };

/** Icon cards with a title and a short description (Additional Support, sub-page features): four to a row when there are four, else three. */
export function FeatureCards({ cards, id, tone = 'plain', ...copy }: FeatureCardsProps) {
  return (
    <Section id={id} tone={tone} {...copy}>
      <IconCardGrid
        as="ul"
        staggerPerRow
        columns={cards.length === 4 ? 4 : 3}
        items={cards.map(({ description, ...card }) => ({ ...card, text: description }))}
      />
    </Section>
  );
}
