'use client';

import NextLink from 'next/link';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { ResolvedNavItem } from '@/components/layout/nav-types';

const itemClass =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/** Desktop navigation (≥1024 px): dropdowns open on hover, and by keyboard through their toggle. */
export function DesktopNav({ items }: { items: ResolvedNavItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const toggles = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    if (e.key === 'Escape' && open === i) {
      setOpen(null);
      toggles.current[i]?.focus();
    }
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>, i: number) => {
    if (open === i && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item, i) => (
          <li
            key={item.label}
            className="relative"
            onMouseEnter={() => item.children && setOpen(i)}
            onMouseLeave={() => item.children && setOpen((o) => (o === i ? null : o))}
            onKeyDown={(e) => onKeyDown(e, i)}
            onBlur={(e) => onBlur(e, i)}
          >
            {item.children ? (
              <div className="flex items-center">
                {item.href ? (
                  <NextLink href={item.href} prefetch={false} className={`${itemClass} pr-1`}>
                    {item.label}
                  </NextLink>
                ) : null}
                <button
                  ref={(el) => {
                    toggles.current[i] = el;
                  }}
                  type="button"
                  aria-expanded={open === i}
                  aria-controls={`desktop-menu-${i}`}
                  aria-label={item.href ? `${item.label} menu` : undefined}
                  onClick={() => setOpen((o) => (o === i ? null : i))}
                  className={`${itemClass} flex items-center gap-1 ${item.href ? 'pl-1' : ''}`}
                >
                  {item.href ? null : item.label}
                  <ChevronDown className={`h-4 w-4 transition-transform ${open === i ? 'rotate-180' : ''}`} aria-hidden="true" />
                </button>
              </div>
            ) : (
              <NextLink href={item.href!} prefetch={false} className={itemClass}>
                {item.label}
              </NextLink>
            )}
            {item.children && (
              <ul
                id={`desktop-menu-${i}`}
                className={`absolute top-full left-0 z-50 min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${open === i ? 'block' : 'hidden'}`}
              >
                {item.children.map((child) => (
                  <li key={child.label}>
                    <NextLink href={child.href!} prefetch={false} onClick={() => setOpen(null)} className={`${itemClass} block`}>
                      {child.label}
                    </NextLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
