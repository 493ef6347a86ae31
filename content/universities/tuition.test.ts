/**
 * The MBBS page's tuition summary (content/universities/index.ts `tuitionAcross`): derived from the
 * universities' own quotes, so it can never sit below or above them. Fixtures only.
 */
import type { Price } from '@/content/prices/schema';
import { tuitionAcross } from '@/content/universities';

const quote = (min: number, max: number, asOf = '2026-11'): { tuition: Price; source: string } => ({
  tuition: { min, max, currency: 'USD', per: 'year', basis: 'university', asOf },
  source: `content/universities/en/u${min}.yaml`,
});

describe('the tuition across the universities', () => {
  it('runs from the lowest quote to the highest, as quoted by the universities, as of the oldest quote', () => {
    expect(tuitionAcross([quote(4200, 6000), quote(4500, 6500, '2026-09'), quote(4800, 6000)])).toEqual({
      min: 4200,
      max: 6500,
      currency: 'USD',
      per: 'year',
      basis: 'university',
      asOf: '2026-09',
    });
  });

  it('takes a single amount, and gives one amount when every quote is the same', () => {
    const one: Price = { amount: 5000, currency: 'USD', per: 'year', basis: 'university', asOf: '2026-11' };
    expect(tuitionAcross([{ tuition: one }, { tuition: one }])).toEqual(one);
    expect(tuitionAcross([{ tuition: one }, quote(4200, 6000)])).toMatchObject({ min: 4200, max: 6000 });
  });

  it('refuses quotes in another currency or period, naming the file, rather than a summary that mixes them', () => {
    const eur = { ...quote(4000, 5000), tuition: { ...quote(4000, 5000).tuition, currency: 'EUR' as const } };
    expect(() => tuitionAcross([quote(4200, 6000), eur])).toThrow(
      /^content\/universities\/en\/u4000\.yaml: tuition: EUR per year, where the others are USD per year/,
    );
    expect(() => tuitionAcross([])).toThrow(/no university/);
  });
});
