'use client';

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { enhance } from '@/lib/enhance';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  /** The first is selected when the script takes over, unless the visitor went to another. */
  tabs: TabItem[];
  /** Keep the tab bar stuck under the fixed header while scrolling. */
  sticky?: boolean;
  className?: string;
};

/**
 * The one tabs component (WAI-ARIA tabs: arrow keys, Home, End). Every panel is in the HTML and
 * shown, one after the other, until this component's own script has run: only then do the
 * inactive panels hide (js: variant, scoped to this component's root). With scripts on, the tab
 * bar is there from the first paint (the `framework:` variant), so nothing above the fold changes
 * when the framework starts; before then each tab is a link to its panel, and the panel a visitor
 * went to (or is typing in) is the one selected when the script takes over. With scripts off there
 * is no tab bar.
 */
export function Tabs({ label, tabs, sticky = false, className = '' }: TabsProps) {
  const [active, setActive] = useState(tabs[0]?.id);
  const base = useId();
  const panelId = (id: string) => `${base}-panel-${id}`;
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (id: string, focus = false) => {
    setActive(id);
    if (focus) refs.current[tabs.findIndex((t) => t.id === id)]?.focus();
  };

  // Before start-up the visitor went to a panel (followed its tab) or is working in one (focus is
  // in it): select it before the hydrated tabs paint and, in the next frame (once the panels
  // before it have hidden), bring it back into view. Read once, when the tabs have hydrated.
  useLayoutEffect(() => {
    const chosen =
      tabs.find((t) => location.hash === `#${panelId(t.id)}`) ?? tabs.find((t) => document.getElementById(panelId(t.id))?.contains(document.activeElement));
    if (!chosen || chosen.id === active) return;
    select(chosen.id);
    const frame = requestAnimationFrame(() => {
      const panel = document.getElementById(panelId(chosen.id));
      const field = document.activeElement;
      // Instant: it replaces the anchor's own (smooth) scroll, which may still be under way.
      if (field instanceof HTMLElement && panel?.contains(field)) field.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      else panel?.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        className={`hidden flex-wrap justify-center gap-2 rounded-2xl bg-white/90 p-2 backdrop-blur dark:bg-slate-900/90 framework:flex ${sticky ? 'sticky top-16 z-20 shadow-sm' : ''}`}
      >
        {tabs.map((tab, i) => {
          const selected = tab.id === active;
          return (
            <a
              key={tab.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={`${base}-tab-${tab.id}`}
              role="tab"
              href={`#${panelId(tab.id)}`}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                select(tab.id);
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`rounded-full px-5 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
                selected
                  ? 'bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
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
