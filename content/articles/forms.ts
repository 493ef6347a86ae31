/**
 * The consultation form an article offers, by its frontmatter `form`: two dropdowns each. The
 * spec's per-topic pairs (mbbs, guide, funding, hyderabad, masters) and the first set's lists
 * ("about 19 countries on two pages and shorter lists of MBBS countries on the others", intakes
 * "2025-Spring to 2027-Fall on some pages and 2025-Spring to 2026-Fall on others") keep the ten
 * original articles' forms as they were; `general`, for new articles, offers the coming intakes.
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

export const intakesTo2026Fall = ['2025-Spring', '2025-Fall', '2026-Spring', '2026-Fall'] as const;
export const intakesTo2027Fall = [...intakesTo2026Fall, '2027-Spring', '2027-Fall'] as const;

/** The spec's article dropdowns: one destination and one intake list per topic. */
const topicDropdowns = {
  mbbs: [destination(mbbsCountries), intake(intakesTo2026Fall)],
  guide: [
    destination(['USA', 'Canada', 'Germany', 'UK', 'Australia']),
    { name: 'program_level', label: 'Program Level', options: ['Undergraduate', "Master's", 'PhD'] },
  ],
  funding: [
    destination(['USA', 'UK', 'Canada', 'Germany', 'Australia']),
    { name: 'funding_interest', label: 'Funding Interest', options: ['Scholarships', 'Education Loans', 'Both'] },
  ],
  hyderabad: [destination(['USA', 'Canada', 'UK', 'Australia', 'Germany']), intake(['2025-Fall', '2026-Spring', '2026-Fall', '2027-Spring'])],
  masters: [
    destination(['USA', 'Canada', 'UK', 'Australia', 'Germany']),
    { name: 'course_interest', label: 'Course Interest', options: ['Computer Science', 'Engineering', 'Business Analytics', 'Data Science', 'Public Health'] },
  ],
} satisfies Record<string, ConsultationDropdowns>;

/** Spring and Fall intakes of this year (from the build's date, Fall only after March) and the next two years. */
export function comingIntakes(today = new Date()): string[] {
  const year = today.getUTCFullYear();
  const all = [year, year + 1, year + 2].flatMap((y) => [`${y}-Spring`, `${y}-Fall`]);
  return today.getUTCMonth() >= 3 ? all.slice(1) : all;
}

export const articleForms: Record<ArticleForm, ConsultationDropdowns> = {
  ...topicDropdowns,
  general: [destination(['USA', 'UK', 'Canada', 'Australia', 'Germany', 'Ireland', 'New Zealand', 'MBBS abroad']), intake(comingIntakes())],
  // First set: the two broad MBBS guides, and the Vietnam article with Vietnam before the nine MBBS countries.
  'mbbs-wide': [destination(mbbsCountriesWide), intake(intakesTo2027Fall)],
  'mbbs-vietnam': [destination(['Vietnam', ...mbbsCountries]), intake(intakesTo2026Fall)],
};
