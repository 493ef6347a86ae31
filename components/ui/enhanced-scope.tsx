'use client';

import type { ReactNode } from 'react';
import { enhance } from '@/lib/enhance';

/**
 * A layout-neutral wrapper (display: contents) that turns its children's `js:` styles on once it
 * has hydrated, for a client island that does not mark its own root. Its children have hydrated
 * by then, so their handlers are live too.
 */
export function EnhancedScope({ children }: { children: ReactNode }) {
  return (
    <div ref={enhance} className="contents">
      {children}
    </div>
  );
}
