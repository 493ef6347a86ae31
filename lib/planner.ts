/**
 * The study-cost planner's arithmetic: the funds a student-visa rule asks a family to show, line by
 * line (each line names the figure of content/visa-funds.ts it uses), the same in rupees at a rate
 * the visitor may change, and the education-loan plan (lib/loan.ts). Checks report outcomes; the
 * page says them in its own words (content/planner.ts). The figures come in as arguments (the
 * server page reads the data files and passes them to the client island as props).
 *
 * The form's field names are the query keys of a shared plan, so the form's plain GET submit (no
 * script) and the share link are the same URL.
 */
import { inRange, isBlank, parseNumber } from '@/lib/calc-input';
import { checkLoan, type LoanField, type LoanPlan } from '@/lib/loan';
import type { Fact } from '@/lib/fact';

/**
 * The proof-of-funds figures the planner computes with, by name: content/visa-funds.ts gives each
 * its fact (and `satisfies` this list).
 */
export const VISA_FUNDS_KEYS = [
  'ukLondonMonth',
  'ukElsewhereMonth',
  'ukMaxMonths',
  'canadaOne',
  'canadaTwo',
  'canadaThree',
  'canadaFour',
  'canadaFive',
  'canadaSix',
  'canadaSeven',
  'canadaEachBeyondSeven',
  'australiaStudent',
  'australiaPartner',
  'australiaChild',
  'australiaSchool',
  'australiaIncome',
  'australiaIncomeFamily',
  'usaI20',
  'germanyMonth',
  'germanyYear',
  'irelandYear',
  'irelandMonth',
  'irelandLongCourseMonths',
  'nzYear',
  'nzMonth',
  'nzSchoolYear',
] as const;
export type VisaFundsKey = (typeof VISA_FUNDS_KEYS)[number];

/** The currencies the planner converts from. */
export type PlannerCurrency = 'GBP' | 'CAD' | 'AUD' | 'USD' | 'EUR' | 'NZD';

export const PLANNER_COUNTRIES = ['uk', 'canada', 'australia', 'usa', 'germany', 'ireland', 'nz'] as const;
export type PlannerCountry = (typeof PLANNER_COUNTRIES)[number];

export const CURRENCY_OF: Record<PlannerCountry, PlannerCurrency> = {
  uk: 'GBP',
  canada: 'CAD',
  australia: 'AUD',
  usa: 'USD',
  germany: 'EUR',
  ireland: 'EUR',
  nz: 'NZD',
};

/** The form's fields, which are also the share link's query keys. */
export const PLANNER_FIELDS = [
  'country',
  'months',
  'city',
  'tuition',
  'partner',
  'children',
  'school',
  'fx',
  'loan',
  'apr',
  'years',
  'grace',
  'during',
] as const;
export type PlannerField = (typeof PLANNER_FIELDS)[number];

export const PLANNER_LIMITS = {
  months: { min: 1, max: 72 },
  tuition: { min: 0, max: 1_000_000 },
  children: { min: 0, max: 10 },
  fx: { min: 0.01, max: 10_000 },
} as const;

/** What a line of the funds counts; each has its words in content/planner.ts. */
export type FundsLineKind =
  | 'ukLiving'
  | 'canadaLiving'
  | 'australiaStudent'
  | 'australiaPartner'
  | 'australiaChildren'
  | 'australiaSchool'
  | 'usaI20'
  | 'germanyBlocked'
  | 'irelandYear'
  | 'irelandMonths'
  | 'nzYear'
  | 'nzMonths'
  | 'tuition';

export type FundsLine = {
  kind: FundsLineKind;
  /** In the country's currency. */
  amount: number;
  /** The figure the line's rule comes from (none for the family's own fees). */
  fact: VisaFundsKey | null;
  /** What the line's words fill in: `perMonth` and `each` are amounts, the others counts. */
  values: { perMonth?: number; each?: number; months?: number; count?: number; people?: number };
};

/** Notes the page adds under the funds (the words are in content/planner.ts). */
export type FundsNote = 'familyNotCounted' | 'travel' | 'australiaIncome' | 'nzEachYear' | 'ukFeesPaid';

export type FundsResult = {
  country: PlannerCountry;
  currency: PlannerCurrency;
  lines: FundsLine[];
  total: number;
  notes: FundsNote[];
};

export type FundsInput = {
  country: PlannerCountry;
  months: number;
  london: boolean;
  tuition: number;
  partner: boolean;
  children: number;
  schoolChildren: number;
};

/** What the planner reads of a fact: its value, and for its source line when and where it was checked. */
export type PlannerFact = Pick<Fact, 'value' | 'unit' | 'checked' | 'source' | 'effective' | 'confirmed'>;

