import { inrRates, plannerFacts, visaFunds } from '@/content/visa-funds';
import { checkPlan, formatAmount, fundsToShow, hasPlanQuery, type FundsInput, type PlannerField } from '@/lib/planner';

// Every expected amount is worked out here from the facts' data files (content/facts/*.yaml), so a
// changed figure changes the expectation with it.
const v = Object.fromEntries(Object.entries(visaFunds).map(([key, f]) => [key, f.value])) as Record<keyof typeof visaFunds, number>;
const base = { months: 12, london: true, tuition: 0, partner: false, children: 0, schoolChildren: 0 };
const funds = (input: Partial<FundsInput> & Pick<FundsInput, 'country'>) => fundsToShow({ ...base, ...input }, visaFunds);
const from = (fields: Partial<Record<PlannerField, string>>) => checkPlan((field) => fields[field] ?? null, plannerFacts);

describe('funds a student visa asks a family to show', () => {
  it('UK, London, a 12-month course with fees paid: the London month times the most months asked for', () => {
    const uk = funds({ country: 'uk' });
    const months = Math.min(12, v.ukMaxMonths);
    expect(uk.total).toBe(v.ukLondonMonth * months);
    expect(uk.lines).toEqual([expect.objectContaining({ kind: 'ukLiving', fact: 'ukLondonMonth', values: { perMonth: v.ukLondonMonth, months } })]);
    expect(uk.notes).toContain('ukFeesPaid');
  });

  it('UK, outside London, a course shorter than the most months asked for: each of its months', () => {
    const months = Math.min(6, v.ukMaxMonths);
    const uk = funds({ country: 'uk', months, london: false });
    expect(uk.total).toBe(v.ukElsewhereMonth * months);
    expect(uk.lines[0].fact).toBe('ukElsewhereMonth');
  });

  it('Canada, one applicant, with first-year tuition: the one-person figure plus the tuition', () => {
    const canada = funds({ country: 'canada', tuition: 30_000 });
    expect(canada.total).toBe(v.canadaOne + 30_000);
    expect(canada.lines.map((l) => l.kind)).toEqual(['canadaLiving', 'tuition']);
    expect(canada.notes).toContain('travel');
  });

  it('Canada: every family size gets its figure from IRCC’s table, and beyond 7 people each further person adds its amount', () => {
    const canada = (partner: boolean, children: number) => funds({ country: 'canada', partner, children }).lines[0];
    expect(canada(true, 0)).toMatchObject({ amount: v.canadaTwo, fact: 'canadaTwo', values: { people: 2 } });
    expect(canada(true, 1)).toMatchObject({ amount: v.canadaThree, fact: 'canadaThree', values: { people: 3 } });
    expect(canada(false, 4)).toMatchObject({ amount: v.canadaFive, values: { people: 5 } });
    expect(canada(true, 5)).toMatchObject({ amount: v.canadaSeven, values: { people: 7 } });
    // 9 people: the row for 7 and two more persons.
    expect(canada(true, 7)).toMatchObject({ amount: v.canadaSeven + 2 * v.canadaEachBeyondSeven, fact: 'canadaSeven', values: { people: 9 } });
    const rows = ['canadaOne', 'canadaTwo', 'canadaThree', 'canadaFour', 'canadaFive', 'canadaSix', 'canadaSeven'] as const;
    for (const [i, key] of rows.entries()) expect(canada(false, i).amount).toBe(v[key]);
    expect(from({ country: 'canada', months: '12', children: '2' })).toMatchObject({ ok: true });
  });

  it('Australia, student alone, with tuition: the student’s living costs plus the tuition, before travel', () => {
    const australia = funds({ country: 'australia', tuition: 40_000 });
    expect(australia.total).toBe(v.australiaStudent + 40_000);
    expect(australia.notes).toEqual(expect.arrayContaining(['travel', 'australiaIncome']));
  });

  it('Australia adds a partner, each child and school costs for school-age children', () => {
    const australia = funds({ country: 'australia', partner: true, children: 2, schoolChildren: 1 });
    expect(australia.total).toBe(v.australiaStudent + v.australiaPartner + 2 * v.australiaChild + v.australiaSchool);
  });

  it('USA: the Form I-20 estimate is the figure; Germany, Ireland and New Zealand follow the course length', () => {
    expect(funds({ country: 'usa', tuition: 55_000 }).total).toBe(55_000);
    expect(funds({ country: 'germany', months: 24 }).total).toBe(v.germanyYear);
    expect(funds({ country: 'germany', months: 6 }).total).toBe(6 * v.germanyMonth);
    const long = v.irelandLongCourseMonths + 1;
    expect(funds({ country: 'ireland', months: long, tuition: 15_000 }).total).toBe(v.irelandYear + 15_000);
    expect(funds({ country: 'ireland', months: v.irelandLongCourseMonths }).total).toBe(v.irelandLongCourseMonths * v.irelandMonth);
    expect(funds({ country: 'nz', months: 18 }).total).toBe(v.nzYear);
    expect(funds({ country: 'nz', months: 6 }).total).toBe(6 * v.nzMonth);
  });

  it('family members are said not to be counted where the planner has no figure for them', () => {
    expect(funds({ country: 'uk', partner: true }).notes).toContain('familyNotCounted');
    expect(funds({ country: 'australia', partner: true }).notes).not.toContain('familyNotCounted');
  });
});

