import { Card, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { FeatureCard, SectionCopy } from '@/content/services';

export type FeatureCardsProps = SectionCopy & { cards: FeatureCard[]; id: string; tone?: 'plain' | 'tint' };

/** Icon cards with a title and a short description (Additional Support, sub-page features). */
export function FeatureCards({ cards, id, tone = 'plain', ...copy }: FeatureCardsProps) {
  const columns = cards.length === 4 ? 4 : 3;
  return (
    <Section id={id} tone={tone} {...copy}>
      <CardGrid as="ul" columns={columns}>
        {cards.map(({ icon: Icon, title, description }, i) => (
          <li key={title}>
            <Reveal index={i % columns} className="h-full">
              <Card title={title} icon={<Icon className="h-6 w-6" />}>
                <p>{description}</p>
              </Card>
            </Reveal>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
