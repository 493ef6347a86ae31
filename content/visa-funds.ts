/**
 * What each country's student-visa rules ask a family to show (proof of funds), figure by figure,
 * with the official page, the date the rule took effect and the date the figure was last compared:
 * the study-cost planner (/planner) computes from these and prints each one's source beside it.
 * Figures change every year or two: change the value, `effective` and `checked` together, and set
 * `confirmed` only after reading the figure on the official page itself.
 *
 * `checked` is the date these were compared with the team's reference note
 * (shared/reference/proof-of-funds.md). `confirmed: true` where a stored copy of the official page
 * shows the figure (Germany, New Zealand, the US rule); false where only secondary summaries did.
 */
import { fact, type Fact } from '@/lib/fact';

const CHECKED = '2026-11-25';

// Names as a visitor recognises the publisher, kept short (the country panels repeat them); the
// address is the rule's own page.
const GOV_UK = { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' };
const IRCC = {
  name: 'IRCC',
  url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html',
};
const HOME_AFFAIRS = {
  name: 'Australian Home Affairs',
  url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
};
const SEVP = {
  name: 'Study in the States (DHS)',
  url: 'https://studyinthestates.dhs.gov/2016/12/reminder-proof-financial-support-needed-issue-form-i-20',
};
const AUSWAERTIGES_AMT = {
  name: 'Federal Foreign Office',
  url: 'https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto',
};
const ISD = {
  name: 'Irish Immigration Service',
  url: 'https://www.irishimmigration.ie/reminder-on-student-finance-requirements-from-30-june-2025',
};
const INZ = {
  name: 'Immigration New Zealand',
  url: 'https://www.immigration.govt.nz/process-to-apply/applying-for-a-visa/providing-evidence-and-documents-to-support-your-visa-application/student-fund-requirements',
};

/** Every proof-of-funds figure the planner uses, by name. */
export const visaFunds = {
  ukLondonMonth: fact({
    value: 1529,
    unit: 'GBP',
    appliesTo: 'UK Student visa: living costs a month for a course in London (up to 9 months)',
    source: GOV_UK,
    checked: CHECKED,
    effective: '2025-11-11',
    confirmed: false,
  }),
  ukElsewhereMonth: fact({
    value: 1171,
    unit: 'GBP',
    appliesTo: 'UK Student visa: living costs a month for a course outside London (up to 9 months)',
    source: GOV_UK,
    checked: CHECKED,
    effective: '2025-11-11',
    confirmed: false,
  }),
  ukMaxMonths: fact({
    value: 9,
    unit: 'months',
    appliesTo: 'UK Student visa: the most months of living costs asked for',
    source: GOV_UK,
    checked: CHECKED,
    confirmed: true,
  }),
  canadaOne: fact({
    value: 22895,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, one applicant',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: false,
  }),
  canadaTwo: fact({
    value: 28502,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 2 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: false,
  }),
  canadaFour: fact({
    value: 42543,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 4 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: false,
  }),
  canadaEachBeyondSeven: fact({
    value: 6170,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): each person beyond 7',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: false,
  }),
  australiaStudent: fact({
    value: 29710,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): living costs for 12 months, the student',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: false,
  }),
  australiaPartner: fact({
    value: 10394,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): living costs for 12 months, a partner',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: false,
  }),
  australiaChild: fact({
    value: 4449,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): living costs for 12 months, each child',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: false,
  }),
  australiaSchool: fact({
    value: 13502,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): school costs a year, each school-age child',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: false,
  }),
  australiaIncome: fact({
    value: 87856,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): a parent’s or partner’s annual income accepted instead, student alone',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: false,
  }),
  australiaIncomeFamily: fact({
    value: 102500,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): a parent’s or partner’s annual income accepted instead, with family',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: false,
  }),
  usaI20: fact({
    value: 12,
    unit: 'months',
    appliesTo: 'US F-1: funds for the first year (or the programme, if shorter), as the school’s Form I-20 estimates them',
    source: SEVP,
    checked: CHECKED,
    confirmed: true,
  }),
  germanyMonth: fact({
    value: 992,
    unit: 'EUR',
    appliesTo: 'Germany: blocked account, a month',
    source: AUSWAERTIGES_AMT,
    checked: CHECKED,
    effective: '2024-09-01',
    confirmed: true,
  }),
  germanyYear: fact({
    value: 11904,
    unit: 'EUR',
    appliesTo: 'Germany: blocked account for 12 months',
    source: AUSWAERTIGES_AMT,
    checked: CHECKED,
    effective: '2024-09-01',
    confirmed: true,
  }),
  irelandYear: fact({
    value: 10000,
    unit: 'EUR',
    appliesTo: 'Ireland (Stamp 2): living costs for the first year of a course longer than 8 months',
    source: ISD,
    checked: CHECKED,
    effective: '2025-06-30',
    confirmed: false,
  }),
  irelandMonth: fact({
    value: 833,
    unit: 'EUR',
    appliesTo: 'Ireland (Stamp 2): living costs a month for a course of 8 months or less',
    source: ISD,
    checked: CHECKED,
    effective: '2025-06-30',
    confirmed: false,
  }),
  irelandLongCourseMonths: fact({
    value: 8,
    unit: 'months',
    appliesTo: 'Ireland (Stamp 2): a course longer than this is asked for a year’s living costs',
    source: ISD,
    checked: CHECKED,
    effective: '2025-06-30',
    confirmed: false,
  }),
  nzYear: fact({
    value: 20000,
    unit: 'NZD',
    appliesTo: 'New Zealand student visa: living costs for each year of tertiary study of a year or more',
    source: INZ,
    checked: CHECKED,
    confirmed: true,
  }),
  nzMonth: fact({
    value: 1667,
    unit: 'NZD',
    appliesTo: 'New Zealand student visa: living costs a month for tertiary study shorter than a year',
    source: INZ,
    checked: CHECKED,
    confirmed: true,
  }),
  nzSchoolYear: fact({
    value: 17000,
    unit: 'NZD',
    appliesTo: 'New Zealand student visa: living costs for each year of school study (years 1 to 13)',
    source: INZ,
    checked: CHECKED,
    confirmed: true,
  }),
} satisfies Record<string, Fact>;

