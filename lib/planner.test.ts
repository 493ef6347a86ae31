import { inrRates, visaFunds } from '@/content/visa-funds';
import { checkPlan, formatAmount, fundsToShow, hasPlanQuery, type PlannerField } from '@/lib/planner';

const base = { months: 12, london: true, tuition: 0, partner: false, children: 0, schoolChildren: 0 };
const from = (fields: Partial<Record<PlannerField, string>>) => checkPlan((field) => fields[field] ?? null);

describe('funds a student visa asks a family to show', () => {
  it('UK, London, a 12-month course with fees paid: £13,761 (nine months at most)', () => {
    const funds = fundsToShow({ ...base, country: 'uk' });
    expect(formatAmount(funds.total, funds.currency)).toBe('£13,761');
    expect(funds.lines).toEqual([expect.objectContaining({ kind: 'ukLiving', fact: 'ukLondonMonth', values: { perMonth: 1529, months: 9 } })]);
    expect(funds.notes).toContain('ukFeesPaid');
  });

  it('UK, outside London, 6 months: £7,026', () => {
    const funds = fundsToShow({ ...base, country: 'uk', months: 6, london: false });
    expect(funds.total).toBe(7_026);
    expect(funds.lines[0].fact).toBe('ukElsewhereMonth');
  });

  it('Canada, one applicant, first-year tuition CAD 30,000: CAD 52,895', () => {
    const funds = fundsToShow({ ...base, country: 'canada', tuition: 30_000 });
    expect(formatAmount(funds.total, funds.currency)).toBe('CAD 52,895');
    expect(funds.lines.map((l) => l.kind)).toEqual(['canadaLiving', 'tuition']);
    expect(funds.notes).toContain('travel');
  });

  it('Canada: every family size gets its figure from IRCC’s table, and beyond 7 people each further person adds its amount', () => {
    const canada = (partner: boolean, children: number) => fundsToShow({ ...base, country: 'canada', partner, children }).lines[0];
    expect(canada(true, 0)).toMatchObject({ amount: visaFunds.canadaTwo.value, fact: 'canadaTwo', values: { people: 2 } });
    // Student, partner and a child: the row for 3 people (CAD 35,040 on IRCC's page).
    expect(canada(true, 1)).toMatchObject({ amount: visaFunds.canadaThree.value, fact: 'canadaThree', values: { people: 3 } });
    expect(canada(false, 4)).toMatchObject({ amount: visaFunds.canadaFive.value, values: { people: 5 } });
    expect(canada(true, 5)).toMatchObject({ amount: visaFunds.canadaSeven.value, values: { people: 7 } });
    // 9 people: the row for 7 and two more persons.
    expect(canada(true, 7)).toMatchObject({
      amount: visaFunds.canadaSeven.value + 2 * visaFunds.canadaEachBeyondSeven.value,
      fact: 'canadaSeven',
      values: { people: 9 },
    });
    const rows = ['canadaOne', 'canadaTwo', 'canadaThree', 'canadaFour', 'canadaFive', 'canadaSix', 'canadaSeven'] as const;
    for (const [i, key] of rows.entries()) expect(canada(false, i).amount).toBe(visaFunds[key].value);
    expect(from({ country: 'canada', months: '12', children: '2' })).toMatchObject({ ok: true });
  });

  it('Australia, student alone, tuition AUD 40,000: AUD 69,710 before travel', () => {
    const funds = fundsToShow({ ...base, country: 'australia', tuition: 40_000 });
    expect(formatAmount(funds.total, funds.currency)).toBe('AUD 69,710');
    expect(funds.notes).toEqual(expect.arrayContaining(['travel', 'australiaIncome']));
  });

  it('Australia adds a partner, each child and school costs for school-age children', () => {
    const funds = fundsToShow({ ...base, country: 'australia', partner: true, children: 2, schoolChildren: 1 });
    expect(funds.total).toBe(29_710 + 10_394 + 2 * 4_449 + 13_502);
  });

  it('USA: the Form I-20 estimate is the figure; Germany, Ireland and New Zealand follow the course length', () => {
    expect(fundsToShow({ ...base, country: 'usa', tuition: 55_000 }).total).toBe(55_000);
    expect(fundsToShow({ ...base, country: 'germany', months: 24 }).total).toBe(11_904);
    expect(fundsToShow({ ...base, country: 'germany', months: 6 }).total).toBe(6 * 992);
    expect(fundsToShow({ ...base, country: 'ireland', months: 12, tuition: 15_000 }).total).toBe(25_000);
    expect(fundsToShow({ ...base, country: 'ireland', months: 8 }).total).toBe(8 * 833);
    expect(fundsToShow({ ...base, country: 'nz', months: 18 }).total).toBe(20_000);
    expect(fundsToShow({ ...base, country: 'nz', months: 6 }).total).toBe(6 * 1_667);
  });

  it('family members are said not to be counted where the planner has no figure for them', () => {
    expect(fundsToShow({ ...base, country: 'uk', partner: true }).notes).toContain('familyNotCounted');
    expect(fundsToShow({ ...base, country: 'australia', partner: true }).notes).not.toContain('familyNotCounted');
  });
});

