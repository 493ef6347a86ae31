/**
 * The programs catalogue: the categories and the /program page's words (content/pages/<language>/program.yaml),
 * the courses (content/courses/), each course's page words and its figures, shown as the cards show them.
 */
import { coursesIn, type CourseFile } from '@/content/courses';
import type { DataLanguage } from '@/content/data/schema';
import { faqSection } from '@/content/faq/entries';
import { pageWords } from '@/content/pages';
import type { PROGRAM_COLORS } from '@/content/pages/program.schema';
import type { FaqItem } from '@/content/types';

export type CategoryId = string;

/** A lucide icon name (lucide.dev/icons), drawn by components/programs/program-icon.tsx. */
export type ProgramIcon = string;

/** Card accent, mapped to light and dark classes by the component. */
export type ProgramColor = (typeof PROGRAM_COLORS)[number];

export type Course = {
  /** Its file's name (content/courses/en/<id>.yaml): the last part of its page's address. */
  id: string;
  name: string;
  icon: ProgramIcon;
  duration: string;
  specializations: string[];
  /** Our own figures, only those the course's file gives (none: no figures shown). */
  stats: { students?: string; placement?: string; companies?: string };
  /** One or two sentences for the card and the course page. */
  description: string;
  /** Countries where students most often take this course abroad. */
  destinations: string[];
  eligibility: string;
};

export type ProgramCategory = {
  id: CategoryId;
  /** Tab label. */
  title: string;
  icon: ProgramIcon;
  color: ProgramColor;
  description: string;
  courses: Course[];
};

export type ProgramStep = { icon: ProgramIcon; title: string; text: string };

type ProgramWords = ReturnType<typeof pageWords<'program'>>;

export type ProgramsPageContent = Pick<ProgramWords, 'seoHeading' | 'hero' | 'catalogue' | 'statLabels' | 'process' | 'whyChoose'> & {
  faq: ProgramWords['faq'] & { items: FaqItem[] };
  coursePage: Omit<ProgramWords['coursePage'], 'eyebrow' | 'title'> & {
    eyebrow: (category: string) => string;
    title: (course: string) => string;
  };
};

/** A page's template with its {placeholders} filled in. */
const fillIn = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const statsText = ({ students, placementPercent, companies }: NonNullable<CourseFile['stats']> = {}): Course['stats'] => ({
  ...(students !== undefined && { students: `${students}+` }),
  ...(placementPercent !== undefined && { placement: `${placementPercent}%` }),
  ...(companies !== undefined && { companies: `${companies}+` }),
});

/** The page's words in a language, the course page's title and eyebrow as functions of the names. */
export function programsPageIn(language: DataLanguage): ProgramsPageContent {
  const w = pageWords('program', language);
  return {
    seoHeading: w.seoHeading,
    hero: w.hero,
    catalogue: w.catalogue,
    statLabels: w.statLabels,
    process: w.process,
    whyChoose: w.whyChoose,
    faq: { ...w.faq, items: faqSection('program') },
    coursePage: {
      ...w.coursePage,
      eyebrow: (category) => fillIn(w.coursePage.eyebrow, { category }),
      title: (course) => fillIn(w.coursePage.title, { course }),
    },
  };
}

/** The categories of a language (the page's tabs), each with its courses. */
export function programCategoriesIn(language: DataLanguage): ProgramCategory[] {
  const courses = coursesIn(language);
  const categories = pageWords('program', language).categories;
  for (const c of courses)
    if (!categories.some((category) => category.id === c.category))
      throw new Error(`${c.source}: category: "${c.category}" is none of the Programs page’s categories (${categories.map((k) => k.id).join(', ')})`);
  return categories.map(({ id, title, icon, color, description }) => ({
    id,
    title,
    icon,
    color,
    description,
    courses: courses
      .filter((c) => c.category === id)
      .map(({ id: file, name, icon: courseIcon, duration, specializations, stats, description: text, destinations, eligibility }) => ({
        id: file,
        name,
        icon: courseIcon,
        duration,
        specializations,
        stats: statsText(stats),
        description: text,
        destinations,
        eligibility,
      })),
  }));
}

export const programsPage = programsPageIn('en');
export const programCategories = programCategoriesIn('en');

/** Each course with its page's last part: its file's name, so renaming the course keeps its address. */
export const allCourses = programCategories.flatMap((category) => category.courses.map((course) => ({ category, course, slug: course.id })));

const courseValues = (c: Pick<Course, 'name' | 'duration' | 'specializations'> & Partial<Pick<Course, 'stats'>>, specializations = c.specializations) => ({
  course: c.name,
  duration: c.duration,
  specializations: specializations.join(', '),
  placement: c.stats?.placement ?? '',
  companies: c.stats?.companies ?? '',
});

/** A course in one line: "B.Tech abroad: 4 years, specializations in …" (its Course structured data). */
export const courseSummary = (c: { name: string; duration: string; specializations: string[] }) => fillIn(programsPage.coursePage.summary, courseValues(c));

/** A course page's title, description and keywords (content/routes.ts), from the page's templates. */
export function courseMeta(course: Course) {
  const t = programsPage.coursePage;
  return {
    title: fillIn(t.metaTitle, courseValues(course, course.specializations.slice(0, 3))),
    description: fillIn(t.metaDescription, courseValues(course)),
    keywords: [fillIn(t.metaKeyword, courseValues(course)), ...course.specializations.map((s) => `${course.name} ${s}`)],
  };
}

/** Finds a course by its URL parts, or undefined. */
export const findCourse = (categoryId: string, slug: string) => allCourses.find((c) => c.category.id === categoryId && c.slug === slug);
