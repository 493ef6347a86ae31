/**
 * A price as a page writes it, in English, Telugu or Hindi: the figure ("US$4,200–6,000"), its
 * period, whose figure it is and when it was set:
 * "US$4,500 per year · as quoted by the university, as of March 2026".
 */
import type { DataLanguage as Locale } from '@/content/data/schema';
import { figureWords } from '@/content/figure-words';
import { currencySymbol } from '@/lib/currency';
import { LANGUAGES } from '@/lib/locale';
import type { Price, PriceBasis } from './schema';

/**
 * A price's words in a language (content/pages/<language>/figure-words.yaml, `prices`): its period,
 * whose figure it is, "as of {month}", a starting price ("from {amount}"); and a count of years ({n}).
 */
export type PriceWords = {
  per: Record<Price['per'], string>;
  basis: Record<PriceBasis, string>;
  asOf: string;
  from: string;
  /** "{amount} {per}" in the language's order. */
  line: string;
  years: string;
};

/** A price's words in a language. */
export function priceWordsIn(language: Locale): PriceWords {
  const { prices, periods } = figureWords(language);
  return { ...prices, years: periods.years };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k]);

/** Rupees in lakhs (1,50,000), other currencies in thousands (100,000); digits as the editions write them. */
const number = (n: number, currency: Price['currency']) => n.toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US');

/** "November 2026" in the language, from "2026-11". */
export function monthText(asOf: string, locale: Locale): string {
  const [y, m] = asOf.split('-').map(Number);
  return new Intl.DateTimeFormat(LANGUAGES[locale].htmlLang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** "6 years" in the language. */
export const yearsText = (n: number, locale: Locale) => fill(priceWordsIn(locale).years, { n: String(n) });

export type PriceText = {
  /** "USD 4,200–6,000", "from USD 200". */
  amount: string;
  /** "per year". */
  per: string;
  /** "as quoted by the university, as of November 2026". */
  source: string;
  /** All of it: "USD 4,200–6,000 per year · as quoted by the university, as of November 2026". */
  full: string;
};

/**
 * An amount with its currency as every money figure of the site is written (lib/currency.ts, as the
 * official facts are): the currency's symbol where it has one ("US$4,200", "NZ$22,000", "₹1,50,000"),
 * else its code ("NOK 20,000"), so a page writes each currency one way.
 */
const money = (n: number, currency: Price['currency']) => {
  const symbol = currencySymbol(currency);
  return symbol ? `${symbol}${number(n, currency)}` : `${currency} ${number(n, currency)}`;
};

export function priceText(p: Price, locale: Locale): PriceText {
  const words = priceWordsIn(locale);
  const amount =
    p.amount !== undefined
      ? money(p.amount, p.currency)
      : p.max !== undefined
        ? `${money(p.min!, p.currency)}–${number(p.max, p.currency)}`
        : fill(words.from, { amount: money(p.min!, p.currency) });
  const per = words.per[p.per];
  const source = `${words.basis[p.basis]}, ${fill(words.asOf, { month: monthText(p.asOf, locale) })}`;
  return { amount, per, source, full: `${fill(words.line, { amount, per })} · ${source}` };
}