describe('a whole plan from the form or a shared link', () => {
  const london = { country: 'uk', months: '12', city: 'london', tuition: '0', fx: '', loan: '2000000', apr: '10', years: '10', grace: '12', during: 'added' };

  it('converts at the default rate (a dated fact) or the visitor’s own, and plans the loan over course + grace months', () => {
    const outcome = from(london);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.plan.rate).toEqual({ value: inrRates.GBP.value, isDefault: true });
    expect(outcome.plan.totalInRupees).toBe(13_761 * inrRates.GBP.value);
    expect(outcome.plan.loan?.moratoriumMonths).toBe(24);
    expect(Math.round(outcome.plan.loan!.emi)).toBe(31_716);

    const own = from({ ...london, fx: '110.5' });
    expect(own.ok && own.plan.rate).toEqual({ value: 110.5, isDefault: false });
    expect(own.ok && formatAmount(own.plan.totalInRupees, 'INR')).toBe('₹15,20,591');
  });

  it('its query reopens the same plan', () => {
    const first = from(london);
    if (!first.ok) throw new Error(first.error);
    expect(hasPlanQuery(`?${first.plan.query}`)).toBe(true);
    const params = new URLSearchParams(first.plan.query);
    const again = checkPlan((field) => params.get(field));
    expect(again).toEqual(first);
  });

  it('names the field to fix for bad input, and never yields NaN', () => {
    const cases: [Partial<Record<PlannerField, string>>, string][] = [
      [{ ...london, country: 'mars' }, 'country'],
      [{ ...london, months: '' }, 'months'],
      [{ ...london, months: '0' }, 'months'],
      [{ ...london, months: '12.5' }, 'months'],
      [{ ...london, tuition: 'ten' }, 'tuition'],
      [{ ...london, tuition: '-1' }, 'tuition'],
      [{ ...london, country: 'usa', tuition: '' }, 'i20'],
      [{ ...london, children: '-2' }, 'children'],
      [{ ...london, country: 'australia', children: '1', school: '2' }, 'school'],
      [{ ...london, fx: '0' }, 'fx'],
      [{ ...london, fx: 'NaN' }, 'fx'],
      [{ ...london, loan: '1e999' }, 'amount'],
      [{ ...london, apr: '45' }, 'rate'],
      [{ ...london, during: '' }, 'interest'],
    ];
    for (const [fields, error] of cases) expect([fields, from(fields)]).toEqual([fields, expect.objectContaining({ ok: false, error })]);
    expect(formatAmount(Number.NaN, 'INR')).toBe('');
    expect(formatAmount(-0.2, 'GBP')).toBe('£0');
  });
});
