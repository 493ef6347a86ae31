import { CURRENCY_CODES, currencyOfUnit, currencySymbol, isCurrency, moneyText } from '@/lib/currency';

describe('currencies', () => {
  it('knows every ISO 4217 code, those used today and new ones (NZD, SGD)', () => {
    for (const code of ['GBP', 'USD', 'EUR', 'CAD', 'AUD', 'INR', 'NZD', 'SGD', 'NOK', 'KRW']) expect([code, isCurrency(code)]).toEqual([code, true]);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('nzd')).toBe(false);
    expect(CURRENCY_CODES.length).toBeGreaterThan(100);
  });

  it('writes an amount with its symbol where there is one, else with its code: never a bare number', () => {
    expect(moneyText(1529, 'GBP')).toBe('£1,529');
    expect(moneyText(29710, 'AUD')).toBe('A$29,710');
    expect(moneyText(20000, 'NZD')).toBe('NZ$20,000');
    expect(moneyText(20000, 'NOK')).toBe('NOK 20,000');
    expect(currencySymbol('CHF')).toBeUndefined();
    for (const code of CURRENCY_CODES) expect(moneyText(20000, code)).toMatch(/\D.*20,000$/);
  });

  it('reads the currency a fact’s unit starts with', () => {
    expect(currencyOfUnit('NZD/year')).toBe('NZD');
    expect(currencyOfUnit('GBP')).toBe('GBP');
    expect(currencyOfUnit('hours/week')).toBeUndefined();
    expect(currencyOfUnit('%')).toBeUndefined();
  });
});
