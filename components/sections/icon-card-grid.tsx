import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Card, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';

export type IconCardItem = { icon: IconNode; title: string; text: string; footer?: ReactNode };

export type IconCardGridProps = {
  items: IconCardItem[];
  columns?: 2 | 3 | 4;
  className?: string;
  /** `ul`: the cards are a list (a list of features or benefits); `div`: a plain grid. */
  as?: 'ul' | 'div';
  /** The 0.1 s fade-in stagger starts again on each row, so long grids do not lag. */
  staggerPerRow?: boolean;
};

/** Icon, title and text cards that fade in 0.1 s apart: the feature, benefit and why-choose grids. */
export function IconCardGrid({ items, columns = 4, className = '', as = 'div', staggerPerRow = false }: IconCardGridProps) {
  const cards = items.map(({ icon, title, text, footer }, i) => (
    <Reveal key={title} index={staggerPerRow ? i % columns : i} className="h-full">
      <Card title={title} icon={icon} footer={footer}>
        <p>{text}</p>
      </Card>
    </Reveal>
  ));
  return (
    <CardGrid as={as} columns={columns} className={className}>
      {as === 'ul' ? cards.map((card) => <li key={card.key}>{card}</li>) : cards}
    </CardGrid>
  );
}
