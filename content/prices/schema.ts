/**
 * A price the consultancy states as its own figure, not an official fact: an amount or a range, its
 * currency and period, whose figure it is ("as quoted by the university", "our estimate", "our fee")
 * and the month it was set. Pages show all of it (content/prices/format.ts); a release build warns
 * when one was set more than 12 months ago (tooling/data-check.ts). Used by a university's tuition
 * (content/universities/) and by the price files, content/prices/<id>.yaml.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { CURRENCY_CODES } from '@/lib/currency';

/** Any ISO 4217 currency (lib/currency.ts): the editor lists them all. */
export const CURRENCIES = CURRENCY_CODES as [string, ...string[]];
export const PRICE_PERIODS = ['year', 'month', 'course', 'package'] as const;
/** Whose figure: a university's fee sheet, the consultancy's estimate, or its own fee. */
export const PRICE_BASES = ['university', 'estimate', 'our-fee'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** A month written YYYY-MM, e.g. 2026-11. */
export const MONTH = /^20\d\d-(0[1-9]|1[0-2])$/;

const money = (what: string) =>
  z
    .number({ error: `${what}: a number, without currency or commas (4200)` })
    .positive({ error: `${what}: more than 0` })
    .optional();

export const price = z
  .strictObject({
    amount: money('the amount').meta({ title: 'Amount', description: 'One figure. For a range, leave it empty and give From and To.' }),
    min: money('from').meta({ title: 'From', description: 'The lower end of a range, or a starting price on its own (“from USD 200”).' }),
    max: money('to').meta({ title: 'To', description: 'The upper end of a range.' }),
    currency: z
      .enum(CURRENCIES, { error: 'an ISO 4217 currency code in capitals, e.g. USD, INR, NZD' })
      .meta({ title: 'Currency', description: 'Its ISO 4217 code (USD, INR, NZD…): pages write it before the amount.' }),
    per: z
      .enum(PRICE_PERIODS, { error: `one of ${PRICE_PERIODS.join(', ')}` })
      .meta({ title: 'Per', description: 'year, month, the whole course, or one of our service packages' }),
    basis: z.enum(PRICE_BASES, { error: `one of ${PRICE_BASES.join(', ')}` }).meta({
      title: 'Whose figure',
      description: 'university: as quoted by the university; estimate: our estimate; our-fee: our own fee',
    }),
    asOf: z
      .string({ error: 'the month the figure was set, YYYY-MM' })
      .regex(MONTH, { error: 'the month the figure was set, YYYY-MM, e.g. 2026-11' })
      .meta({ title: 'As of (month)', description: 'When the figure was set, YYYY-MM: a release build warns after 12 months.' }),
  })
  .superRefine((p, ctx) => {
    if (p.amount !== undefined && (p.min !== undefined || p.max !== undefined))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'an amount, or From and To: not both' });
    if (p.amount === undefined && p.min === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'an amount, or From (and To)' });
    if (p.max !== undefined && (p.min === undefined || p.max <= p.min)) ctx.addIssue({ code: 'custom', path: ['max'], message: 'more than From' });
  });

export type Price = z.infer<typeof price>;

/** A price file, content/prices/<id>.yaml: a figure a page shows on its own (not part of an item). */
export const priceFile = z.strictObject({
  label: text('what the figure is').meta({
    title: 'What it is',
    description: 'For the editor and the build’s warnings, e.g. “MBBS in Vietnam: tuition per year”.',
  }),
  price: price.meta({ title: 'Price' }),
});

export type PriceFile = z.infer<typeof priceFile>;
