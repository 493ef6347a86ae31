import { ChevronDown } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { ReactNode } from 'react';

export type AccordionItem = {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Optional icon before the title. */
  icon?: ReactNode;
};

export type AccordionProps = {
  /** Shared by the items' <details name>: the browser keeps one open at a time. */
  name: string;
  items: AccordionItem[];
  /** Cap an open panel's height at 300 px (the service sub-pages' FAQs). */
  maxPanelHeight?: boolean;
  className?: string;
  /** Heading level wrapping each summary text. */
  headingLevel?: 'h3' | 'h4';
};

/**
 * The one accordion of the site, built on native <details name="…"> (exclusive accordion):
 * one item open at a time, a click on the open one closes it, keyboard operable, no JavaScript,
 * and every answer is in the HTML for crawlers and no-JS readers.
 */
export function Accordion({ name, items, maxPanelHeight = false, className = '', headingLevel = 'h3' }: AccordionProps) {
  const Heading = headingLevel;
  return (
    <div className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <details
          key={item.id}
          id={item.id}
          name={name}
          className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow-md dark:border-slate-700 dark:bg-slate-900"
        >
          <summary className="flex cursor-pointer items-center gap-3 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-white">
            {item.icon && (
              <span className="text-brand-700 dark:text-brand-300" aria-hidden="true">
                {item.icon}
              </span>
            )}
            <Heading className="flex-1 text-base sm:text-lg">{item.title}</Heading>
            <Glyph icon={ChevronDown} className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className={`px-5 pb-5 text-slate-600 dark:text-slate-300 ${maxPanelHeight ? 'max-h-[300px] overflow-y-auto' : ''}`}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
