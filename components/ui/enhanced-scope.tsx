'use client';

import { useRef, type ReactNode } from 'react';
import { useEnhanced } from '@/lib/use-enhanced';

/**
 * A layout-neutral wrapper (display: contents) that marks its children's `js:` styles as live
 * once it has hydrated, for a client island that does not mark its own root. Its children's
 * effects have run by then, so their handlers are live too.
 */
export function EnhancedScope({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEnhanced(ref);
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}
