/**
 * Reading what a visitor typed into a calculator field. Every calculator goes through here, so no
 * input ("", "abc", "1e3", "-0", "7,5", "1e999") can turn into NaN or Infinity, and what was typed
 * is read as written: the fields are text fields (numeric keyboard), nothing strips a character or
 * refuses a keystroke, and a number the field cannot take is said by the calculator's message.
 */

/** Plain decimal notation with an optional exponent ("6.5", ".5", "1e3"). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** A comma used as the decimal mark, as many phone keyboards give it ("7,5", "8,25"). */
const DECIMAL_COMMA = /^[+-]?\d+,\d{1,2}$/;
/** Digits grouped by commas, the Indian way or the international one ("1,000", "20,00,000", "1,000,000.5"). */
const GROUPED = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(?:\.\d+)?$/;

/**
 * The number a field holds, or null when it is blank, not a number, or not finite. -0 reads as 0.
 * A comma between digits is read as the visitor meant it: with one or two digits after it, the
 * decimal mark (8,25 is 8.25); between groups of digits, a thousands separator (20,00,000). Any
 * other comma ("7,5,1", "1,0000") is not a number.
 */
export function parseNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw + 0 : null;
  if (typeof raw !== 'string') return null;
  let text = raw.trim();
  if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  else if (GROUPED.test(text)) text = text.replace(/,/g, '');
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value + 0 : null;
}

export const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

export const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * Rounds to `decimals` places, halves up, without binary noise (1.005 → 1.01, not 1.00):
 * the scaled value is first cut to 12 significant digits.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return Math.round(scaled) / factor + 0;
}

/** A value with exactly `decimals` places for display ("6.50"); never "NaN" or "-0.00". */
export function formatFixed(value: number, decimals: number): string {
  return Number.isFinite(value) ? (roundTo(value, decimals) + 0).toFixed(decimals) : '';
}

/** What a number field takes: its range and the step between the values it accepts (from `min`). */
export type FieldRule = { min: number; max: number; step: number };

/** Whether `value` is on a field's steps counted from its minimum (IELTS 6.5 in halves; 6.3 and 8.75 are not). */
export function onStep(value: number, { min, step }: Pick<FieldRule, 'min' | 'step'>): boolean {
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 * Math.max(1, Math.abs(steps));
}

/**
 * What a field's text gives: null when blank, the number when the field can use it, 'unusable'
 * otherwise ("--1", "5e", "2-", "1-000", "1e999", out of range, or off its step).
 */
export function readField(raw: unknown, rule: FieldRule): number | null | 'unusable' {
  if (isBlank(raw)) return null;
  const value = parseNumber(raw);
  return value !== null && inRange(value, rule.min, rule.max) && onStep(value, rule) ? value : 'unusable';
}

/** A number as a message shows it ("0.5", "10,000"): grouped the Indian way, as the site writes amounts. */
export const formatLimit = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 6 });
