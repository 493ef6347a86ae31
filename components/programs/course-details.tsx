import { ArrowLeft, CheckCircle2, Clock, MapPin } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { Course, ProgramCategory, ProgramsPageContent } from '@/content/programs';
import { CourseStats } from './course-stats';
import { categoryColors } from './program-icon';

export type CourseDetailsProps = { category: ProgramCategory; course: Course; texts: ProgramsPageContent };

/** A course page: what it is, how long, its specializations and figures, where to study it. */
export function CourseDetails({ category, course, texts }: CourseDetailsProps) {
  const t = texts.coursePage;
  const colors = categoryColors[category.color];
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow(category.title)}
        title={t.title(course.name)}
        text={
          <p>
            <span className="inline-flex items-center gap-1 font-semibold">
              <Glyph icon={Clock} className="h-5 w-5" />
              {texts.statLabels.duration}: {course.duration}
            </span>
            <span className="mt-2 block">{course.description}</span>
          </p>
        }
        primary={{ label: t.cta, to: 'contact' }}
        secondary={{
          to: 'program',
          label: (
            <>
              <Glyph icon={ArrowLeft} className="h-5 w-5" />
              {t.back}
            </>
          ),
        }}
      >
        <div className="mx-auto mt-10 max-w-xl">
          <CourseStats stats={course.stats} labels={texts.statLabels} large />
        </div>
      </PageHero>
      <Section>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 className="text-3xl font-bold text-slate-900 dark:text-white">{t.specializationsTitle}</h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {course.specializations.map((s) => (
                <li key={s} className={`flex items-center gap-2 rounded-xl px-4 py-3 font-semibold ${colors.chip}`}>
                  <Glyph icon={CheckCircle2} className="h-5 w-5 shrink-0" />
                  {s}
                </li>
              ))}
            </ul>
            <h2 className="mt-12 text-3xl font-bold text-slate-900 dark:text-white">{t.eligibilityTitle}</h2>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{course.eligibility}</p>
          </div>
          <aside aria-labelledby="where-to-study" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
            <h2 id="where-to-study" className="text-2xl font-bold text-slate-900 dark:text-white">
              {t.destinationsTitle}
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t.destinationsIntro}</p>
            <ul className="mt-4 space-y-2">
              {course.destinations.map((d) => (
                <li key={d} className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-100">
                  <Glyph icon={MapPin} className="h-5 w-5 text-brand-700 dark:text-brand-300" />
                  {d}
                </li>
              ))}
            </ul>
            <Link to="countries" className="mt-6 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t.compareCountries}
            </Link>
          </aside>
        </div>
      </Section>
      <CtaBand look="cardBright" title={t.ctaTitle} text={t.ctaText} primary={t.cta} />
    </>
  );
}
