/**
 * What each country's student-visa rules ask a family to show (proof of funds), figure by figure:
 * the study-cost planner (/planner) computes from these and prints each one's source beside it.
 * The figures are data (content/facts/<country>.yaml, the `funds…` facts; the exchange rates in
 * content/facts/exchange-rates.yaml): when a government changes a figure, change its value,
 * `effective` and `checked` there (or in the editor's Facts), and set `confirmed` only after reading
 * the figure on the official page itself.
 */
import { factOf } from '@/content/facts/load';
import type { Fact } from '@/lib/fact';
import type { PlannerCurrency, PlannerFact, PlannerFacts, VisaFundsKey } from '@/lib/planner';

const amount = (file: string, key: string) => factOf(file, key, 'number');

/** Every proof-of-funds figure the planner uses, by name. */
export const visaFunds = {
  ukLondonMonth: amount('uk', 'fundsLondonMonth'),
  ukElsewhereMonth: amount('uk', 'fundsElsewhereMonth'),
  ukMaxMonths: amount('uk', 'fundsMaxMonths'),
  canadaOne: amount('canada', 'fundsOnePerson'),
  canadaTwo: amount('canada', 'fundsTwoPeople'),
  canadaThree: amount('canada', 'fundsThreePeople'),
  canadaFour: amount('canada', 'fundsFourPeople'),
  canadaFive: amount('canada', 'fundsFivePeople'),
  canadaSix: amount('canada', 'fundsSixPeople'),
  canadaSeven: amount('canada', 'fundsSevenPeople'),
  canadaEachBeyondSeven: amount('canada', 'fundsEachPersonBeyondSeven'),
  australiaStudent: amount('australia', 'fundsStudent'),
  australiaPartner: amount('australia', 'fundsPartner'),
  australiaChild: amount('australia', 'fundsChild'),
  australiaSchool: amount('australia', 'fundsSchool'),
  australiaIncome: amount('australia', 'fundsIncome'),
  australiaIncomeFamily: amount('australia', 'fundsIncomeFamily'),
  usaI20: amount('usa', 'fundsI20'),
  germanyMonth: amount('germany', 'fundsMonth'),
  germanyYear: amount('germany', 'fundsYear'),
  irelandYear: amount('ireland', 'fundsYear'),
  irelandMonth: amount('ireland', 'fundsMonth'),
  irelandLongCourseMonths: amount('ireland', 'fundsLongCourseMonths'),
  nzYear: amount('new-zealand', 'fundsYear'),
  nzMonth: amount('new-zealand', 'fundsMonth'),
  nzSchoolYear: amount('new-zealand', 'fundsSchoolYear'),
} satisfies Record<VisaFundsKey, Fact>;

/**
 * Default rupees for one unit of each currency, for the planner's rupee column; the visitor can
 * replace it with the day's rate (content/facts/exchange-rates.yaml).
 */
export const inrRates: Record<PlannerCurrency, Fact> = {
  GBP: amount('exchange-rates', 'gbp'),
  CAD: amount('exchange-rates', 'cad'),
  AUD: amount('exchange-rates', 'aud'),
  USD: amount('exchange-rates', 'usd'),
  EUR: amount('exchange-rates', 'eur'),
  NZD: amount('exchange-rates', 'nzd'),
};

/** Section 80E of the Income-tax Act: how many years the interest on an education loan is deductible. */
export const section80eYears = amount('loans', 'section80eYears');

/** What the planner shows of a fact: its value and its source line (what it applies to stays on the server). */
const shown = ({ value, unit, checked, source, effective, confirmed }: Fact): PlannerFact => ({
  value,
  unit,
  checked,
  source,
  ...(effective && { effective }),
  confirmed,
});

/** The planner's facts, as the server page passes them to the planner's client island. */
export const plannerFacts: PlannerFacts = {
  funds: Object.fromEntries(Object.entries(visaFunds).map(([key, f]) => [key, shown(f)])) as PlannerFacts['funds'],
  rates: Object.fromEntries(Object.entries(inrRates).map(([key, f]) => [key, shown(f)])) as PlannerFacts['rates'],
  section80eYears: section80eYears.value,
};
