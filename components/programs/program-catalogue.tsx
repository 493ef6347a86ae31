import { CardGrid } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import type { ProgramCategory, ProgramsPageContent } from '@/content/programs';
import { CourseCard } from './course-card';
import { ProgramIcon } from './program-icon';
import { Island } from '@/components/ui/island';

export type ProgramCatalogueProps = { categories: ProgramCategory[]; texts: ProgramsPageContent };

/**
 * The catalogue: a sticky tab per category (undergraduate first and selected), each panel with
 * its course cards. The cards are rendered here on the server; the tabs island only switches.
 */
export function ProgramCatalogue({ categories, texts }: ProgramCatalogueProps) {
  const { catalogue, statLabels, seoHeading } = texts;
  return (
    <section id={catalogue.id} aria-labelledby={`${catalogue.id}-heading`} className="px-4 py-14 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-7xl">
        {/* Visually hidden: the hero's h1 stays the one visible title of the page. */}
        <h2 id={`${catalogue.id}-heading`} className="sr-only">
          {seoHeading}
        </h2>
        <Island>
          <Tabs
            label={catalogue.tabsLabel}
            sticky
            tabs={categories.map((category) => ({
              id: category.id,
              label: (
                <span className="inline-flex items-center gap-2">
                  <ProgramIcon name={category.icon} className="h-4 w-4" />
                  {category.title}
                </span>
              ),
              content: (
                <>
                  <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{category.title}</h3>
                  <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">{category.description}</p>
                  <CardGrid as="ul" columns={3}>
                    {category.courses.map((course) => (
                      <li key={course.name}>
                        <CourseCard category={category} course={course} slug={course.id} texts={{ statLabels, viewCourse: catalogue.viewCourse }} />
                      </li>
                    ))}
                  </CardGrid>
                </>
              ),
            }))}
          />
        </Island>
      </div>
    </section>
  );
}
