'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Below this width the layout is in mobile mode (the header shows the menu button instead of the links). */
export const MOBILE_BREAKPOINT = 1024;

const shownAsPopover = (menu: HTMLDialogElement) => typeof menu.hidePopover === 'function' && menu.matches(':popover-open');

/** Closes the menu, whether the browser showed it as a popover or (without popovers) as a modal. */
function closeMenu(menu: HTMLDialogElement) {
  if (menu.open) menu.close();
  else if (shownAsPopover(menu)) menu.hidePopover();
}

/**
 * What script adds to the server-rendered mobile menu (components/layout/mobile-menu.tsx), which
 * renders nothing itself: aria-expanded on the button; closing when focus leaves the menu (Tab
 * past its last link: nothing behind it is in reach while it covers the page), when a link in it
 * is followed, on navigation and on widening to desktop; folding its groups on close; and opening
 * it as a modal dialog where a browser lacks popovers.
 */
export function MobileMenuBehaviour({ id }: { id: string }) {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const menu = document.getElementById(id) as HTMLDialogElement | null;
    const button = document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`);
    if (!menu || !button) return;
    const close = () => closeMenu(menu);
    const closed = () => {
      button.setAttribute('aria-expanded', 'false');
      // It opens next time with its groups folded.
      menu.querySelectorAll('details[open]').forEach((el) => el.removeAttribute('open'));
    };
    const onToggle = (e: Event) => ((e as ToggleEvent).newState === 'open' ? button.setAttribute('aria-expanded', 'true') : closed());
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !menu.contains(e.relatedTarget)) close();
    };
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('a, [data-menu-close]')) close();
    };
    const onOpen = () => {
      // Where popovers are missing, the same dialog opens as a modal.
      if (typeof menu.showPopover !== 'function') {
        menu.showModal();
        button.setAttribute('aria-expanded', 'true');
      }
    };
    // Opened before start-up: it stays open, and the button says so.
    button.setAttribute('aria-expanded', String(menu.open || shownAsPopover(menu)));
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onWiden = () => wide.matches && close();
    menu.addEventListener('toggle', onToggle);
    menu.addEventListener('close', closed);
    menu.addEventListener('focusout', onFocusOut);
    menu.addEventListener('click', onClick);
    button.addEventListener('click', onOpen);
    wide.addEventListener('change', onWiden);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      menu.removeEventListener('close', closed);
      menu.removeEventListener('focusout', onFocusOut);
      menu.removeEventListener('click', onClick);
      button.removeEventListener('click', onOpen);
      wide.removeEventListener('change', onWiden);
    };
  }, [id]);

  // Route change: close the menu and start the new page at the top (not when the link points at
  // an anchor). Not on start-up: a menu the visitor opened before it stays open.
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    const menu = document.getElementById(id) as HTMLDialogElement | null;
    if (menu) closeMenu(menu);
    // After the menu has closed and the router has placed the new page.
    if (!window.location.hash) requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }, [id, pathname]);

  return null;
}
