import { createElement } from 'react';
import { Lightbulb } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { staticList } from '@/components/ui/static-list';
import type { countriesPage } from '@/content/countries';
import { intakeCountries, type CourseCategory, type courseCategoryLabels } from '@/content/course-categories';

type CountriesPageContent = typeof countriesPage;
type CourseCategoryLabels = typeof courseCategoryLabels;

/**
 * One category's levels, popular courses, duration, scholarship and intakes table. Twelve of
 * these sit in the HTML (and again in the RSC payload): the markup is plain and styled from its
 * root (`.course-details` in app/globals.css).
 */
function CategoryDetails({ category, labels, feesNote }: { category: CourseCategory; labels: CourseCategoryLabels; feesNote: string }) {
  return (
    <div className="course-details">
      <div>
        <h4>{labels.levels}</h4>
        {staticList(category.levels, 'chips')}
        <h4>{labels.popularCourses}</h4>
        {staticList(category.popularCourses)}
        <dl>
          <dt>{labels.duration}</dt>
          <dd>{category.duration}</dd>
          <dt>{labels.scholarship}</dt>
          <dd>{category.scholarship}</dd>
        </dl>
      </div>
      <div>
        <table>
          <caption className="sr-only">{`${labels.intakes}: ${category.title}`}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.country}</th>
              <th scope="col">{labels.intakes}</th>
            </tr>
          </thead>
          {/* The rows given one by one: no keys in the React payload of twelve tables (as staticList). */}
          {createElement(
            'tbody',
            null,
            ...intakeCountries.map((country) =>
              createElement('tr', null, createElement('th', { scope: 'row' }, country), createElement('td', null, category.intakes[country])),
            ),
          )}
        </table>
        <p>{feesNote}</p>
      </div>
    </div>
  );
}

/** "Top Courses in Abroad for INDIAN STUDENTS": the 12 categories in the shared one-open accordion, then the help card. */
export function CourseCategories({
  courses,
  courseHelp,
  courseCategories,
  labels,
}: {
  courses: CountriesPageContent['courses'];
  courseHelp: CountriesPageContent['courseHelp'];
  courseCategories: CourseCategory[];
  labels: CourseCategoryLabels;
}) {
  return (
    <Section id={courses.id} eyebrow={courses.eyebrow} title={courses.title} intro={courses.intro}>
      <Accordion
        name="course-categories"
        items={courseCategories.map((category) => ({
          id: `course-${category.id}`,
          title: category.title,
          icon: <Glyph icon={category.icon} className="h-6 w-6" />,
          content: <CategoryDetails category={category} labels={labels} feesNote={courses.feesNote} />,
        }))}
      />
      <aside
        aria-labelledby="course-help-heading"
        className="mt-10 flex flex-col items-center gap-5 rounded-3xl bg-brand-50 p-8 text-center sm:flex-row sm:text-left dark:bg-slate-900"
      >
        <Glyph icon={Lightbulb} className="h-12 w-12 shrink-0 text-brand-700 dark:text-brand-300" />
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
