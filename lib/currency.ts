/**
 * Currencies: every current ISO 4217 code the runtime's Intl knows (`Intl.supportedValuesOf`), and
 * an amount written with its currency's symbol where Intl gives one ("£1,529", "NZ$20,000"), else its
 * code ("NOK 20,000"): never a bare number.
 */

/** Every ISO 4217 currency code, A–Z. */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');

export const isCurrency = (code: string): boolean => CURRENCY_CODES.includes(code);

/** The symbol British English writes before an amount (£, A$, CA$, US$, NZ$, €), or undefined where it has none but the code. */
export function currencySymbol(code: string): string | undefined {
  const part = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).formatToParts(1).find((p) => p.type === 'currency')?.value;
  return part && part !== code ? part : undefined;
}

/** An amount with its currency: "£1,529", "NZ$20,000", "NOK 20,000" (grouped the British way). */
export function moneyText(value: number, code: string): string {
  const digits = value.toLocaleString('en-GB');
  const symbol = currencySymbol(code);
  return symbol ? `${symbol}${digits}` : `${code} ${digits}`;
}

/** The currency a unit starts with ("NZD/year" → "NZD"), if it is one. */
export const currencyOfUnit = (unit: string): string | undefined => {
  const code = unit.split('/')[0].trim();
  return isCurrency(code) ? code : undefined;
};
