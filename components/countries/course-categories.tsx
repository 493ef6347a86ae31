import { Lightbulb } from 'lucide-react';
import { Link } from '@/components/link';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { countriesPage } from '@/content/countries';
import { courseCategories, courseCategoryLabels as labels, feeCountries, type CourseCategory } from '@/content/course-categories';

function CategoryDetails({ category }: { category: CourseCategory }) {
  return (
    <div className="grid gap-6 pt-2 lg:grid-cols-5">
      <div className="space-y-5 lg:col-span-2">
        <div>
          <h4 className="font-semibold text-slate-900 dark:text-white">{labels.levels}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {category.levels.map((level) => (
              <li key={level} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-200">
                {level}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900 dark:text-white">{labels.popularCourses}</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {category.popularCourses.map((course) => (
              <li key={course}>{course}</li>
            ))}
          </ul>
        </div>
        <dl className="space-y-3">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">{labels.duration}</dt>
            <dd>{category.duration}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">{labels.scholarship}</dt>
            <dd>{category.scholarship}</dd>
          </div>
        </dl>
      </div>
      <div className="overflow-x-auto lg:col-span-3">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">
            {labels.fees} and {labels.intakes.toLowerCase()}: {category.title}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-900 dark:border-slate-700 dark:text-white">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {labels.country}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {labels.fees}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {labels.intakes}
              </th>
            </tr>
          </thead>
          <tbody>
            {feeCountries.map((country) => (
              <tr key={country} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900 dark:text-white">
                  {country}
                </th>
                <td className="py-2 pr-3">{category.fees[country]}</td>
                <td className="py-2">{category.intakes[country]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{countriesPage.courses.feesNote}</p>
      </div>
    </div>
  );
}

/** "Top Courses in Abroad for INDIAN STUDENTS": the 12 categories in the shared one-open accordion, then the help card. */
export function CourseCategories() {
  const { courses, courseHelp } = countriesPage;
  return (
    <Section id={courses.id} eyebrow={courses.eyebrow} title={courses.title} intro={courses.intro}>
      <Accordion
        name="course-categories"
        items={courseCategories.map((category) => {
          const Icon = category.icon;
          return { id: `course-${category.id}`, title: category.title, icon: <Icon className="h-6 w-6" />, content: <CategoryDetails category={category} /> };
        })}
      />
      <aside
        aria-labelledby="course-help-heading"
        className="mt-10 flex flex-col items-center gap-5 rounded-3xl bg-brand-50 p-8 text-center sm:flex-row sm:text-left dark:bg-slate-900"
      >
        <Lightbulb className="h-12 w-12 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        <div className="flex-1">
          <h3 id="course-help-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {courseHelp.title}
          </h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{courseHelp.text}</p>
        </div>
        <Link to="contact" className={buttonClasses('primary', 'lg', 'shrink-0')}>
          {courseHelp.cta}
        </Link>
      </aside>
    </Section>
  );
}
