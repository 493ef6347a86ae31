/**
 * How the site words its figures (content/pages/<language>/figure-words.yaml), not a page of its
 * own: the official facts' short phrases that FAQ answers, articles and pages name as
 * {{workLimitUsa}}, {{postStudyUk}}, {{loanMoratorium}}, {{nmcEligibility}},
 * {{neetQualifyingPercentiles}} and {{worldDirectory}}, each figure in them named after its fact
 * (content/facts/<file>.yaml), never typed: {{workLimitUsaHours}}, {{postStudyUkCutFrom}} (a month
 * and year, written in the phrase's language) … (content/figure-names.ts); then a length of time
 * (the country files' {{fact|period}}) and a price's period, whose figure it is and when it was set
 * (content/prices/). The loader is content/figure-words.ts.
 */
import { pageSchema, text } from './schema';
import { z } from 'zod';

const phrase = (title: string, description: string) => text(title.toLowerCase()).meta({ title, description });

const group = <S extends z.ZodRawShape>(title: string, shape: S, description: string) => z.strictObject(shape).meta({ title, description });

export const figureWordsPage = pageSchema('Figures in words', {
  workLimit: group(
    'Work during studies',
    {
      usa: phrase('USA', '{{workLimitUsaHours}}: hours a week (content/facts/usa.yaml).'),
      uk: phrase('UK', '{{workLimitUkHours}}: hours a week during term (content/facts/uk.yaml).'),
      canada: phrase('Canada', '{{workLimitCanadaHours}}: hours a week off campus (content/facts/canada.yaml).'),
      australia: phrase('Australia', '{{workLimitAustraliaHours}}: hours a fortnight (content/facts/australia.yaml).'),
      germany: phrase('Germany', '{{workLimitGermanyFullDays}}, {{workLimitGermanyHalfDays}}: full or half days a year (content/facts/germany.yaml).'),
    },
    'What a student may work during studies, as a short phrase: {{workLimitUsa}} … in FAQ answers and articles.',
  ),
  postStudy: group(
    'After graduation',
    {
      usa: phrase('USA', '{{postStudyUsaOptMonths}}: months of OPT; {{postStudyUsaStemMonths}}: the STEM extension in months.'),
      uk: phrase(
        'UK',
        '{{postStudyUkYears}}: the Graduate visa in years; {{postStudyUkCutMonths}}: its months after the announced cut; {{postStudyUkCutFrom}}: the month the cut applies from.',
      ),
      ukAfterCut: phrase(
        'UK, once the cut is in force',
        '{{postStudyUkCutMonths}}: the Graduate visa in months after the cut. The site says this instead of “UK” from the day the cut applies (its fact’s “In effect from”).',
      ),
      canada: phrase('Canada', '{{postStudyCanadaYears}}: the Post-Graduation Work Permit’s longest length in years.'),
      germany: phrase('Germany', '{{postStudyGermanyMonths}}: months to look for work.'),
    },
    'How long a graduate may stay to work or look for work, as a short phrase: {{postStudyUsa}} … in FAQ answers and articles.',
  ),
  loanMoratorium: phrase(
    'Loan moratorium',
    'The course plus the grace period, {{loanGraceMonths}} months (content/facts/loans.yaml): {{loanMoratorium}} elsewhere.',
  ),
  nmcEligibility: text('what NMC eligibility means').meta({
    title: 'NMC eligibility',
    description:
      'What NMC eligibility means, ending with what the World Directory of Medical Schools is: {{nmcRegulationsYear}}, {{nmcCourseMonths}}, {{nmcInternshipMonths}}, {{nmcWithinYears}} (content/facts/mbbs.yaml). {{nmcEligibility}} elsewhere.',
  }),
  neetQualifyingPercentiles: phrase(
    'NEET qualifying percentiles',
    '{{neetPercentileGeneral}}, {{neetPercentileGeneralPwbd}}, {{neetPercentileReserved}} (content/facts/neet.yaml): {{neetQualifyingPercentiles}} elsewhere.',
  ),
  worldDirectory: group(
    'World Directory of Medical Schools',
    {
      name: phrase('Name', 'In running text (“universities listed in the …”): {{worldDirectory}} elsewhere.'),
      publishers: phrase('Publishers', 'Who publishes it, together since April 2014.'),
      listed: phrase('Listing', 'A university’s listing, as its badge, card and the MBBS page’s facts show it.'),
      whoFormerly: phrase(
        'The WHO, formerly',
        'The one mention of the WHO a page may make (it published the directory’s forerunner until {{worldDirectoryWhoUntil}}, a fact’s figure); NMC eligibility above says it in these words. The directory lists medical schools and recognises none.',
      ),
    },
    'How every page names the directory that lists medical schools (and recognises none).',
  ),
  periods: group(
    'Lengths of time',
    {
      months: phrase('Months', '{n} is the number: “9 months”.'),
      year: phrase('One year', 'A length of exactly twelve months.'),
      years: phrase('Years', '{n} is the number: “3 years”.'),
    },
    'A length of time from a fact (a country file’s {{postStudy|period}}) or a course’s years.',
  ),
  prices: group(
    'Prices',
    {
      per: group(
        'Per',
        {
          year: phrase('Year', '“per year”.'),
          month: phrase('Month', '“per month”.'),
          course: phrase('Course', '“for the course”.'),
          package: phrase('Package', '“per package”: one of our service packages (a NEET service).'),
        },
        'What a price is for, after its figure.',
      ),
      basis: group(
        'Whose figure',
        {
          university: phrase('The university’s', 'A fee as the university quotes it.'),
          estimate: phrase('Our estimate', 'A figure the consultancy estimated.'),
          'our-fee': phrase('Our fee', 'The consultancy’s own price.'),
        },
        'Whose figure a price is, before “as of”.',
      ),
      asOf: phrase('As of', '{month} is the month and year the price was set, in the page’s language.'),
      from: phrase('Starting price', '{amount} is the price: “from USD 4,200”.'),
      line: phrase(
        'Figure and period',
        '{amount} is the figure (or the starting price), {per} what it is for, in the order the language says them: “{amount} {per}”.',
      ),
    },
    'How a price is written: “USD 4,500 per year · as quoted by the university, as of March 2026”.',
  ),
});
