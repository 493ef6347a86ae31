'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clientNavigationTarget } from '@/lib/client-navigation';

/**
 * Client navigation for every link of the page from one listener (the rules: lib/client-navigation.ts).
 * On the window, so a handler of the page that took the click (a tab, a menu) has run before it.
 */
export function ClientNavigation() {
  const router = useRouter();
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
