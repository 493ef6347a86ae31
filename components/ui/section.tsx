import type { ReactNode } from 'react';

export type SectionProps = {
  id?: string;
  /** Heading text; rendered as h2 unless `as` says otherwise. */
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Tinted band background for alternating sections. */
  tone?: 'plain' | 'tint';
  headingLevel?: 'h2' | 'h3';
  center?: boolean;
};

/** A page section with an optional heading block: every page's sections share this frame. */
export function Section({ id, title, eyebrow, intro, children, className = '', tone = 'plain', headingLevel = 'h2', center = true }: SectionProps) {
  const Heading = headingLevel;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`px-4 py-14 sm:px-6 lg:py-20 ${tone === 'tint' ? 'bg-slate-50 dark:bg-slate-900' : ''} ${className}`}
    >
      <div className="mx-auto max-w-7xl">
        {(title || eyebrow || intro) && (
          <div className={`mb-10 max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
            {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>}
            {title && (
              <Heading id={headingId} className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
                {title}
              </Heading>
            )}
            {intro && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
