'use client';

import NextLink from 'next/link';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ResolvedNavItem } from '@/components/layout/nav-types';

const itemClass =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

const menuId = (i: number) => `desktop-menu-${i}`;

const isOpen = (el: Element | null) => el?.matches(':popover-open') ?? false;

/**
 * Desktop navigation (≥1024 px). Each dropdown is a native popover opened by its toggle
 * (`popovertarget`): from first paint and without script it opens on click, Enter or Space, Tab
 * enters it, Escape and a click outside close it and return focus to the toggle. It sits under its
 * item by CSS anchor positioning (where a browser lacks that, the popover shows centred, still
 * usable). Script adds what HTML cannot: hover opens and leaving closes, focus leaving closes,
 * aria-expanded follows the popover, a link followed closes it.
 */
export function DesktopNav({ items }: { items: ResolvedNavItem[] }) {
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    const popovers = [...root.querySelectorAll<HTMLElement>('[popover]')];
    const sync = (e: Event) => {
      const el = e.currentTarget as HTMLElement;
      root.querySelector(`[popovertarget="${el.id}"]`)?.setAttribute('aria-expanded', String(isOpen(el)));
    };
    for (const p of popovers) {
      p.addEventListener('toggle', sync);
      root.querySelector(`[popovertarget="${p.id}"]`)?.setAttribute('aria-expanded', String(isOpen(p)));
    }
    return () => popovers.forEach((p) => p.removeEventListener('toggle', sync));
  }, []);

  const menuOf = (i: number) => document.getElementById(menuId(i));
  const show = (i: number) => {
    const m = menuOf(i);
    if (m && !isOpen(m)) m.showPopover();
  };
  const hide = (i: number) => {
    const m = menuOf(i);
    if (m && isOpen(m)) m.hidePopover();
  };

  return (
    <nav ref={nav} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item, i) => (
          <li
            key={item.label}
            className={item.children ? 'nav-item relative' : 'relative'}
            onMouseEnter={item.children ? () => show(i) : undefined}
            onMouseLeave={item.children ? () => hide(i) : undefined}
            onBlur={
              item.children
                ? (e) => {
                    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hide(i);
                  }
                : undefined
            }
          >
            {item.children ? (
              <div className="flex items-center">
                {item.href ? (
                  <NextLink href={item.href} prefetch={false} className={`${itemClass} pr-1`}>
                    {item.label}
                  </NextLink>
                ) : null}
                <button
                  type="button"
                  popoverTarget={menuId(i)}
                  aria-controls={menuId(i)}
                  aria-label={item.href ? `${item.label} menu` : undefined}
                  className={`${itemClass} flex items-center gap-1 ${item.href ? 'pl-1' : ''}`}
                >
                  {item.href ? null : item.label}
                  <ChevronDown className="h-4 w-4 transition-transform" aria-hidden="true" />
                </button>
                <ul
                  id={menuId(i)}
                  popover="auto"
                  className="nav-dropdown min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
                >
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <NextLink href={child.href!} prefetch={false} onClick={() => hide(i)} className={`${itemClass} block`}>
                        {child.label}
                      </NextLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <NextLink href={item.href!} prefetch={false} className={itemClass}>
                {item.label}
              </NextLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
