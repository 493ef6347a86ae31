'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedNavItem } from '@/components/layout/nav-types';

/** Below this width the layout is in mobile mode (spec 000 §9). */
export const MOBILE_BREAKPOINT = 1024;

const rowClass =
  'flex w-full items-center justify-between rounded-lg px-4 py-3 text-left text-base font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:bg-slate-800';

export type MobileMenuProps = { items: ResolvedNavItem[]; contactHref: string; crmUrl: string };

/**
 * Slide-in menu below 1024 px: a native modal <dialog> (focus kept inside, Escape closes), body
 * scroll locked while open, one group expanded at a time, closed on navigation and on widening.
 */
export function MobileMenu({ items, contactHref, crmUrl }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    document.body.style.overflow = open ? 'hidden' : '';
    if (!open) setExpanded(null);
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);

  // Route change: close the menu and start the new page at the top (not on the first load, and
  // not when the link points at an anchor).
  const firstPath = useRef(pathname);
  useEffect(() => {
    close();
    // After the dialog has closed and the router has placed the new page.
    if (pathname !== firstPath.current && !window.location.hash) requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    firstPath.current = '';
  }, [pathname, close]);

  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => mq.matches && close();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [close]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="rounded-full p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <dialog
        id="mobile-menu"
        ref={dialog}
        aria-label="Menu"
        onClose={close}
        onClick={(e) => e.target === e.currentTarget && close()}
        className="m-0 ml-auto h-dvh max-h-none w-[85vw] max-w-sm bg-white p-0 text-slate-800 backdrop:bg-slate-950/50 open:animate-[slide-in_0.25s_ease-out] dark:bg-slate-950 dark:text-slate-100"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
          <span className="font-bold">Menu</span>
          <button type="button" aria-label="Close menu" onClick={close} className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800">
            <X className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile" className="p-3">
          <ul className="space-y-1">
            {items.map((item, i) => (
              <li key={item.label}>
                {item.children ? (
                  <>
                    <button
                      type="button"
                      aria-expanded={expanded === i}
                      aria-controls={`mobile-group-${i}`}
                      onClick={() => setExpanded((x) => (x === i ? null : i))}
                      className={rowClass}
                    >
                      {item.label}
                      <ChevronDown className={`h-5 w-5 transition-transform ${expanded === i ? 'rotate-180' : ''}`} aria-hidden="true" />
                    </button>
                    <ul id={`mobile-group-${i}`} hidden={expanded !== i} className="ml-3 border-l-2 border-brand-200 pl-2 dark:border-brand-800">
                      {item.href && (
                        <li>
                          <NextLink href={item.href} prefetch={false} onClick={close} className={rowClass}>
                            All {item.label}
                          </NextLink>
                        </li>
                      )}
                      {item.children.map((child) => (
                        <li key={child.label}>
                          <NextLink href={child.href!} prefetch={false} onClick={close} className={rowClass}>
                            {child.label}
                          </NextLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <NextLink href={item.href!} prefetch={false} onClick={close} className={rowClass}>
                    {item.label}
                  </NextLink>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-3 px-1">
            <NextLink href={contactHref} prefetch={false} onClick={close} className="rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white">
              Contact
            </NextLink>
            <a href={crmUrl} target="_blank" rel="noopener noreferrer" className="rounded-full border-2 border-brand-700 px-5 py-3 text-center font-semibold text-brand-700 dark:border-brand-300 dark:text-brand-200">
              CRM
            </a>
          </div>
        </nav>
      </dialog>
    </div>
  );
}
