import { checkLoan, emi, loanPlan } from '@/lib/loan';

const rupees = (n: number) => Math.round(n);

describe('education loan EMI (reducing balance, monthly rests)', () => {
  it('₹20,00,000 at 10% over 120 months: EMI ₹26,430, interest ₹11,71,618', () => {
    const plan = loanPlan({ amount: 2_000_000, ratePercent: 10, years: 10, moratoriumMonths: 0, interestDuringMoratorium: 'added' });
    expect(rupees(plan.emi)).toBe(26_430);
    expect(Math.abs(plan.totalInterest - 1_171_618)).toBeLessThanOrEqual(1);
    expect(rupees(plan.totalRepaid)).toBe(rupees(2_000_000 + plan.totalInterest));
    expect(plan.months).toBe(120);
  });

  it('a 24-month moratorium with interest added: ₹4,00,000 accrues and repayment starts on ₹24,00,000 (EMI ₹31,716)', () => {
    const plan = loanPlan({ amount: 2_000_000, ratePercent: 10, years: 10, moratoriumMonths: 24, interestDuringMoratorium: 'added' });
    expect(rupees(plan.moratoriumInterest)).toBe(400_000);
    expect(rupees(plan.repaymentPrincipal)).toBe(2_400_000);
    expect(rupees(plan.emi)).toBe(31_716);
    expect(plan.moratoriumMonthly).toBe(0);
    // All the interest: what was added, and what the EMIs carry beyond the ₹24,00,000.
    expect(rupees(plan.totalRepaid)).toBe(rupees(plan.emi * 120));
  });

  it('the same moratorium with the interest paid monthly: ₹16,667 a month, then the plain EMI', () => {
    const plan = loanPlan({ amount: 2_000_000, ratePercent: 10, years: 10, moratoriumMonths: 24, interestDuringMoratorium: 'paid' });
    expect(rupees(plan.moratoriumMonthly)).toBe(16_667);
    expect(rupees(plan.repaymentPrincipal)).toBe(2_000_000);
    expect(rupees(plan.emi)).toBe(26_430);
    expect(Math.abs(plan.totalInterest - (400_000 + 1_171_618))).toBeLessThanOrEqual(1);
  });

  it('at 0% the EMI is the amount shared over the months', () => {
    expect(emi(1_200_000, 0, 120)).toBe(10_000);
  });

  it('no amount means no loan plan; bad fields are named, never NaN', () => {
    expect(checkLoan({ amount: '', rate: '10', years: '10', courseMonths: 12, interest: 'paid' })).toEqual({ ok: true, plan: null });
    const ok = { amount: '2000000', rate: '10', years: '10', courseMonths: 12, graceMonths: '6', interest: 'added' };
    expect(checkLoan({ ...ok, amount: 'abc' })).toEqual({ ok: false, field: 'amount' });
    expect(checkLoan({ ...ok, amount: '-5' })).toEqual({ ok: false, field: 'amount' });
    expect(checkLoan({ ...ok, rate: '' })).toEqual({ ok: false, field: 'rate' });
    expect(checkLoan({ ...ok, rate: '1e999' })).toEqual({ ok: false, field: 'rate' });
    expect(checkLoan({ ...ok, years: '0' })).toEqual({ ok: false, field: 'years' });
    expect(checkLoan({ ...ok, years: '7.5' })).toEqual({ ok: false, field: 'years' });
    expect(checkLoan({ ...ok, graceMonths: '99' })).toEqual({ ok: false, field: 'graceMonths' });
    expect(checkLoan({ ...ok, interest: 'later' })).toEqual({ ok: false, field: 'interest' });
    const outcome = checkLoan(ok);
    expect(outcome.ok && outcome.plan && outcome.plan.moratoriumMonths).toBe(18);
  });
});
