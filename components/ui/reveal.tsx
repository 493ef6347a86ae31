import type { ReactNode } from 'react';

export type RevealProps = {
  children: ReactNode;
  /** Position in a staggered group: later cards finish their fade a little later. */ index?: number;
  className?: string;
};

/**
 * Fades content in as it scrolls into view: a scroll-driven CSS animation (`.reveal` in
 * app/globals.css) where the browser has one, nothing where it has not or with reduced motion.
 * No script: the content is in the HTML and shown as it is; what is in view at load is at its end.
 */
export function Reveal({ children, index = 0, className = '' }: RevealProps) {
  return (
    <div className={`reveal ${className}`} data-reveal-step={index > 0 ? Math.min(index, 3) : undefined}>
      {children}
    </div>
  );
}
