/**
 * The consultation forms' dropdowns. The per-topic pairs are the article dropdowns table
 * below; the first set of articles (blog1–blog5) uses the lists below it, because those
 * pages offer "about 19 countries on two pages and shorter lists of MBBS countries on
 * the others", with intakes "2025-Spring to 2027-Fall on some pages and 2025-Spring to 2026-Fall
 * on others".
 */
import type { BlogTopic } from '@/content/blog';
import type { ConsultationDropdown } from '@/content/articles/types';

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

/** The article dropdowns: one destination and one intake list per topic. */
export const topicDropdowns: Record<BlogTopic, readonly [ConsultationDropdown, ConsultationDropdown]> = {
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
};

/** First set: the two broad MBBS guides (blog1, blog2). */
export const wideMbbsDropdowns = [destination(mbbsCountriesWide), intake(intakesTo2027Fall)] as const;

/** First set: the Vietnam article (blog4) offers Vietnam before the nine MBBS countries. */
export const vietnamMbbsDropdowns = [destination(['Vietnam', ...mbbsCountries]), intake(intakesTo2026Fall)] as const;
