import type { ReactNode } from 'react';

/**
 * When the framework starts for an island (the loader, tooling/deferred-scripts.ts, reads the mark):
 * - `interaction`: when the visitor first reaches for it (pointer down, focus, input, a key);
 * - `idle`: the page's main job: its code is fetched when the browser is idle after load, and it
 *   starts at the visitor's first reach, with nothing left to download;
 * - `visible`: when it is scrolled into view (an island that must change there).
 * `at` (ms after arrival) also starts it by the clock, unless `unless` names a localStorage key
 * that is set (the chat's one auto-opening).
 */
export type IslandStart = 'interaction' | 'idle' | 'visible';

export type IslandProps = { start?: IslandStart; at?: number; unless?: string; children: ReactNode };

/** Marks its children as an island for the loader; a box of its own only where the loader must watch it scroll into view. */
export function Island({ start = 'interaction', at, unless, children }: IslandProps) {
  return (
    <div data-island={start} data-island-at={at} data-island-unless={unless} className={start === 'visible' ? undefined : 'contents'}>
      {children}
    </div>
  );
}
