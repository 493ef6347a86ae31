/**
 * The consultation form an article offers, by its frontmatter `form`: two dropdowns each. The
 * spec's per-topic pairs (mbbs, guide, funding, hyderabad, masters) and the first set's destination
 * lists ("about 19 countries on two pages and shorter lists of MBBS countries on the others") keep
 * the ten original articles' forms as they were. Intakes are never the spec's fixed years (2025-Spring
 * to 2027-Fall), which have begun by now: every form offers the intakes that have not begun on the
 * day of the build (comingIntakes).
 */
import type { ArticleForm } from '@/content/articles/schema';

/** One dropdown of an article's consultation form. */
export type ConsultationDropdown = {
  /** Field name sent to the form service. */
  name: string;
  label: string;
  options: readonly string[];
};
export type ConsultationDropdowns = readonly [ConsultationDropdown, ConsultationDropdown];

const destination = (options: readonly string[]): ConsultationDropdown => ({ name: 'study_destination', label: 'Study Destination', options });
const intake = (options: readonly string[]): ConsultationDropdown => ({ name: 'intake_year', label: 'Intake Year', options });

/** The nine MBBS countries the MBBS articles offer. */
export const mbbsCountries = ['Russia', 'Georgia', 'Kazakhstan', 'Philippines', 'Uzbekistan', 'Kyrgyzstan', 'Egypt', 'Serbia', 'Bangladesh'] as const;

/** The wider list (19 countries) of the two broad first-set guides. */
export const mbbsCountriesWide = [
  ...mbbsCountries,
  'Vietnam',
  'Nepal',
  'China',
  'Armenia',
  'Belarus',
  'Tajikistan',
  'Moldova',
  'Romania',
  'Poland',
  'Hungary',
] as const;

/** The month (0-11) each intake's classes begin: Spring in January, Fall in August. */
export const INTAKE_START_MONTH = { Spring: 0, Fall: 7 } as const;

/** How many intakes a form offers: two years' worth. */
const INTAKES_OFFERED = 4;

/**
 * The next intakes whose classes have not begun on `today` (the build's date), soonest first:
 * in November 2026, 2027-Spring to 2028-Fall; in July 2026, 2026-Fall to 2028-Spring. A form never
 * offers an intake that has already begun.
 */
export function comingIntakes(today = new Date()): string[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const season = (Object.entries(INTAKE_START_MONTH) as [keyof typeof INTAKE_START_MONTH, number][]).sort((a, b) => a[1] - b[1]);
  return [year, year + 1, year + 2, year + 3]
    .flatMap((y) => season.filter(([, start]) => y > year || start > month).map(([name]) => `${y}-${name}`))
    .slice(0, INTAKES_OFFERED);
}

/** The spec's article dropdowns: one destination and one intake list per topic. */
const topicDropdowns = {
  mbbs: [destination(mbbsCountries), intake(comingIntakes())],
  guide: [
    destination(['USA', 'Canada', 'Germany', 'UK', 'Australia']),
    { name: 'program_level', label: 'Program Level', options: ['Undergraduate', "Master's", 'PhD'] },
  ],
  funding: [
    destination(['USA', 'UK', 'Canada', 'Germany', 'Australia']),
    { name: 'funding_interest', label: 'Funding Interest', options: ['Scholarships', 'Education Loans', 'Both'] },
  ],
  hyderabad: [destination(['USA', 'Canada', 'UK', 'Australia', 'Germany']), intake(comingIntakes())],
  masters: [
    destination(['USA', 'Canada', 'UK', 'Australia', 'Germany']),
    { name: 'course_interest', label: 'Course Interest', options: ['Computer Science', 'Engineering', 'Business Analytics', 'Data Science', 'Public Health'] },
  ],
} satisfies Record<string, ConsultationDropdowns>;

export const articleForms: Record<ArticleForm, ConsultationDropdowns> = {
  ...topicDropdowns,
  general: [destination(['USA', 'UK', 'Canada', 'Australia', 'Germany', 'Ireland', 'New Zealand', 'MBBS abroad']), intake(comingIntakes())],
  // First set: the two broad MBBS guides, and the Vietnam article with Vietnam before the nine MBBS countries.
  'mbbs-wide': [destination(mbbsCountriesWide), intake(comingIntakes())],
  'mbbs-vietnam': [destination(['Vietnam', ...mbbsCountries]), intake(comingIntakes())],
};