export type VisaFundsKey = keyof typeof visaFunds;

/** The currencies the planner converts from. */
export type PlannerCurrency = 'GBP' | 'CAD' | 'AUD' | 'USD' | 'EUR' | 'NZD';

/**
 * Default rupees for one unit of each currency, for the planner's rupee column; the visitor can
 * replace it with the day's rate. These are rounded indicative rates entered on the `checked`
 * date, not read off the reference-rate page that day (the build had no network): `confirmed: false`
 * until someone compares them with FBIL's reference rates (USD, GBP, EUR) or the bank's card rate.
 */
const FBIL = { name: 'Financial Benchmarks India (FBIL) reference rates', url: 'https://www.fbil.org.in/' };

export const inrRates: Record<PlannerCurrency, Fact> = {
  GBP: fact({ value: 117, unit: 'INR', appliesTo: 'Rupees for one pound sterling (indicative)', source: FBIL, checked: CHECKED, confirmed: false }),
  CAD: fact({ value: 63, unit: 'INR', appliesTo: 'Rupees for one Canadian dollar (indicative)', source: FBIL, checked: CHECKED, confirmed: false }),
  AUD: fact({ value: 58, unit: 'INR', appliesTo: 'Rupees for one Australian dollar (indicative)', source: FBIL, checked: CHECKED, confirmed: false }),
  USD: fact({ value: 89, unit: 'INR', appliesTo: 'Rupees for one US dollar (indicative)', source: FBIL, checked: CHECKED, confirmed: false }),
  EUR: fact({ value: 103, unit: 'INR', appliesTo: 'Rupees for one euro (indicative)', source: FBIL, checked: CHECKED, confirmed: false }),
  NZD: fact({ value: 51, unit: 'INR', appliesTo: 'Rupees for one New Zealand dollar (indicative)', source: FBIL, checked: CHECKED, confirmed: false }),
};

/** Section 80E of the Income-tax Act: how many years the interest on an education loan is deductible. */
export const section80eYears = fact({
  value: 8,
  unit: 'years',
  appliesTo: 'Income-tax Act, 1961, section 80E: years for which interest on an education loan for higher studies is deductible',
  source: { name: 'Income Tax Department (section 80E)', url: 'https://incometaxindia.gov.in/' },
  checked: CHECKED,
  confirmed: false,
});
