/**
 * English test score converter: fixed concordance tables between every
 * ordered pair of TOEFL iBT, IELTS, PTE Academic and the Duolingo English Test. Results are bands or
 * range strings and always approximate. Sources: /work/shared/reference/score-concordance.md; the
 * texts naming them for visitors are in content/tools.ts under the same source ids, and so are the
 * messages for the failed checks this module reports.
 */
import { inRange, isBlank, onStep, parseNumber } from '@/lib/calc-input';

export const TESTS = ['TOEFL', 'IELTS', 'PTE', 'Duolingo'] as const;
export type TestName = (typeof TESTS)[number];

/** Accepted range and input step per test. */
export const TEST_RANGES: Record<TestName, { min: number; max: number; step: number }> = {
  TOEFL: { min: 0, max: 120, step: 1 },
  IELTS: { min: 0, max: 9, step: 0.5 },
  PTE: { min: 10, max: 90, step: 1 },
  Duolingo: { min: 10, max: 160, step: 5 },
};

export type SourceId = 'site' | 'ets' | 'pearson' | 'duolingo' | 'pearson-ets' | 'pearson-duolingo';

/** Rows run from the highest threshold down: a score ≥ `min` gets `value`; below the last row, `below`. */
export type Concordance = {
  from: TestName;
  to: TestName;
  rows: readonly (readonly [min: number, value: string])[];
  below: string;
  source: SourceId;
};

const table = (from: TestName, to: TestName, source: SourceId, rows: Concordance['rows'], below: string): Concordance => ({ from, to, rows, below, source });

// Each table on one line, as written.
// prettier-ignore
export const CONCORDANCES: readonly Concordance[] = [
  // TOEFL iBT → IELTS: the site's own thresholds, kept from the original converter as they are. From
  // 79 up they are ETS's comparison (ets.org/toefl/institutions/scores/compare, 0–120 scale); below 79 they are
  // stricter than ETS (ETS: 60 → 6.0, 46 → 5.5, 35 → 5.0).
  table('TOEFL', 'IELTS', 'site', [[118, '9.0'], [115, '8.5'], [110, '8.0'], [102, '7.5'], [94, '7.0'], [79, '6.5'], [65, '6.0'], [53, '5.5'], [41, '5.0'], [32, '4.5'], [24, '4.0']], 'Below 4.0'),
  // IELTS → TOEFL iBT: ETS, "Compare TOEFL iBT scores" (ets.org/toefl/institutions/scores/compare),
  // 0–120 scale in use until 21 January 2026. The required examples (9 → 118-120, 6.5 → 79-93) are its rows.
  table('IELTS', 'TOEFL', 'ets', [[9, '118-120'], [8.5, '115-117'], [8, '110-114'], [7.5, '102-109'], [7, '94-101'], [6.5, '79-93'], [6, '60-78'], [5.5, '46-59'], [5, '35-45'], [4.5, '32-34']], '0-31'),
  // PTE Academic → IELTS: Pearson, "Score setting guidance for institutions" (pearsonpte.com), July 2025
  // concordance: the PTE score aligned with each IELTS band. Pearson publishes nothing below IELTS 5.0.
  table('PTE', 'IELTS', 'pearson', [[90, '9.0'], [86, '8.5'], [79, '8.0'], [71, '7.5'], [63, '7.0'], [55, '6.5'], [47, '6.0'], [39, '5.5'], [31, '5.0']], 'Below 5.0'),
  // IELTS → PTE Academic: the same Pearson July 2025 table, read as the PTE range up to the next band.
  table('IELTS', 'PTE', 'pearson', [[9, '90'], [8.5, '86-89'], [8, '79-85'], [7.5, '71-78'], [7, '63-70'], [6.5, '55-62'], [6, '47-54'], [5.5, '39-46'], [5, '31-38']], '10-30'),
  // Duolingo English Test → TOEFL iBT: Duolingo's published concordance (englishtest.duolingo.com;
  // study in Language Testing, 2023), still Duolingo's reference after TOEFL's January 2026 change.
  table('Duolingo', 'TOEFL', 'duolingo', [[160, '120'], [155, '119'], [150, '117-118'], [145, '113-116'], [140, '109-112'], [135, '104-108'], [130, '98-103'], [125, '93-97'], [120, '87-92'], [115, '82-86'], [110, '76-81'], [105, '70-75'], [100, '65-69'], [95, '59-64'], [90, '53-58'], [85, '47-52'], [80, '41-46'], [75, '35-40'], [70, '30-34'], [65, '24-29']], '0-23'),
  // TOEFL iBT → Duolingo English Test: the same Duolingo table read the other way.
  table('TOEFL', 'Duolingo', 'duolingo', [[120, '160'], [119, '155'], [117, '150'], [113, '145'], [109, '140'], [104, '135'], [98, '130'], [93, '125'], [87, '120'], [82, '115'], [76, '110'], [70, '105'], [65, '100'], [59, '95'], [53, '90'], [47, '85'], [41, '80'], [35, '75'], [30, '70'], [24, '65']], '10-60'),
  // Duolingo English Test → IELTS: Duolingo's published concordance (as above).
  table('Duolingo', 'IELTS', 'duolingo', [[160, '8.5-9.0'], [150, '8.0'], [140, '7.5'], [130, '7.0'], [120, '6.5'], [105, '6.0'], [95, '5.5'], [80, '5.0'], [65, '4.5']], '0-4.0'),
  // IELTS → Duolingo English Test: the same Duolingo table read the other way.
  table('IELTS', 'Duolingo', 'duolingo', [[8.5, '160'], [8, '150-155'], [7.5, '140-145'], [7, '130-135'], [6.5, '120-125'], [6, '105-115'], [5.5, '95-100'], [5, '80-90'], [4.5, '65-75']], '10-60'),
  // PTE ↔ TOEFL: no publisher links them directly, so these go through IELTS, the scale both publish
  // against: Pearson July 2025 (PTE ↔ IELTS) composed with ETS (IELTS ↔ TOEFL iBT 0–120).
  table('PTE', 'TOEFL', 'pearson-ets', [[90, '118-120'], [86, '115-117'], [79, '110-114'], [71, '102-109'], [63, '94-101'], [55, '79-93'], [47, '60-78'], [39, '46-59'], [31, '35-45']], '0-34'),
  table('TOEFL', 'PTE', 'pearson-ets', [[118, '90'], [115, '86-89'], [110, '79-85'], [102, '71-78'], [94, '63-70'], [79, '55-62'], [60, '47-54'], [46, '39-46'], [35, '31-38']], '10-30'),
  // PTE ↔ Duolingo: through IELTS as well: Pearson July 2025 composed with Duolingo's concordance.
  table('PTE', 'Duolingo', 'pearson-duolingo', [[86, '160'], [79, '150-155'], [71, '140-145'], [63, '130-135'], [55, '120-125'], [47, '105-115'], [39, '95-100'], [31, '80-90']], '10-75'),
  table('Duolingo', 'PTE', 'pearson-duolingo', [[160, '86-90'], [150, '79-85'], [140, '71-78'], [130, '63-70'], [120, '55-62'], [105, '47-54'], [95, '39-46'], [80, '31-38']], '10-30'),
];

