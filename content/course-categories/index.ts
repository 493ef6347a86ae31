/**
 * "Top Courses in Abroad for INDIAN STUDENTS" on /countries: the fields of study
 * (content/course-categories/<language>/<id>.yaml, checked at build against ./schema.ts), one open
 * at a time, by their `order`, their icons drawn from their names and their intake quarters written
 * out per country. Server side.
 */
import type { IconNode } from 'lucide';
import files from '@/.content-collections/data/content-course-categories.json';
import { localize } from '@/content/data/localize';
import { iconNode, type DataDocument, type DataLanguage } from '@/content/data/schema';
import { courseCategory, INTAKE_COUNTRIES, type CourseLevel, type IntakeCountry } from './schema';

export { COURSE_LEVELS as courseLevels, INTAKE_COUNTRIES as intakeCountries, type CourseLevel, type IntakeCountry } from './schema';

export type CourseCategory = {
  id: string;
  title: string;
  icon: IconNode;
  levels: CourseLevel[];
  popularCourses: string[];
  /** Intake quarters per country, e.g. "Q1 (Jan - Mar), Q3 (Jul - Sep)". */
  intakes: Record<IntakeCountry, string>;
  duration: string;
  scholarship: string;
};

/** The fields of study in a language. */
export const courseCategoriesIn = (language: DataLanguage): CourseCategory[] =>
  localize(files as DataDocument[], courseCategory, language)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'))
    .map(({ id, title, icon, levels, popularCourses, intakes, duration, scholarship }) => ({
      id,
      title,
      icon: iconNode(icon),
      levels,
      popularCourses,
      intakes: Object.fromEntries(INTAKE_COUNTRIES.map((country) => [country, intakes[country].join(', ')])) as Record<IntakeCountry, string>,
      duration,
      scholarship,
    }));

export const courseCategories = courseCategoriesIn('en');

/** Labels inside an open category (words of the /countries page). */
export const courseCategoryLabels = {
  levels: 'Levels',
  popularCourses: 'Popular courses',
  country: 'Country',
  intakes: 'Next intakes',
  duration: 'Duration',
  scholarship: 'Scholarship',
} as const;
