import type { LucideIcon } from 'lucide-react';
import { Card, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';

export type Feature = { icon: LucideIcon; title: string; text: string };

export type FeatureGridProps = { items: Feature[]; columns?: 2 | 3 | 4 };

/** Icon cards fading in 0.1 s apart: the benefit and why-choose grids of the programme pages. */
export function FeatureGrid({ items, columns = 4 }: FeatureGridProps) {
  return (
    <CardGrid as="ul" columns={columns}>
      {items.map(({ icon: Icon, title, text }, i) => (
        <li key={title}>
          <Reveal index={i} className="h-full">
            <Card title={title} icon={<Icon className="h-6 w-6" />}>
              <p>{text}</p>
            </Card>
          </Reveal>
        </li>
      ))}
    </CardGrid>
  );
}
