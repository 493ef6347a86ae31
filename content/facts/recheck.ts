/**
 * How often each kind of figure is compared with its official page again (issue 55 item 4): a
 * fact's kind follows from where it is and what it counts, and the operator sets the months for each
 * kind (content/operator.json → recheck, "Re-checks" under Settings in the editor), with one default
 * for the kinds it leaves unset.
 */
import { addMonths } from '@/lib/clock';
import type { Operator } from '@/content/operator-schema';

/** The kinds, each with the words the due list and the editor use. */
export const RECHECK_KINDS = {
  exchangeRates: 'exchange rate',
  amounts: 'amount',
  rules: 'rule',
} as const;

export type RecheckKind = keyof typeof RECHECK_KINDS;

/** The months when the operator sets none. */
export const DEFAULT_RECHECK_MONTHS = 12;

/** The file of the planner's exchange rates. */
export const EXCHANGE_RATES_FILE = 'content/facts/exchange-rates.yaml';

/** A unit that is money: a currency code (GBP, NZD, INR) or lakh (of rupees). */
const MONEY = /^(?:[A-Z]{3}|lakh)$/;

/** A fact's kind: an exchange rate (its file), an amount (a unit that is money), else a rule. */
export function factKind(file: string, fact: { unit: string }): RecheckKind {
  if (file === EXCHANGE_RATES_FILE) return 'exchangeRates';
  return MONEY.test(fact.unit.trim()) ? 'amounts' : 'rules';
}

/** The day a fact falls due for its re-check: its kind's months after "Checked on". */
export const recheckDay = (file: string, fact: { unit: string; checked: string }, months: Record<RecheckKind, number>): string =>
  addMonths(fact.checked, months[factKind(file, fact)]);

/** The operator's months for each kind: its own setting, else its default, else 12. */
export function recheckMonths(settings: Operator['recheck']): Record<RecheckKind, number> {
  const months = settings?.months ?? DEFAULT_RECHECK_MONTHS;
  return { exchangeRates: settings?.exchangeRates ?? months, amounts: settings?.amounts ?? months, rules: settings?.rules ?? months };
}
