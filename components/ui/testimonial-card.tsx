import { Star } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { SampleLabel } from '@/components/sample-label';
import { TestimonialPhoto } from '@/components/ui/testimonial-photo';
import { testimonialRating } from '@/content/shell';
import type { Testimonial } from '@/content/types';
import { fill } from '@/lib/calc-text';

export type TestimonialCardProps = { testimonial: Testimonial; className?: string };

const MAX_RATING = 5;

/** The one testimonial card: stars, quote, name and role, with the student's photo when the file gives one. */
export function TestimonialCard({ testimonial: { name, role, content, rating, sample, photo }, className = '' }: TestimonialCardProps) {
  const stars = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <figure className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${className}`}>
      <div role="img" aria-label={fill(testimonialRating, { stars, max: MAX_RATING })} className="flex gap-1 text-amber-600 dark:text-amber-400">
        {Array.from({ length: stars }, (_, i) => (
          <Glyph icon={Star} key={i} className="h-5 w-5 fill-current" />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-300">
        <p>“{content}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        {photo && <TestimonialPhoto photo={photo} />}
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">
            {name} {sample && <SampleLabel />}
          </span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
