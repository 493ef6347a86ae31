/**
 * Words of the study-cost planner (/planner): content/pages/<language>/planner.yaml (schema
 * content/pages/planner.schema.ts). The figures are never typed there: they come from
 * content/visa-funds.ts (each with its source and dates) and lib/planner.ts, lib/loan.ts compute
 * with them. Templates fill {placeholders} (lib/calc-text.ts `fill`).
 */
import type { DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { Explanation, ResultActionsCopy, ToolHero } from '@/content/tools';
import type { VisaFundsKey } from '@/lib/planner';
import type { FundsLineKind, FundsNote, PlanError, PlannerCountry } from '@/lib/planner';
import type { FactSourceWords } from '@/lib/fact';

export type PlannerFormCopy = {
  label: string;
  courseLegend: string;
  country: string;
  months: string;
  monthsHint: string;
  city: string;
  cityHint: string;
  cities: { london: string; elsewhere: string };
  tuition: string;
  tuitionHint: string;
  familyLegend: string;
  partner: string;
  partnerOptions: { no: string; yes: string };
  children: string;
  school: string;
  schoolHint: string;
  fx: string;
  fxHint: string;
  loanLegend: string;
  loanIntro: string;
  loan: string;
  loanHint: string;
  apr: string;
  years: string;
  grace: string;
  graceHint: string;
  during: string;
  duringOptions: { added: string; paid: string };
  submit: string;
};

export type PlannerResultCopy = {
  title: string;
  /** {country} */
  fundsTitle: string;
  columns: { item: string; amount: string };
  /** A line's label and its rule; {perMonth}, {each} are amounts, {months}, {count}, {people} counts. */
  lines: Record<FundsLineKind, { label: string; rule: string }>;
  /** Where the family's own fees come from (a line without a published figure). */
  tuitionSource: string;
  total: string;
  notes: Record<FundsNote, string>;
  rupeesTitle: string;
  /** {rate} {currency} {date} */
  rateDefault: string;
  /** {rate} {currency} */
  rateOwn: string;
  rupeesTotal: string;
  loanTitle: string;
  noLoan: string;
  loanRows: {
    amount: string;
    rate: string;
    /** {months} */
    moratorium: string;
    moratoriumPaid: string;
    moratoriumAdded: string;
    repaymentPrincipal: string;
    /** {months} */
    emi: string;
    totalInterest: string;
    totalRepaid: string;
  };
  /** Said under the loan table: which way the moratorium interest was counted ({months}). */
  assumption: { added: string; paid: string };
  /** {years} */
  section80e: string;
  print: string;
  send: string;
  /** The counsellor's message: its first line, then the plan. */
  messageIntro: string;
  /** {url} */
  messageLink: string;
  actions: ResultActionsCopy;
};

/** The planner's source lines: each figure's month checked, its publisher, the day it took effect, whether it is unconfirmed. */
export type PlannerFactWords = Required<Omit<FactSourceWords, 'sources'>>;

export type PlannerCopy = {
  hero: ToolHero;
  sectionTitle: string;
  countries: Record<PlannerCountry, string>;
  form: PlannerFormCopy;
  /** What to fix, one per check. */
  /** One per failed check; `accepts` names a field holding what it cannot use ({label}, {min}, {max}, {step}). */
  messages: Record<PlanError | 'accepts', string>;
  result: PlannerResultCopy;
  fact: PlannerFactWords;
  table: {
    title: string;
    intro: string;
    caption: string;
    columns: { country: string; rule: string; effective: string; source: string };
    /** Each country's rule; {<fact name>} is that figure of content/visa-funds.ts. */
    rows: Record<PlannerCountry, string>;
    noDate: string;
  };
  loanExplanation: Explanation & {
    /** A worked example, filled from lib/loan.ts: {amount} {rate} {years} {months} {moratorium} {emi} {interest} {accrued} {principal} {emiAdded}. */
    example: string;
  };
};

/** The figures each country's row of the official table stands on. */
export const COUNTRY_FACTS: Record<PlannerCountry, VisaFundsKey[]> = {
  uk: ['ukLondonMonth', 'ukElsewhereMonth', 'ukMaxMonths'],
  canada: ['canadaOne', 'canadaTwo', 'canadaThree', 'canadaFour', 'canadaFive', 'canadaSix', 'canadaSeven', 'canadaEachBeyondSeven'],
  australia: ['australiaStudent', 'australiaPartner', 'australiaChild', 'australiaSchool', 'australiaIncome', 'australiaIncomeFamily'],
  usa: ['usaI20'],
  germany: ['germanyMonth', 'germanyYear'],
  ireland: ['irelandYear', 'irelandMonth', 'irelandLongCourseMonths'],
  nz: ['nzYear', 'nzMonth', 'nzSchoolYear'],
};

/** The planner's words in a language. */
export function plannerIn(language: DataLanguage): PlannerCopy {
  const { hero, sectionTitle, countries, form, messages, result, fact, table, loanExplanation } = pageWords('planner', language);
  return { hero, sectionTitle, countries, form, messages, result, fact, table, loanExplanation };
}

export const planner: PlannerCopy = plannerIn('en');

/** The link to the planner under the calculators and on /countries. */
export type PlannerPromoCopy = { title: string; text: string; link: string };

/** The link to the planner in a language. */
export const plannerPromoIn = (language: DataLanguage): PlannerPromoCopy => pageWords('planner', language).promo;

export const plannerPromo: PlannerPromoCopy = plannerPromoIn('en');
