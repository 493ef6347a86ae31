/**
 * Education-loan arithmetic as Indian banks quote it: reducing balance with monthly rests, after a
 * moratorium (the course plus a grace period) during which simple interest accrues on the amount
 * disbursed. The whole amount is taken as disbursed at the start. During the moratorium the family
 * either pays that interest each month or the bank adds it to the principal when repayment starts.
 * Amounts are kept unrounded; the page rounds to the rupee when it shows them.
 */
import { inRange, isBlank, parseNumber } from '@/lib/calc-input';

export type MoratoriumInterest = 'paid' | 'added';
export const MORATORIUM_INTEREST: readonly MoratoriumInterest[] = ['paid', 'added'];

export const LOAN_LIMITS = {
  amount: { min: 10_000, max: 100_000_000 },
  rate: { min: 0, max: 30 },
  years: { min: 1, max: 30 },
  courseMonths: { min: 1, max: 72 },
  graceMonths: { min: 0, max: 24 },
} as const;

/**
 * EMI = P · r · (1 + r)^n / ((1 + r)^n − 1), r the annual rate / 12, n the months of repayment;
 * P / n at 0 %.
 */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

export type LoanPlan = {
  amount: number;
  ratePercent: number;
  /** Months of repayment. */
  months: number;
  /** Course + grace months, before repayment starts. */
  moratoriumMonths: number;
  interestDuringMoratorium: MoratoriumInterest;
  /** Simple interest over the moratorium on the amount disbursed. */
  moratoriumInterest: number;
  /** What is paid each month during the moratorium (0 when the interest is added). */
  moratoriumMonthly: number;
  /** What repayment starts on: the amount, plus the moratorium interest when it is added. */
  repaymentPrincipal: number;
  emi: number;
  /** Every rupee of interest: during the moratorium and over the EMIs. */
  totalInterest: number;
  /** Everything paid back: the amount plus all interest. */
  totalRepaid: number;
};

export type LoanInput = {
  amount: number;
  ratePercent: number;
  years: number;
  moratoriumMonths: number;
  interestDuringMoratorium: MoratoriumInterest;
};

/** The plan for checked figures. */
export function loanPlan({ amount, ratePercent, years, moratoriumMonths, interestDuringMoratorium }: LoanInput): LoanPlan {
  const months = Math.round(years * 12);
  const moratoriumInterest = (amount * ratePercent * moratoriumMonths) / 1200;
  const added = interestDuringMoratorium === 'added';
  const repaymentPrincipal = added ? amount + moratoriumInterest : amount;
  const monthly = emi(repaymentPrincipal, ratePercent, months);
  const emiInterest = monthly * months - repaymentPrincipal;
  const totalInterest = emiInterest + moratoriumInterest;
  return {
    amount,
    ratePercent,
    months,
    moratoriumMonths,
    interestDuringMoratorium,
    moratoriumInterest,
    moratoriumMonthly: added || moratoriumMonths === 0 ? 0 : (amount * ratePercent) / 1200,
    repaymentPrincipal,
    emi: monthly,
    totalInterest,
    totalRepaid: amount + totalInterest,
  };
}

export type LoanField = 'amount' | 'rate' | 'years' | 'courseMonths' | 'graceMonths' | 'interest';

export type LoanOutcome = { ok: true; plan: LoanPlan } | { ok: true; plan: null } | { ok: false; field: LoanField };

const numberIn = (raw: unknown, { min, max }: { min: number; max: number }, whole = false): number | null => {
  const value = isBlank(raw) ? null : parseNumber(raw);
  if (value === null || !inRange(value, min, max) || (whole && !Number.isInteger(value))) return null;
  return value;
};

/**
 * Checks the loan fields as typed. No amount means no loan: `plan: null`. Otherwise each field must
 * hold a number in its range (months and years whole); the first that does not is named.
 */
export function checkLoan(raw: {
  amount?: unknown;
  rate?: unknown;
  years?: unknown;
  courseMonths?: unknown;
  graceMonths?: unknown;
  interest?: unknown;
}): LoanOutcome {
  if (isBlank(raw.amount)) return { ok: true, plan: null };
  const amount = numberIn(raw.amount, LOAN_LIMITS.amount);
  if (amount === null) return { ok: false, field: 'amount' };
  const rate = numberIn(raw.rate, LOAN_LIMITS.rate);
  if (rate === null) return { ok: false, field: 'rate' };
  const years = numberIn(raw.years, LOAN_LIMITS.years, true);
  if (years === null) return { ok: false, field: 'years' };
  const courseMonths = numberIn(raw.courseMonths, LOAN_LIMITS.courseMonths, true);
  if (courseMonths === null) return { ok: false, field: 'courseMonths' };
  const graceMonths = isBlank(raw.graceMonths) ? 0 : numberIn(raw.graceMonths, LOAN_LIMITS.graceMonths, true);
  if (graceMonths === null) return { ok: false, field: 'graceMonths' };
  if (!MORATORIUM_INTEREST.includes(raw.interest as MoratoriumInterest)) return { ok: false, field: 'interest' };
  return {
    ok: true,
    plan: loanPlan({
      amount,
      ratePercent: rate,
      years,
      moratoriumMonths: courseMonths + graceMonths,
      interestDuringMoratorium: raw.interest as MoratoriumInterest,
    }),
  };
}
