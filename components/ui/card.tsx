import { CheckCircle2, type IconNode } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { ReactNode } from 'react';

export type CardGridProps = { children: ReactNode; columns?: 2 | 3 | 4; className?: string; as?: 'div' | 'ul' };

const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** The one card grid: responsive columns, equal gaps. Use as="ul" with CardGridItem children for lists. */
export function CardGrid({ children, columns = 3, className = '', as: Tag = 'div' }: CardGridProps) {
  return <Tag className={`grid grid-cols-1 gap-6 ${cols[columns]} ${className}`}>{children}</Tag>;
}

export type CardProps = {
  title?: ReactNode;
  /** A Lucide icon (its data, `import { Award } from 'lucide'`) shown above the title. */
  icon?: IconNode;
  /** The icon box's colours, in place of the brand tint (a service's gradient). */
  iconTone?: string;
  /** Full-bleed media (an <img> with width/height) at the top of the card. */
  media?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  as?: 'div' | 'li' | 'article';
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** The one card: icon, title, body, footer actions. */
export function Card({
  title,
  icon,
  iconTone = 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300',
  media,
  children,
  footer,
  className = '',
  as: Tag = 'div',
  headingLevel = 'h3',
}: CardProps) {
  const Heading = headingLevel;
  return (
    <Tag
      className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      {media && <div className="-mx-6 -mt-6 mb-5 overflow-hidden rounded-t-2xl">{media}</div>}
      {icon && (
        <div className={`mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl ${iconTone}`} aria-hidden="true">
          <Glyph icon={icon} className="h-6 w-6" />
        </div>
      )}
      {title && <Heading className="text-xl font-bold text-slate-900 dark:text-white">{title}</Heading>}
      {children && <div className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{children}</div>}
      {footer && <div className="mt-5">{footer}</div>}
    </Tag>
  );
}

/** A card's checklist of points (green ticks); it takes the free height, so the card's action sits at the bottom. */
export function CardChecklist({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 flex-1 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-700 dark:text-slate-200">
          <Glyph icon={CheckCircle2} className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
          {item}
        </li>
      ))}
    </ul>
  );
}
