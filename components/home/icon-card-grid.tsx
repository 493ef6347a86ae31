import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';

export type IconCardItem = { title: string; text: string; icon: LucideIcon; footer?: ReactNode };

export type IconCardGridProps = { items: IconCardItem[]; columns?: 2 | 3 | 4; className?: string };

/** Icon + title + text cards that fade in 0.1 s apart (spec 000 §9); used across the core pages. */
export function IconCardGrid({ items, columns = 4, className = '' }: IconCardGridProps) {
  return (
    <CardGrid columns={columns} className={className}>
      {items.map(({ title, text, icon: Icon, footer }, i) => (
        <Reveal key={title} index={i} className="h-full">
          <Card title={title} icon={<Icon className="h-6 w-6" />} footer={footer}>
            <p>{text}</p>
          </Card>
        </Reveal>
      ))}
    </CardGrid>
  );
}
