'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { whenScrolledTo } from '@/lib/below-fold';

export type RevealProps = { children: ReactNode; /** Position in a staggered group: cards appear 0.1 s apart. */ index?: number; className?: string };

/**
 * Fades content in as it scrolls into view. Nothing starts hidden in the HTML: only elements
 * below the fold when scripts run are hidden, just before they are revealed, and never with
 * reduced motion. Content above the fold (the LCP) is never animated.
 */
export function Reveal({ children, index = 0, className = '' }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return whenScrolledTo(
      el,
      () => el.classList.add('reveal-pending'),
      () => {
        el.style.transitionDelay = `${index * 0.1}s`;
        el.classList.remove('reveal-pending');
      },
      '0px 0px -5% 0px',
    );
  }, [index]);
  return (
    <div ref={ref} className={`reveal ${className}`}>
      {children}
    </div>
  );
}
