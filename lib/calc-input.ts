/**
 * Reading what a visitor typed into a calculator field. Every calculator goes through here, so no
 * input ("", "abc", "1e3", "-0", a pasted "7,5", "1e999") can turn into NaN or Infinity.
 */

/** Plain decimal notation with an optional exponent, as number inputs report it ("6.5", ".5", "1e3"). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** A comma used as the decimal mark ("7,5", "8,25"); "1,000" stays a thousands separator and is refused. */
const DECIMAL_COMMA = /^[+-]?\d+,\d{1,2}$/;

/** The number a field holds, or null when it is blank, not a number, or not finite. -0 reads as 0. */
export function parseNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw + 0 : null;
  if (typeof raw !== 'string') return null;
  let text = raw.trim();
  if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value + 0 : null;
}

export const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

export const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * Whether a keystroke's new field value is kept: an empty field, a number within [min, max], or the
 * first digits of one (a PTE score starts at 10, so "9" must be typeable on the way to "90").
 * Anything else leaves the previous value in place: typing is accepted only within the range.
 */
export function acceptTyping(raw: string, min: number, max: number): boolean {
  if (isBlank(raw)) return true;
  const value = parseNumber(raw);
  if (value === null) return false;
  return inRange(value, min, max) || (value < min && couldGrowInto(raw.trim(), min, max));
}

/** Whether appending digits to a whole-number prefix can reach [min, max] ("9" → 90–99 meets 10–90). */
function couldGrowInto(prefix: string, min: number, max: number): boolean {
  if (!/^[1-9]\d*$/.test(prefix)) return false;
  const p = Number(prefix);
  for (let scale = 10; p * scale <= max; scale *= 10) {
    if ((p + 1) * scale - 1 >= min) return true;
  }
  return false;
}

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
