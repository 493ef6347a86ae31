'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clientNavigationTarget } from '@/lib/client-navigation';
import { rememberVisitStart } from '@/lib/lead-origin';

/**
 * Client navigation for every link of the page from one listener (the rules: lib/client-navigation.ts).
 * On the window, so a handler of the page that took the click (a tab, a menu) has run before it.
 * It also keeps where this tab's visit began (lib/lead-origin.ts), and when the browser holds a
 * lead saved while offline, fetches the few lines that send it (lib/lead-flush.ts).
 */
export function ClientNavigation() {
  const router = useRouter();
  useEffect(() => {
    rememberVisitStart();
    try {
      if (localStorage.getItem('leads:saved')) void import('@/lib/lead-flush').then((m) => m.startSendingSavedLeads());
    } catch {
      // Storage switched off: nothing can have been saved.
    }
  }, []);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = clientNavigationTarget(e, location);
      if (target === null) return;
      e.preventDefault();
      router.push(target);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