describe('a whole plan from the form or a shared link', () => {
  const london = { country: 'uk', months: '12', city: 'london', tuition: '0', fx: '', loan: '2000000', apr: '10', years: '10', grace: '12', during: 'added' };
  const londonFunds = v.ukLondonMonth * Math.min(12, v.ukMaxMonths);

  it('converts at the default rate (a dated fact) or the visitor’s own, and plans the loan over course + grace months', () => {
    const outcome = from(london);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.plan.rate).toEqual({ value: inrRates.GBP.value, isDefault: true });
    expect(outcome.plan.totalInRupees).toBe(londonFunds * inrRates.GBP.value);
    expect(outcome.plan.loan?.moratoriumMonths).toBe(24);
    // ₹20 lakh at 10% over 10 years after 24 months' interest is added: the loan's own arithmetic, no fact.
    expect(Math.round(outcome.plan.loan!.emi)).toBe(31_716);

    const own = from({ ...london, fx: '110.5' });
    expect(own.ok && own.plan.rate).toEqual({ value: 110.5, isDefault: false });
    expect(own.ok && own.plan.totalInRupees).toBeCloseTo(londonFunds * 110.5);
  });

  it('its query reopens the same plan', () => {
    const first = from(london);
    if (!first.ok) throw new Error(first.error);
    expect(hasPlanQuery(`?${first.plan.query}`)).toBe(true);
    const params = new URLSearchParams(first.plan.query);
    const again = checkPlan((field) => params.get(field), plannerFacts);
    expect(again).toEqual(first);
  });

  it('the island’s facts are the data’s, with their source lines and nothing it does not show', () => {
    for (const [key, f] of Object.entries(visaFunds)) {
      const shown = plannerFacts.funds[key as keyof typeof visaFunds];
      expect([key, shown]).toEqual([
        key,
        expect.objectContaining({ value: f.value, unit: f.unit, checked: f.checked, source: f.source, confirmed: f.confirmed }),
      ]);
      expect([key, 'appliesTo' in shown]).toEqual([key, false]);
    }
    expect(plannerFacts.rates.GBP.value).toBe(inrRates.GBP.value);
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
    // How amounts are written (the numbers are the test's own).
    expect([formatAmount(13_761, 'GBP'), formatAmount(52_895, 'CAD'), formatAmount(1_520_591.4, 'INR')]).toEqual(['£13,761', 'CAD 52,895', '₹15,20,591']);
    expect(formatAmount(-0.2, 'GBP')).toBe('£0');
  });
});
