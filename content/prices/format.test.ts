import { DATA_LANGUAGES } from '@/content/data/schema';
import { monthText, priceText, priceWordsIn } from '@/content/prices/format';
import { price, type Price } from '@/content/prices/schema';

const range: Price = { min: 4200, max: 6000, currency: 'USD', per: 'year', basis: 'university', asOf: '2026-03' };

describe('priceText', () => {
  it('writes the figure, its period, whose figure it is and when it was set (in the words of content/pages/en/figure-words.yaml)', () => {
    const w = priceWordsIn('en');
    const asOf = w.asOf.replace('{month}', monthText('2026-03', 'en'));
    expect(monthText('2026-03', 'en')).toBe('March 2026');
    expect(priceText({ ...range, min: undefined, max: undefined, amount: 4500 }, 'en').full).toBe(`US$4,500 ${w.per.year} · ${w.basis.university}, ${asOf}`);
    expect(priceText(range, 'en').amount).toBe('US$4,200–6,000');
    expect(priceText({ ...range, max: undefined, basis: 'our-fee', per: 'course' }, 'en').full).toBe(
      `${w.from.replace('{amount}', 'US$4,200')} ${w.per.course} · ${w.basis['our-fee']}, ${asOf}`,
    );
  });

  it('writes rupees in lakhs, and each currency as the official facts do: its symbol where it has one, else its code', () => {
    expect(priceText({ amount: 150000, currency: 'INR', per: 'course', basis: 'estimate', asOf: '2026-11' }, 'en').amount).toBe('₹1,50,000');
    expect(priceText({ min: 22000, max: 40000, currency: 'NZD', per: 'year', basis: 'estimate', asOf: '2026-11' }, 'en').amount).toBe('NZ$22,000–40,000');
    expect(priceText({ amount: 20000, currency: 'NOK', per: 'year', basis: 'estimate', asOf: '2026-11' }, 'en').amount).toBe('NOK 20,000');
  });

  it.each(DATA_LANGUAGES)('%s: says whose figure and the month in the language', (language) => {
    const text = priceText({ ...range, basis: 'estimate' }, language);
    expect(text.source).toContain(priceWordsIn(language).basis.estimate);
    expect(text.source).toContain(monthText('2026-03', language));
    expect(text.full).toContain(priceWordsIn(language).per.year);
  });

  it.each(DATA_LANGUAGES)('%s: puts the figure and what it is for in the language’s order, a package price “per package”', (language) => {
    const w = priceWordsIn(language);
    const text = priceText({ ...range, max: undefined, per: 'package', basis: 'our-fee' }, language);
    expect(text.per).toBe(w.per.package);
    expect(text.full).toBe(`${w.line.replace('{amount}', text.amount).replace('{per}', w.per.package)} · ${text.source}`);
  });
});

describe('price schema', () => {
  const check = (p: object) => price.safeParse(p).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('takes an amount, a range or a starting price, with the month it was set', () => {
    expect(check(range)).toBeUndefined();
    expect(check({ ...range, max: undefined })).toBeUndefined();
    expect(check({ ...range, min: undefined, max: undefined, amount: 1 })).toBeUndefined();
  });

  it('refuses an amount beside a range, a range upside down, a missing figure and a month not written YYYY-MM', () => {
    expect(check({ ...range, amount: 5000 })).toEqual(['amount: an amount, or From and To: not both']);
    expect(check({ ...range, max: 100 })).toEqual(['max: more than From']);
    expect(check({ ...range, min: undefined, max: undefined })).toEqual(['amount: an amount, or From (and To)']);
    expect(check({ ...range, asOf: 'March 2026' })).toEqual(['asOf: the month the figure was set, YYYY-MM, e.g. 2026-11']);
  });
});