export const isTest = (value: unknown): value is TestName => typeof value === 'string' && (TESTS as readonly string[]).includes(value);

/** A test name from a link, matched without regard to case ("toefl" → "TOEFL"), or null. */
export function parseTest(value: unknown): TestName | null {
  if (typeof value !== 'string') return null;
  return TESTS.find((t) => t.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

export function concordance(from: TestName, to: TestName): Concordance | undefined {
  return CONCORDANCES.find((c) => c.from === from && c.to === to);
}

/** Looks a score up in a table: the value of the first row whose threshold it reaches. */
export function lookup(table: Concordance, score: number): string {
  return table.rows.find(([min]) => score >= min)?.[1] ?? table.below;
}

export type Conversion =
  | { ok: true; from: TestName; to: TestName; score: number; value: string; source: SourceId }
  /** No score; a score outside the input test's range (or not a number); the same test on both sides. */
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'range'; test: TestName; min: number; max: number }
  /** A score in range but off the test's step (a Duolingo 103, an IELTS 6.3). */
  | { ok: false; error: 'step'; test: TestName; min: number; max: number; step: number }
  | { ok: false; error: 'same-test' };

/** Validates a conversion request in the order a visitor meets the fields: score, its range, then the output test. */
export function convertScore(from: TestName, to: TestName, raw: unknown): Conversion {
  if (isBlank(raw)) return { ok: false, error: 'empty' };
  const score = parseNumber(raw);
  const range = TEST_RANGES[from];
  if (!range) return { ok: false, error: 'empty' };
  if (score === null || !inRange(score, range.min, range.max)) return { ok: false, error: 'range', test: from, min: range.min, max: range.max };
  if (!onStep(score, range)) return { ok: false, error: 'step', test: from, ...range };
  const found = from === to ? undefined : concordance(from, to);
  if (!found) return { ok: false, error: 'same-test' };
  return { ok: true, from, to, score, value: lookup(found, score), source: found.source };
}

/** Input scores a table row covers, for the tables on the page ("118–120", "6.5", "0–23"). */
export function rowInputRanges(table: Concordance): { label: string; value: string }[] {
  const { min, max, step } = TEST_RANGES[table.from];
  const fmt = (n: number) => (table.from === 'IELTS' && n !== 0 ? n.toFixed(1) : String(n));
  const span = (lo: number, hi: number) => (hi <= lo ? fmt(lo) : `${fmt(lo)}–${fmt(hi)}`);
  const rows = table.rows.map(([lo, value], i) => ({ label: span(lo, i === 0 ? max : table.rows[i - 1][0] - step), value }));
  const lowest = table.rows[table.rows.length - 1][0];
  if (lowest > min) rows.push({ label: span(min, lowest - step), value: table.below });
  return rows;
}

export const conversionQuery = (from: TestName, to: TestName, score: number) => new URLSearchParams({ from, score: String(score), to }).toString();

/** A shared conversion (?from=TOEFL&score=100&to=IELTS), or null when the link carries none. */
export function conversionFromQuery(search: string): { from: TestName; to: TestName; score: string } | null {
  const params = new URLSearchParams(search);
  const from = parseTest(params.get('from'));
  const to = parseTest(params.get('to'));
  const score = params.get('score');
  if (!from || !to || score === null) return null;
  return { from, to, score };
}