/** The facts the planner computes from and shows (content/visa-funds.ts), as the server page passes them to the island. */
export type PlannerFacts = {
  funds: Record<VisaFundsKey, PlannerFact>;
  /** Default rupees for one unit of each currency. */
  rates: Record<PlannerCurrency, PlannerFact>;
  /** Section 80E: years the loan's interest is deductible. */
  section80eYears: number;
};

/** The visa-funds figures by name: a value each is all the arithmetic needs. */
export type FundsFigures = Record<VisaFundsKey, Pick<Fact, 'value'>>;

const living = (kind: FundsLineKind, fact: VisaFundsKey, amount: number, values: FundsLine['values'] = {}): FundsLine => ({ kind, amount, fact, values });

/** Canada's first-year living costs by the number of people: IRCC's table gives 1 to 7. */
const CANADA_BY_PEOPLE: readonly VisaFundsKey[] = ['canadaOne', 'canadaTwo', 'canadaThree', 'canadaFour', 'canadaFive', 'canadaSix', 'canadaSeven'];

/**
 * The Canadian figure for a family of `people` (1 or more) and the table's row it rests on: the
 * table's own row up to 7, and beyond 7 the row for 7 plus IRCC's amount for each further person.
 */
export function canadaLiving(people: number, funds: FundsFigures): { fact: VisaFundsKey; amount: number } {
  const f = (key: VisaFundsKey) => funds[key].value;
  const row = Math.min(people, CANADA_BY_PEOPLE.length);
  const fact = CANADA_BY_PEOPLE[row - 1];
  return { fact, amount: f(fact) + (people - row) * f('canadaEachBeyondSeven') };
}

/** The funds to show for checked inputs. */
export function fundsToShow(input: FundsInput, funds: FundsFigures): FundsResult {
  const f = (key: VisaFundsKey) => funds[key].value;
  const { country, months, london, tuition, partner, children, schoolChildren } = input;
  const lines: FundsLine[] = [];
  const notes: FundsNote[] = [];
  const family = partner || children > 0;
  switch (country) {
    case 'uk': {
      const counted = Math.min(months, f('ukMaxMonths'));
      const key = london ? 'ukLondonMonth' : 'ukElsewhereMonth';
      lines.push(living('ukLiving', key, f(key) * counted, { perMonth: f(key), months: counted }));
      if (tuition === 0) notes.push('ukFeesPaid');
      break;
    }
    case 'canada': {
      const people = 1 + (partner ? 1 : 0) + children;
      const { fact, amount } = canadaLiving(people, funds);
      lines.push(living('canadaLiving', fact, amount, { people }));
      notes.push('travel');
      break;
    }
    case 'australia': {
      lines.push(living('australiaStudent', 'australiaStudent', f('australiaStudent')));
      if (partner) lines.push(living('australiaPartner', 'australiaPartner', f('australiaPartner')));
      if (children > 0)
        lines.push(living('australiaChildren', 'australiaChild', f('australiaChild') * children, { each: f('australiaChild'), count: children }));
      if (schoolChildren > 0)
        lines.push(living('australiaSchool', 'australiaSchool', f('australiaSchool') * schoolChildren, { each: f('australiaSchool'), count: schoolChildren }));
      notes.push('travel', 'australiaIncome');
      break;
    }
    case 'usa':
      // The Form I-20's estimate is the whole figure: tuition and living costs together.
      lines.push({ kind: 'usaI20', amount: tuition, fact: 'usaI20', values: {} });
      break;
    case 'germany': {
      const counted = Math.min(months, 12);
      lines.push(
        counted === 12
          ? living('germanyBlocked', 'germanyYear', f('germanyYear'), { perMonth: f('germanyMonth'), months: 12 })
          : living('germanyBlocked', 'germanyMonth', f('germanyMonth') * counted, { perMonth: f('germanyMonth'), months: counted }),
      );
      break;
    }
    case 'ireland':
      lines.push(
        months > f('irelandLongCourseMonths')
          ? living('irelandYear', 'irelandYear', f('irelandYear'))
          : living('irelandMonths', 'irelandMonth', f('irelandMonth') * months, { perMonth: f('irelandMonth'), months }),
      );
      break;
    case 'nz':
      if (months >= 12) {
        lines.push(living('nzYear', 'nzYear', f('nzYear')));
        notes.push('nzEachYear');
      } else lines.push(living('nzMonths', 'nzMonth', f('nzMonth') * months, { perMonth: f('nzMonth'), months }));
      break;
  }
  if (country !== 'usa' && tuition > 0) lines.push({ kind: 'tuition', amount: tuition, fact: null, values: {} });
  if (family && country !== 'canada' && country !== 'australia') notes.push('familyNotCounted');
  return { country, currency: CURRENCY_OF[country], lines, total: lines.reduce((sum, l) => sum + l.amount, 0), notes };
}

