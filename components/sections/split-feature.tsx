import { CircleCheck } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import type { CtaLink } from '@/components/sections/cta-band';
import { buttonClasses } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';

/** The words of a split feature: a heading block, a checklist and one or two links. */
export type SplitFeatureCopy = { eyebrow: string; title: string; text: string; points: string[]; primary: CtaLink; secondary?: CtaLink };

export type SplitFeatureProps = {
  id: string;
  copy: SplitFeatureCopy;
  /** Illustration or panel beside the text on wide screens. */
  aside?: ReactNode;
  tone?: 'plain' | 'tint';
};

/** A text block with a checklist and its links (a solid button, an outlined one), beside an aside: the free-consultation, engineering and consultants blocks. */
export function SplitFeature({ id, copy, aside, tone = 'plain' }: SplitFeatureProps) {
  const { eyebrow, title, text, points, primary, secondary } = copy;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`px-4 py-14 sm:px-6 lg:py-20 ${tone === 'tint' ? 'bg-slate-50 dark:bg-slate-900' : ''}`}>
      <div className={`mx-auto grid max-w-7xl items-center gap-10 ${aside ? 'lg:grid-cols-2' : ''}`}>
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
          <h2 id={`${id}-heading`} className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{text}</p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700 dark:text-slate-200">
                <Glyph icon={CircleCheck} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to={primary.to} className={buttonClasses('primary', 'lg')}>
              {primary.label}
            </Link>
            {secondary && (
              <Link to={secondary.to} className={buttonClasses('outline', 'lg')}>
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
        {aside && <Reveal>{aside}</Reveal>}
      </div>
    </section>
  );
}
