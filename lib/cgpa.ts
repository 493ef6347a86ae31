/**
 * CGPA tools: CGPA from 1–10 semester SGPAs (each 0–10), and the 10-point to 4-point conversion.
 * Failed checks and the feedback are reported as outcomes; the form says them (the words are in
 * content/tools.ts).
 */
import { inRange, isBlank, parseNumber, roundTo } from '@/lib/calc-input';

export const SEMESTERS_MIN = 1;
export const SEMESTERS_MAX = 10;
export const SGPA_MIN = 0;
export const SGPA_MAX = 10;
export const SGPA_STEP = 0.01;

/** The CGPA thresholds of the feedback, highest first: a CGPA gets the feedback of the first it reaches. */
export const CGPA_FEEDBACK_MINS: readonly number[] = [9, 7.5, 6, 5];

/** The mean of the SGPAs, rounded to 2 decimals. */
export function cgpaOf(sgpas: readonly number[]): number {
  if (sgpas.length === 0) return 0;
  return roundTo(sgpas.reduce((sum, s) => sum + s, 0) / sgpas.length, 2);
}

/** Which feedback a CGPA gets: the index of the first threshold it reaches, or CGPA_FEEDBACK_MINS.length below them all. */
export function cgpaFeedbackLevel(cgpa: number): number {
  const level = CGPA_FEEDBACK_MINS.findIndex((min) => cgpa >= min);
  return level === -1 ? CGPA_FEEDBACK_MINS.length : level;
}

/** 10-point CGPA to the 4-point scale: × 4 / 10, rounded to 2 decimals. */
export const tenToFour = (cgpa: number) => roundTo((cgpa * 4) / 10, 2);

/** A semester count from a select or a link, kept within 1–10. */
export function clampSemesters(count: unknown): number {
  const n = typeof count === 'number' ? count : parseNumber(count);
  if (n === null || !Number.isFinite(n)) return SEMESTERS_MIN;
  return Math.min(SEMESTERS_MAX, Math.max(SEMESTERS_MIN, Math.trunc(n)));
}

/** The SGPA fields for a new semester count: removed semesters lose their values, new ones start empty. */
export function resizeSemesters(values: readonly string[], count: number): string[] {
  const n = clampSemesters(count);
  return Array.from({ length: n }, (_, i) => values[i] ?? '');
}

export type CgpaResult =
  | { ok: true; sgpas: number[]; cgpa: number; /** cgpaFeedbackLevel of the CGPA. */ feedback: number }
  /** The first semester whose SGPA is missing, or not a number within 0–10. */
  | { ok: false; error: 'missing' | 'invalid'; semester: number };

/**
 * Checks semesters 1..count in order (the first problem is reported) and computes the CGPA. The
 * feedback follows the CGPA as shown (rounded), so 8.995 shows 9.00 with the top feedback.
 */
export function calculateCgpa(values: readonly unknown[], count: number = values.length): CgpaResult {
  const n = clampSemesters(count);
  const sgpas: number[] = [];
  for (let i = 0; i < n; i++) {
    const raw = values[i];
    if (isBlank(raw)) return { ok: false, error: 'missing', semester: i + 1 };
    const value = parseNumber(raw);
    if (value === null || !inRange(value, SGPA_MIN, SGPA_MAX)) return { ok: false, error: 'invalid', semester: i + 1 };
    sgpas.push(value);
  }
  const cgpa = cgpaOf(sgpas);
  return { ok: true, sgpas, cgpa, feedback: cgpaFeedbackLevel(cgpa) };
}

export type CgpaConversion = { ok: true; cgpa: number; gpa: number } | { ok: false; error: 'empty' | 'invalid' };

export function convertCgpa(raw: unknown): CgpaConversion {
  if (isBlank(raw)) return { ok: false, error: 'empty' };
  const cgpa = parseNumber(raw);
  if (cgpa === null || !inRange(cgpa, SGPA_MIN, SGPA_MAX)) return { ok: false, error: 'invalid' };
  return { ok: true, cgpa, gpa: tenToFour(cgpa) };
}

/** Query keys of shared results: the form's own field names (semester1…semesterN) and cgpa. */
export const semesterKey = (semester: number) => `semester${semester}`;
export const CONVERTER_QUERY_KEY = 'cgpa';

export function cgpaQuery(sgpas: readonly number[]): string {
  const params = new URLSearchParams();
  sgpas.forEach((s, i) => params.set(semesterKey(i + 1), String(s)));
  return params.toString();
}

/** SGPA fields from a shared link (semester1, semester2, … up to the first gap), or null. */
export function sgpasFromQuery(search: string): string[] | null {
  const params = new URLSearchParams(search);
  const values: string[] = [];
  for (let i = 1; i <= SEMESTERS_MAX && params.has(semesterKey(i)); i++) values.push(params.get(semesterKey(i)) ?? '');
  return values.length ? values : null;
}

export const converterQuery = (cgpa: number) => new URLSearchParams({ [CONVERTER_QUERY_KEY]: String(cgpa) }).toString();

export const converterInputFromQuery = (search: string): string | null => new URLSearchParams(search).get(CONVERTER_QUERY_KEY);
