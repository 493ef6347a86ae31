/**
 * A field of study in "Top Courses in Abroad for INDIAN STUDENTS" on /countries
 * (content/course-categories/<language>/<id>.yaml). No fee ranges or scholarship percentages: each
 * university sets its own, so the page says fees vary and counsellors confirm them. The icon, levels
 * and intakes are set once, in the English file.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { iconName, shared } from '@/content/data/schema';

export const INTAKE_COUNTRIES = ['Australia', 'Canada', 'UK', 'USA'] as const;
export type IntakeCountry = (typeof INTAKE_COUNTRIES)[number];

export const COURSE_LEVELS = ['Diploma', 'Bachelors', 'Masters', 'PhD', 'MBA', 'LLM', 'Professional Certifications', 'Certifications'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const INTAKE_QUARTERS = ['Q1 (Jan - Mar)', 'Q2 (Apr - Jun)', 'Q3 (Jul - Sep)', 'Q4 (Oct - Dec)'] as const;

const quarters = z.array(z.enum(INTAKE_QUARTERS, { error: `one of ${INTAKE_QUARTERS.join(', ')}` })).min(1, { error: 'at least one intake' });

export const courseCategory = z.strictObject({
  order: shared(
    z
      .number({ error: 'a whole number (its place: 10, 20, 30 …)' })
      .int({ error: 'a whole number (its place: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1' })
      .meta({ title: 'Order', description: 'Its place in the list, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
  ),
  title: text('the field of study').meta({ title: 'Title', description: 'e.g. Healthcare & Nursing' }),
  icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. stethoscope.' })),
  levels: shared(
    z
      .array(z.enum(COURSE_LEVELS, { error: `one of ${COURSE_LEVELS.join(', ')}` }))
      .min(1, { error: 'at least one level' })
      .meta({ title: 'Levels' }),
  ),
  popularCourses: z.array(text('a course')).min(1, { error: 'at least one course' }).meta({ title: 'Popular courses' }),
  intakes: shared(
    z
      .strictObject(Object.fromEntries(INTAKE_COUNTRIES.map((c) => [c, quarters.meta({ title: c })])) as Record<IntakeCountry, typeof quarters>)
      .meta({ title: 'Next intakes', description: 'The main intake quarters in each country.' }),
  ),
  duration: text('the usual length').meta({ title: 'Duration', description: 'e.g. 1–4 years' }),
  scholarship: text('the scholarships, without a percentage')
    .refine((s) => !/\d+ ?%/.test(s), { error: 'no percentage: each university sets its own, say it in words' })
    .meta({
      title: 'Scholarship',
      description: 'What is usually offered, in words: no percentage, since each university sets its own.',
    }),
});

export type CourseCategoryFile = z.infer<typeof courseCategory>;
