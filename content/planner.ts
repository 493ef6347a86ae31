/**
 * Words of the study-cost planner (/planner). The figures are never typed here: they come from
 * content/visa-funds.ts (each with its source and dates) and lib/planner.ts, lib/loan.ts compute
 * with them. Templates fill {placeholders} (lib/calc-text.ts `fill`).
 */
import type { Explanation, ResultActionsCopy, ToolHero } from '@/content/tools';
import type { VisaFundsKey } from '@/content/visa-funds';
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
  messages: Record<PlanError, string>;
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

export const planner: PlannerCopy = {
  hero: {
    eyebrow: 'Free tool',
    title: 'Study-Cost Planner: Funds to Show and Your Education Loan',
    text: 'How much money must you show for the visa, what is it in rupees, and what will the loan cost each month? Every figure comes with its official source and date.',
  },
  sectionTitle: 'Plan the funds and the loan',
  countries: {
    uk: 'United Kingdom',
    canada: 'Canada',
    australia: 'Australia',
    usa: 'United States',
    germany: 'Germany',
    ireland: 'Ireland',
    nz: 'New Zealand',
  },
  form: {
    label: 'Study-cost planner',
    courseLegend: 'The course',
    country: 'Country',
    months: 'Course length (months)',
    monthsHint: 'A one-year master’s is 12 months.',
    city: 'City (United Kingdom)',
    cityHint: 'London means the City of London and the 32 London boroughs.',
    cities: { london: 'London', elsewhere: 'Elsewhere in the UK' },
    tuition: 'First-year tuition still to pay (in the country’s currency)',
    tuitionHint: 'Leave 0 if the fees are paid. For the United States, enter the total estimated cost on the Form I-20.',
    familyLegend: 'Who travels',
    partner: 'A partner comes too',
    partnerOptions: { no: 'No, the student alone', yes: 'Yes' },
    children: 'Children who come too',
    school: 'Of them, children of school age (Australia)',
    schoolHint: 'Australia asks for school costs for each school-age child.',
    fx: 'Rupees for one unit of the country’s currency',
    fxHint: 'Leave blank to use our rate, shown with its date beside your plan.',
    loanLegend: 'Education loan (optional)',
    loanIntro: 'Leave the amount blank if you do not need a loan.',
    loan: 'Loan amount (₹)',
    loanHint: 'The whole amount is taken as paid out when the course starts.',
    apr: 'Interest rate (% a year)',
    years: 'Repayment years',
    grace: 'Grace months after the course',
    graceHint: 'Banks usually allow 6 to 12 months after the course before the first EMI.',
    during: 'Interest during the course and grace months',
    duringOptions: { added: 'Added to the loan', paid: 'Paid every month' },
    submit: 'Show the plan',
  },
  messages: {
    country: 'Please choose a country.',
    months: 'Please enter the course length in whole months, from 1 to 72.',
    tuition: 'Please enter the tuition still to pay as a number, 0 or more (leave 0 if the fees are paid).',
    i20: 'For the United States, please enter the total estimated cost shown on the Form I-20.',
    children: 'Please enter the number of children as a whole number from 0 to 10.',
    school: 'The children of school age cannot be more than the children who come.',
    fx: 'Please enter the exchange rate as a number of rupees, more than 0, or leave it blank to use ours.',
    amount: 'Please enter the loan amount in rupees, from ₹10,000 to ₹10,00,00,000, or leave it blank.',
    rate: 'Please enter the loan’s interest rate as a number from 0 to 30.',
    years: 'Please enter the repayment years as a whole number from 1 to 30.',
    courseMonths: 'Please enter the course length in whole months, from 1 to 72.',
    graceMonths: 'Please enter the grace months as a whole number from 0 to 24.',
    interest: 'Please choose how the interest during the course is handled.',
  },
  result: {
    title: 'Your plan',
    fundsTitle: '{country}: what the visa rules ask you to show',
    columns: { item: 'Item', amount: 'Amount' },
    lines: {
      ukLiving: { label: 'Living costs', rule: '{perMonth} a month for {months} months (the rule counts the course up to 9 months).' },
      canadaLiving: { label: 'Living costs, first year', rule: 'The figure for a family of {people} outside Quebec.' },
      australiaStudent: { label: 'Living costs, the student', rule: 'For 12 months.' },
      australiaPartner: { label: 'Living costs, a partner', rule: 'For 12 months.' },
      australiaChildren: { label: 'Living costs, children', rule: '{each} for each of {count} children, for 12 months.' },
      australiaSchool: { label: 'School costs', rule: '{each} a year for each of {count} school-age children.' },
      usaI20: { label: 'Estimated cost on the Form I-20', rule: 'The first year, or the whole programme if shorter, as the school estimates it.' },
      germanyBlocked: { label: 'Blocked account', rule: '{perMonth} a month for {months} months.' },
      irelandYear: { label: 'Living costs, first year', rule: 'For a course longer than 8 months.' },
      irelandMonths: { label: 'Living costs', rule: '{perMonth} a month for {months} months (a course of 8 months or less).' },
      nzYear: { label: 'Living costs, first year', rule: 'For tertiary study of a year or more.' },
      nzMonths: { label: 'Living costs', rule: '{perMonth} a month for {months} months (study shorter than a year).' },
      tuition: { label: 'First-year tuition still to pay', rule: 'As you entered it, from the offer letter.' },
    },
    tuitionSource: 'your offer letter or CAS',
    total: 'Total to show',
    notes: {
      familyNotCounted: 'Family members who come along need funds of their own, which this planner does not add for this country: see the official page.',
      travel: 'Add the cost of travel, which the rules also ask you to show.',
      australiaIncome:
        'Instead of these funds, Australia also accepts a parent’s or partner’s annual income of at least {australiaIncome} ({australiaIncomeFamily} with family).',
      nzEachYear: 'New Zealand asks for this for each year of study; the plan shows the first year.',
      ukFeesPaid: 'Fees already paid to the university are not shown again; the CAS says what is still due.',
    },
    rupeesTitle: 'In rupees',
    rateDefault:
      'At ₹{rate} for 1 {currency}: an indicative rate entered in {date}, not yet compared with the official reference rate. Put your bank’s rate in the form to update it.',
    rateOwn: 'At your rate of ₹{rate} for 1 {currency}.',
    rupeesTotal: 'Total to show in rupees',
    loanTitle: 'Education loan',
    noLoan: 'Enter a loan amount in the form to see the EMI, the interest and what you repay.',
    loanRows: {
      amount: 'Loan amount',
      rate: 'Interest rate',
      moratorium: 'Course and grace period: {months} months',
      moratoriumPaid: 'Interest paid each month during it',
      moratoriumAdded: 'Interest added to the loan at its end',
      repaymentPrincipal: 'Repayment starts on',
      emi: 'EMI for {months} months',
      totalInterest: 'Total interest',
      totalRepaid: 'Total repaid',
    },
    assumption: {
      added:
        'This assumes the whole amount is paid out at the start and the simple interest of the {months} months is added to the loan when repayment starts, as many Indian banks do.',
      paid: 'This assumes the whole amount is paid out at the start and the family pays the simple interest every month for the {months} months; the total interest includes those payments.',
    },
    section80e:
      'Interest on an education loan for higher studies can be deducted from taxable income under section 80E of the Income-tax Act, for up to {years} years from the year repayment starts. What it saves depends on the family’s tax: ask your tax adviser.',
    print: 'Print this plan',
    send: 'Send this plan to a counsellor',
    messageIntro: 'Please check this study-cost plan with me:',
    messageLink: 'The plan: {url}',
    actions: {
      shareLink: 'Link to this plan',
      copy: 'Copy link',
      copied: 'Link copied.',
      copyFailed: 'Copy the link above to share this plan.',
      ctaLabel: 'Send this plan to a counsellor',
      ctaSubject: 'Study-cost plan: {country}',
    },
  },
  fact: {
    asOf: 'checked {date}',
    source: 'source',
    effective: 'in effect from {date}',
    notConfirmed: 'not yet confirmed on the official page',
  },
  table: {
    title: 'The official figures',
    intro:
      'What each country’s student-visa rules ask a family to show, with the official page and the date each rule took effect. Rules change every year or two: check the official page before you apply.',
    caption: 'Funds to show for a student visa, by country',
    columns: { country: 'Country', rule: 'What must be shown', effective: 'In effect from', source: 'Official source' },
    rows: {
      uk: '{ukLondonMonth} a month in London, {ukElsewhereMonth} a month elsewhere, for the course length up to {ukMaxMonths} months, plus any unpaid first-year fees.',
      canada:
        '{canadaOne} for one applicant, {canadaTwo} for 2 people, {canadaThree} for 3, {canadaFour} for 4, {canadaFive} for 5, {canadaSix} for 6, {canadaSeven} for 7, and {canadaEachBeyondSeven} for each person beyond 7 (outside Quebec), plus first-year tuition and travel.',
      australia:
        '{australiaStudent} a year for the student, {australiaPartner} for a partner, {australiaChild} for each child and {australiaSchool} a year of school costs for each school-age child, plus tuition and travel. Or a parent’s or partner’s annual income of {australiaIncome} ({australiaIncomeFamily} with family).',
      usa: 'No fixed figure: the school’s Form I-20 states the estimated cost of the first year (or the programme, if shorter), and that is what must be shown.',
      germany: '{germanyMonth} a month in a blocked account: {germanyYear} for 12 months.',
      ireland:
        '{irelandYear} for the first year of a course longer than {irelandLongCourseMonths} months, plus fees; {irelandMonth} a month for shorter courses.',
      nz: '{nzYear} a year for tertiary study ({nzMonth} a month for study shorter than a year); {nzSchoolYear} a year for school.',
    },
    noDate: 'Not stated',
  },
  loanExplanation: {
    title: 'How the loan plan is worked out',
    paragraphs: [
      'Indian banks repay an education loan in equal monthly instalments (EMIs) on the reducing balance: EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1), where P is the amount owed when repayment starts, r the yearly rate divided by 12 and n the number of months.',
      'Repayment starts after a moratorium: the course plus a grace period. During it simple interest accrues on what has been paid out. Some families pay that interest every month; otherwise the bank adds it to the loan when repayment starts, and the EMI is worked out on the larger amount. The plan says which one it assumes.',
    ],
    example:
      'For example, {amount} at {rate}% a year over {years} years ({months} months) costs an EMI of {emi} and {interest} of interest in all. After a {moratorium}-month moratorium with the interest added, {accrued} has accrued, repayment starts on {principal} and the EMI is {emiAdded}.',
  },
};

/** The link to the planner under the calculators and on /countries. */
export type PlannerPromoCopy = { title: string; text: string; link: string };

export const plannerPromo: PlannerPromoCopy = {
  title: 'Planning the costs?',
  text: 'See the money a student visa asks you to show, in rupees, and the EMI of an education loan, with every figure’s official source and date.',
  link: 'Open the study-cost planner',
};
