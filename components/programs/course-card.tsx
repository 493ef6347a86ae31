import { ArrowRight, Clock } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import type { Course, ProgramCategory, ProgramsPageContent } from '@/content/programs';
import { CourseStats } from './course-stats';
import { categoryColors, ProgramIcon } from './program-icon';
import { courseKey } from '@/content/routes';

export type CourseCardProps = {
  category: ProgramCategory;
  course: Course;
  slug: string;
  texts: Pick<ProgramsPageContent, 'statLabels'> & { viewCourse: string };
};

/** A course of the catalogue, linking to its own page /courses/{categoryId}/{slug}. */
export function CourseCard({ category, course, slug, texts }: CourseCardProps) {
  const colors = categoryColors[category.color];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-900">
      <div className={`h-1.5 ${colors.bar}`} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ${colors.icon}`}>
            <ProgramIcon name={course.icon} className="h-6 w-6" />
          </span>
          <div>
            <h4 className="text-2xl font-bold text-slate-900 dark:text-white">{course.name}</h4>
            <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
              <Glyph icon={Clock} className="h-4 w-4" />
              <span className="sr-only">{texts.statLabels.duration}: </span>
              {course.duration}
            </p>
          </div>
        </div>
        <p className="mt-4 text-slate-600 dark:text-slate-300">{course.description}</p>
        <p className="mt-5 text-sm font-semibold text-slate-900 dark:text-white">{texts.statLabels.specializations}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {course.specializations.map((s) => (
            <li key={s} className={`rounded-full px-3 py-1 text-sm font-medium ${colors.chip}`}>
              {s}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex-1">
          <CourseStats stats={course.stats} labels={texts.statLabels} />
        </div>
        <Link
          to={courseKey(category.id, slug)}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          aria-label={`${texts.viewCourse}: ${course.name}`}
        >
          {texts.viewCourse}
          <Glyph icon={ArrowRight} className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
