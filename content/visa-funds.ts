/**
 * What each country's student-visa rules ask a family to show (proof of funds), figure by figure,
 * with the official page, the date the rule took effect and the date the figure was last compared:
 * the study-cost planner (/planner) computes from these and prints each one's source beside it.
 * Figures change every year or two: change the value, `effective` and `checked` together, and set
 * `confirmed` only after reading the figure on the official page itself.
 *
 * `checked` is the date these were compared with the team's reference note
 * (shared/reference/proof-of-funds.md) and with stored copies of the official pages (this build has
 * no network; a stored copy is undated, so a figure changed since must still be re-read live before
 * launch). `confirmed: true` where an official page's copy states the figure, with the page and its
 * words in a comment: Canada (IRCC's table), Australia (the legal instrument that set the amounts),
 * Germany, New Zealand and the US rule. False where only secondary summaries did (the UK's November
 * 2025 amounts: the only stored GOV.UK copy still shows the earlier £1,483 / £1,136; Ireland's amounts,
 * whose stored page stops before them).
 */
import { fact, type Fact, type FactSource } from '@/lib/fact';

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
  // Confirmed on IRCC's page (canada.ca, "Proof of financial support", stored copy): "If you apply on
  // or after September 1, 2025 … All provinces and territories except Quebec": 1 $22,895, 2 $28,502,
  // 3 $35,040, 4 $42,543, 5 $48,252, 6 $54,420, 7 $60,589; "If more than 7 people, each additional
  // family member $6,170".
  canadaOne: fact({
    value: 22895,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, one applicant',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  canadaTwo: fact({
    value: 28502,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 2 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  canadaThree: fact({
    value: 35040,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 3 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  canadaFour: fact({
    value: 42543,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 4 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  canadaFive: fact({
    value: 48252,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 5 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  canadaSix: fact({
    value: 54420,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 6 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  canadaSeven: fact({
    value: 60589,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, 7 people',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  canadaEachBeyondSeven: fact({
    value: 6170,
    unit: 'CAD',
    appliesTo: 'Canada study permit (outside Quebec): living costs for the first year, each person beyond 7',
    source: IRCC,
    checked: CHECKED,
    effective: '2025-09-01',
    confirmed: true,
  }),
  // Confirmed on the legal instrument that set them, LIN 24/042 (Federal Register of Legislation,
  // F2024L00529, in force from 10 May 2024; stored copy): "Omit “AUD24,505”, substitute “AUD29,710”",
  // and likewise partner 10,394, child 4,449, school 13,502, income 87,856 and 102,500. Home Affairs'
  // page (the link families read) states the same amounts.
  australiaStudent: fact({
    value: 29710,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): living costs for 12 months, the student',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: true,
  }),
  australiaPartner: fact({
    value: 10394,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): living costs for 12 months, a partner',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: true,
  }),
  australiaChild: fact({
    value: 4449,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): living costs for 12 months, each child',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: true,
  }),
  australiaSchool: fact({
    value: 13502,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): school costs a year, each school-age child',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: true,
  }),
  australiaIncome: fact({
    value: 87856,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): a parent’s or partner’s annual income accepted instead, student alone',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: true,
  }),
  australiaIncomeFamily: fact({
    value: 102500,
    unit: 'AUD',
    appliesTo: 'Australia Student visa (500): a parent’s or partner’s annual income accepted instead, with family',
    source: HOME_AFFAIRS,
    checked: CHECKED,
    effective: '2024-05-10',
    confirmed: true,
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
 * date, not read off a reference-rate page that day (the build had no network): `confirmed: false`
 * until someone compares each with its source. FBIL publishes India's reference rates for the US
 * dollar, pound and euro only; for the Canadian, Australian and New Zealand dollars the source is
 * the rate against the rupee that each currency's own central bank publishes every business day.
 */
const FBIL = { name: 'Financial Benchmarks India (FBIL) reference rates', url: 'https://www.fbil.org.in/' };
const BANK_OF_CANADA = { name: 'Bank of Canada', url: 'https://www.bankofcanada.ca/rates/exchange/daily-exchange-rates/' };
const RBA = { name: 'Reserve Bank of Australia', url: 'https://www.rba.gov.au/statistics/frequency/exchange-rates.html' };
const RBNZ = {
  name: 'Reserve Bank of New Zealand',
  url: 'https://www.rbnz.govt.nz/statistics/series/exchange-and-interest-rates/exchange-rates-and-the-trade-weighted-index',
};

const rate = (value: number, currency: string, source: FactSource) =>
  fact({ value, unit: 'INR', appliesTo: `Rupees for one ${currency} (indicative)`, source, checked: CHECKED, confirmed: false });

export const inrRates: Record<PlannerCurrency, Fact> = {
  GBP: rate(117, 'pound sterling', FBIL),
  CAD: rate(63, 'Canadian dollar', BANK_OF_CANADA),
  AUD: rate(58, 'Australian dollar', RBA),
  USD: rate(89, 'US dollar', FBIL),
  EUR: rate(103, 'euro', FBIL),
  NZD: rate(51, 'New Zealand dollar', RBNZ),
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
