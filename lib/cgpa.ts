/** CGPA tools: CGPA from semester SGPAs (1 to 10 semesters, each 0 to 10), and the 10-point to 4-point conversion. */
import { acceptTyping, inRange, isBlank, parseNumber, roundTo } from '@/lib/calc-input';

export const SEMESTERS_MIN = 1;
export const SEMESTERS_MAX = 10;
export const SGPA_MIN = 0;
export const SGPA_MAX = 10;
export const SGPA_STEP = 0.01;

export const sgpaMissingMessage = (semester: number) => `Please enter SGPA for Semester ${semester}`;
export const sgpaInvalidMessage = (semester: number) => `Invalid SGPA for Semester ${semester}. Must be between 0 and 10.`;
export const CGPA_EMPTY_MESSAGE = 'Please enter a CGPA to convert.';
export const CGPA_INVALID_MESSAGE = 'Invalid CGPA. Must be between 0 and 10.';

/** Feedback by CGPA, highest threshold first; below 5, CGPA_FEEDBACK_BELOW. */
export const CGPA_FEEDBACK: readonly { min: number; message: string }[] = [
  { min: 9, message: 'Outstanding Performance!' },
  { min: 7.5, message: 'Excellent Work!' },
  { min: 6, message: 'Good Effort!' },
  { min: 5, message: 'Keep Improving!' },
];
export const CGPA_FEEDBACK_BELOW = 'Consider Academic Support';

/** The mean of the SGPAs, rounded to 2 decimals. */
export function cgpaOf(sgpas: readonly number[]): number {
  if (sgpas.length === 0) return 0;
  return roundTo(sgpas.reduce((sum, s) => sum + s, 0) / sgpas.length, 2);
}

export function cgpaFeedback(cgpa: number): string {
  return CGPA_FEEDBACK.find((f) => cgpa >= f.min)?.message ?? CGPA_FEEDBACK_BELOW;
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

export const acceptCgpaTyping = (raw: string) => acceptTyping(raw, SGPA_MIN, SGPA_MAX);

export type CgpaResult = { ok: true; sgpas: number[]; cgpa: number; feedback: string } | { ok: false; message: string };

/**
 * Checks semesters 1..count in order (the first problem is reported) and computes the CGPA. The
 * feedback follows the CGPA as shown (rounded), so 8.995 shows 9.00 with "Outstanding Performance!".
 */
export function calculateCgpa(values: readonly unknown[], count: number = values.length): CgpaResult {
  const n = clampSemesters(count);
  const sgpas: number[] = [];
  for (let i = 0; i < n; i++) {
    const raw = values[i];
    if (isBlank(raw)) return { ok: false, message: sgpaMissingMessage(i + 1) };
    const value = parseNumber(raw);
    if (value === null || !inRange(value, SGPA_MIN, SGPA_MAX)) return { ok: false, message: sgpaInvalidMessage(i + 1) };
    sgpas.push(value);
  }
  const cgpa = cgpaOf(sgpas);
  return { ok: true, sgpas, cgpa, feedback: cgpaFeedback(cgpa) };
}

export type CgpaConversion = { ok: true; cgpa: number; gpa: number } | { ok: false; message: string };

export function convertCgpa(raw: unknown): CgpaConversion {
  if (isBlank(raw)) return { ok: false, message: CGPA_EMPTY_MESSAGE };
  const cgpa = parseNumber(raw);
  if (cgpa === null || !inRange(cgpa, SGPA_MIN, SGPA_MAX)) return { ok: false, message: CGPA_INVALID_MESSAGE };
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