/** Why a plan could not be made: the field to fix (the page's words say how). */
export type PlanError = 'country' | 'months' | 'tuition' | 'i20' | 'children' | 'school' | 'fx' | LoanField;

export type Plan = {
  funds: FundsResult;
  /** Rupees for one unit of the country's currency, and whether it is the site's default (a fact) or the visitor's. */
  rate: { value: number; isDefault: boolean };
  totalInRupees: number;
  loan: LoanPlan | null;
  /** The query string that reopens this plan. */
  query: string;
};

export type PlanOutcome = { ok: true; plan: Plan } | { ok: false; error: PlanError };

const whole = (raw: string | null, { min, max }: { min: number; max: number }): number | null => {
  const value = isBlank(raw) ? null : parseNumber(raw);
  return value !== null && Number.isInteger(value) && inRange(value, min, max) ? value : null;
};

/** Reads a plan's fields (from the form or a shared link) and checks them in the order the form asks. */
export function checkPlan(get: (field: PlannerField) => string | null, facts: Pick<PlannerFacts, 'funds' | 'rates'>): PlanOutcome {
  const read = (field: PlannerField) => (get(field) ?? '').trim();
  const country = read('country') as PlannerCountry;
  if (!PLANNER_COUNTRIES.includes(country)) return { ok: false, error: 'country' };
  const months = whole(read('months'), PLANNER_LIMITS.months);
  if (months === null) return { ok: false, error: 'months' };
  const rawTuition = read('tuition');
  if (country === 'usa' && isBlank(rawTuition)) return { ok: false, error: 'i20' };
  const tuition = isBlank(rawTuition) ? 0 : parseNumber(rawTuition);
  if (tuition === null || !inRange(tuition, PLANNER_LIMITS.tuition.min, PLANNER_LIMITS.tuition.max) || (country === 'usa' && tuition === 0))
    return { ok: false, error: country === 'usa' ? 'i20' : 'tuition' };
  const partner = read('partner') === 'yes';
  const children = isBlank(read('children')) ? 0 : whole(read('children'), PLANNER_LIMITS.children);
  if (children === null) return { ok: false, error: 'children' };
  const schoolChildren = country !== 'australia' || isBlank(read('school')) ? 0 : whole(read('school'), { min: 0, max: children });
  if (schoolChildren === null) return { ok: false, error: 'school' };

  const funds = fundsToShow({ country, months, london: read('city') !== 'elsewhere', tuition, partner, children, schoolChildren }, facts.funds);

  const rawFx = read('fx');
  const fx = isBlank(rawFx) ? facts.rates[funds.currency].value : parseNumber(rawFx);
  if (fx === null || !inRange(fx, PLANNER_LIMITS.fx.min, PLANNER_LIMITS.fx.max)) return { ok: false, error: 'fx' };

  const loan = checkLoan({
    amount: read('loan'),
    rate: read('apr'),
    years: read('years'),
    courseMonths: months,
    graceMonths: read('grace'),
    interest: read('during'),
  });
  if (!loan.ok) return { ok: false, error: loan.field };

  const query = new URLSearchParams(PLANNER_FIELDS.map((field) => [field, read(field)] as [string, string]).filter(([, v]) => v !== '')).toString();
  return {
    ok: true,
    plan: { funds, rate: { value: fx, isDefault: isBlank(rawFx) }, totalInRupees: funds.total * fx, loan: loan.plan, query },
  };
}

/** Whether a query string carries a plan (the page then computes it on arrival). */
export const hasPlanQuery = (search: string) => new URLSearchParams(search).has('country');

/** Whole units for display, never "-0" or "NaN": 13761 → "13,761"; rupees with Indian grouping. */
export function formatAmount(value: number, currency: PlannerCurrency | 'INR'): string {
  const rounded = Math.round(value) + 0;
  if (!Number.isFinite(rounded)) return '';
  const digits = rounded.toLocaleString(currency === 'INR' ? 'en-IN' : 'en-GB');
  return `${CURRENCY_SIGN[currency]}${digits}`;
}

/** How a currency is written before an amount (the reference note's way: "£13,761", "CAD 52,895"). */
export const CURRENCY_SIGN: Record<PlannerCurrency | 'INR', string> = {
  GBP: '£',
  CAD: 'CAD ',
  AUD: 'AUD ',
  USD: 'US$',
  EUR: '€',
  NZD: 'NZD ',
  INR: '₹',
};

/** A figure of content/visa-funds.ts as the page writes it: an amount with its currency, or a plain count ("9"). */
export function formatFact(fact: { value: unknown; unit: string }): string {
  const value = Number(fact.value);
  return fact.unit in CURRENCY_SIGN ? formatAmount(value, fact.unit as PlannerCurrency) : value.toLocaleString('en-GB');
}
