/**
 * IELTS overall band: the mean of the four skills (each 0–9 in half bands) to the nearest half band.
 * A failed check is reported as an outcome; the form says it (the words are in content/).
 */
import { inRange, isBlank, onStep, parseNumber } from '@/lib/calc-input';

export const IELTS_SKILLS = ['listening', 'reading', 'speaking', 'writing'] as const;
export type IeltsSkill = (typeof IELTS_SKILLS)[number];
export type IeltsInput = Record<IeltsSkill, string>;
export type IeltsScores = Record<IeltsSkill, number>;

export const IELTS_MIN = 0;
export const IELTS_MAX = 9;
export const IELTS_STEP = 0.5;

/** Query keys of a shared result: /ieltsscore?l=7&r=6.5&s=6&w=6. */
export const IELTS_QUERY_KEYS: Record<IeltsSkill, string> = { listening: 'l', reading: 'r', speaking: 's', writing: 'w' };

export const emptyIeltsInput = (): IeltsInput => ({ listening: '', reading: '', speaking: '', writing: '' });

/**
 * The mean rounded to the nearest 0.5, halves up: 6.125 → 6.0, 6.25 → 6.5, 6.75 → 7.0 (IELTS's own
 * rule: .25 goes up to the half band, .75 up to the whole band). The 1e-9 absorbs binary noise in
 * means of decimal scores; expects finite scores.
 */
export function ieltsOverall(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  return Math.floor(mean * 2 + 0.5 + 1e-9) / 2 + 0;
}

/** A band as IELTS writes it: one decimal ("7.0"). */
export const formatBand = (band: number) => (Number.isFinite(band) ? (band + 0).toFixed(1) : '');

export type IeltsResult =
  | { ok: true; scores: IeltsScores; mean: number; overall: number }
  /** A score is missing, not a number, or outside 0–9. */
  | { ok: false; error: 'invalid' }
  /** A score within 0–9 that is not a band (6.3, 8.75): bands go in halves. */
  | { ok: false; error: 'step'; skill: IeltsSkill };

/** Validates the four fields and computes the band; any missing, out-of-range or off-band (6.3) score fails the check. */
export function calculateIelts(input: Partial<Record<IeltsSkill, unknown>>): IeltsResult {
  const scores = {} as IeltsScores;
  for (const skill of IELTS_SKILLS) {
    const raw = input[skill];
    const value = isBlank(raw) ? null : parseNumber(raw);
    if (value === null || !inRange(value, IELTS_MIN, IELTS_MAX)) return { ok: false, error: 'invalid' };
    if (!onStep(value, { min: IELTS_MIN, step: IELTS_STEP })) return { ok: false, error: 'step', skill };
    scores[skill] = value;
  }
  const values = IELTS_SKILLS.map((s) => scores[s]);
  return { ok: true, scores, mean: values.reduce((a, b) => a + b, 0) / values.length, overall: ieltsOverall(values) };
}

/** The query string that restores a result ("l=7&r=6.5&s=6&w=6"). */
export function ieltsQuery(scores: IeltsScores): string {
  const params = new URLSearchParams();
  for (const skill of IELTS_SKILLS) params.set(IELTS_QUERY_KEYS[skill], String(scores[skill]));
  return params.toString();
}

/** The four fields from a shared link's query string, or null when the link carries none of them. */
export function ieltsInputFromQuery(search: string): IeltsInput | null {
  const params = new URLSearchParams(search);
  if (!IELTS_SKILLS.some((s) => params.has(IELTS_QUERY_KEYS[s]))) return null;
  const input = emptyIeltsInput();
  for (const skill of IELTS_SKILLS) input[skill] = params.get(IELTS_QUERY_KEYS[skill]) ?? '';
  return input;
}
