'use client';

import { usePathname } from 'next/navigation';
import { ChevronDown, Menu, X } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useCallback, useEffect, useRef } from 'react';
import { englishMark, type ResolvedNavItem } from '@/components/layout/nav-types';
import { SHELL_ATTR } from '@/lib/shell-script';

/** Below this width the layout is in mobile mode (the header shows the menu button instead of the links). */
export const MOBILE_BREAKPOINT = 1024;

const MENU_ID = 'mobile-menu';

const rowClass =
  'flex w-full items-center justify-between rounded-lg px-4 py-3 text-left text-base font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:bg-slate-800';

export type MobileMenuLabels = { open: string; dialogLabel: string; title: string; close: string; navLabel: string; all: string; contact: string; crm: string };

export type MobileMenuProps = {
  items: ResolvedNavItem[];
  contactHref: string;
  crmUrl: string;
  labels: MobileMenuLabels;
};

/**
 * Slide-in menu below 1024 px: a <dialog> shown as a native popover, which the HTML opens by
 * itself (`popovertarget` on the menu button), so it answers a tap from first paint, before and
 * without script. The browser moves focus to its first control, closes it on Escape or a tap
 * outside (the dimmed backdrop) and then returns focus to the button; the page behind does not
 * scroll while it is open (app/globals.css); its groups are <details name>, one open at a time.
 * A popover, not a modal dialog: showing a modal makes the rest of the document inert, which the
 * browser applies by styling every element of the page again, 40–100 ms on a slow phone at the
 * moment of the tap. The page's own script (lib/shell-script.ts) adds, from first paint: closing
 * when focus leaves it, folding the groups on close, aria-expanded on the button. The framework,
 * once some island has started it, adds closing on client navigation and on widening to desktop,
 * and opening it as a modal dialog where popovers are missing.
 */
/** Whether the menu is shown as a popover (where popovers exist). */
const shownAsPopover = (menu: HTMLDialogElement) => typeof menu.hidePopover === 'function' && menu.matches(':popover-open');

export function MobileMenu({ items, contactHref, crmUrl, labels }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = useCallback(() => {
    const menu = dialog.current;
    if (!menu) return;
    if (menu.open) menu.close();
    else if (shownAsPopover(menu)) menu.hidePopover();
  }, []);

  // Route change: close the menu and start the new page at the top (not when the link points at
  // an anchor). Not on start-up: a menu the visitor opened before it stays open, and says so.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) {
      const menu = dialog.current;
      if (menu && (menu.open || shownAsPopover(menu))) button.current?.setAttribute('aria-expanded', 'true');
      return;
    }
    shownPath.current = pathname;
    close();
    // After the menu has closed and the router has placed the new page.
    if (!window.location.hash) requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }, [pathname, close]);

  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => mq.matches && close();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [close]);

  const closed = (menu: HTMLDialogElement) => {
    button.current?.setAttribute('aria-expanded', 'false');
    // It opens next time with its groups folded.
    menu.querySelectorAll('details[open]').forEach((el) => el.removeAttribute('open'));
  };

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        popoverTarget={MENU_ID}
        onClick={() => {
          // Where popovers are missing, the same dialog opens as a modal.
          if (typeof dialog.current?.showPopover !== 'function') dialog.current?.showModal();
        }}
        className="rounded-full p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Glyph icon={Menu} className="h-6 w-6" />
      </button>
      <dialog
        id={MENU_ID}
        ref={dialog}
        popover="auto"
        // The page's own script (lib/shell-script.ts), from first paint: focus that leaves the menu
        // (Tab past its last link) closes it, aria-expanded follows it, its groups fold on close.
        {...{ [SHELL_ATTR.menu]: '' }}
        aria-label={labels.dialogLabel}
        // Where popovers are missing it opens as a modal dialog (which keeps focus in it).
        onClose={(e) => closed(e.currentTarget)}
        className="lock-scroll m-0 ml-auto h-dvh max-h-none w-[85vw] max-w-sm bg-white p-0 text-slate-800 backdrop:bg-slate-950/50 open:animate-[slide-in_0.25s_ease-out] dark:bg-slate-950 dark:text-slate-100"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
          <span className="font-bold">{labels.title}</span>
          <button
            type="button"
            aria-label={labels.close}
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            onClick={close}
            className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Glyph icon={X} className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={labels.navLabel} className="p-3">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.label}>
                {item.children ? (
                  <details name="mobile-menu-group" className="group">
                    <summary className={`${rowClass} cursor-pointer`}>
                      {item.label}
                      <Glyph icon={ChevronDown} className="h-5 w-5 transition-transform group-open:rotate-180" />
                    </summary>
                    <ul className="ml-3 border-l-2 border-brand-200 pl-2 dark:border-brand-800">
                      {item.href && (
                        <li>
                          <a href={item.href} onClick={close} {...englishMark(item)} className={rowClass}>
                            {labels.all.replace('{label}', item.label)}
                            {item.english && <span className="text-xs font-normal opacity-80">{` ${item.english.note}`}</span>}
                          </a>
                        </li>
                      )}
                      {item.children.map((child) => (
                        <li key={child.label}>
                          <a href={child.href!} onClick={close} {...englishMark(child)} className={rowClass}>
                            {child.label}
                            {child.english && <span className="text-xs font-normal opacity-80">{` ${child.english.note}`}</span>}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <a href={item.href!} onClick={close} {...englishMark(item)} className={rowClass}>
                    {item.label}
                    {item.english && <span className="text-xs font-normal opacity-80">{` ${item.english.note}`}</span>}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-3 px-1">
            <a href={contactHref} onClick={close} className="rounded-full bg-brand-700 px-5 py-3 text-center font-semibold text-white">
              {labels.contact}
            </a>
            <a
              href={crmUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full border-2 border-brand-700 px-5 py-3 text-center font-semibold text-brand-700 dark:border-brand-300 dark:text-brand-200"
            >
              {labels.crm}
            </a>
          </div>
        </nav>
      </dialog>
    </div>
  );
}
