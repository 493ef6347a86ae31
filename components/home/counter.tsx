'use client';

import { useEffect, useRef, useState } from 'react';
import { whenScrolledTo } from '@/lib/below-fold';

export type CounterProps = {
  value: number;
  suffix?: string;
  /** The count-up lasts 2.5 s: long enough to be seen, short enough to be read at once. */
  durationMs?: number;
  className?: string;
};

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from 0 when it scrolls into view. The HTML (and a visitor without
 * JavaScript, or with reduced motion, or who already sees it at load) always gets the final value;
 * only a counter below the fold is reset to 0 once scripts run, and counts up when it enters view.
 */
export function Counter({ value, suffix = '', durationMs = 2500, className }: CounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const stop = whenScrolledTo(
      el,
      () => setShown(0),
      () => {
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / durationMs);
          setShown(Math.round(value * easeOut(t)));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
    );
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  // One text node ("3000+", not "3000<!-- -->+"), so the HTML holds the number as readers see it.
  return (
    <span ref={ref} className={className}>
      {`${shown}${suffix}`}
    </span>
  );
}
