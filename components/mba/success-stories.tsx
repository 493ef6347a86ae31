import { Quote } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Section } from '@/components/ui/section';
import { SampleLabel } from '@/components/sample-label';
import { TestimonialPhoto } from '@/components/ui/testimonial-photo';
import type { mbaPage } from '@/content/mba';
import type { TestimonialFile } from '@/content/testimonials';
import { initialsOf } from '@/content/testimonials';

/** The success stories (testimonial files shown on `mba`): quote, name and program, with the student's photo, or an initials avatar (no stock photos). */
export function SuccessStories({ stories, mbaTestimonials }: { stories: (typeof mbaPage)['stories']; mbaTestimonials: TestimonialFile[] }) {
  const { id, eyebrow, title } = stories;
  if (mbaTestimonials.length === 0) return null;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} tone="tint">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {mbaTestimonials.map((t) => (
          <li key={t.slug}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-950">
              <Glyph icon={Quote} className="h-8 w-8 text-brand-700 dark:text-brand-300" />
              <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-300">
                <p>{t.content}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                {t.photo ? (
                  <TestimonialPhoto photo={t.photo} />
                ) : (
                  <span
                    className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-300 dark:text-slate-950"
                    aria-hidden="true"
                  >
                    {initialsOf(t.name)}
                  </span>
                )}
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {t.name} {t.sample && <SampleLabel />}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
