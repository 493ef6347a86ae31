'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { enhance } from '@/lib/enhance';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  defaultId?: string;
  /** Keep the tab bar stuck under the fixed header while scrolling. */
  sticky?: boolean;
  className?: string;
  onChange?: (id: string) => void;
};

/**
 * The one tabs component (WAI-ARIA tabs: arrow keys, Home, End). Every panel is in the HTML and
 * shown, one after the other, until this component's own script has run: only then does the tab
 * bar appear and the inactive panels hide (js: variant, scoped to this component's root).
 */
export function Tabs({ label, tabs, defaultId, sticky = false, className = '', onChange }: TabsProps) {
  const [active, setActive] = useState(defaultId ?? tabs[0]?.id);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string, focus = false) => {
    setActive(id);
    onChange?.(id);
    if (focus) refs.current[tabs.findIndex((t) => t.id === id)]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(tabs[next].id, true);
  };

  return (
    <div ref={enhance} className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={`hidden flex-wrap justify-center gap-2 rounded-2xl bg-white/90 p-2 backdrop-blur dark:bg-slate-900/90 js:flex ${sticky ? 'sticky top-16 z-20 shadow-sm' : ''}`}
      >
        {tabs.map((tab, i) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={`${base}-tab-${tab.id}`}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`rounded-full px-5 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
                selected
                  ? 'bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          className={`mt-8 focus-visible:outline-2 focus-visible:outline-brand-500 ${tab.id === active ? '' : 'js:hidden'}`}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
