/**
 * Property test: whatever a visitor types or a link carries, no calculator function throws or
 * produces NaN/Infinity or an empty result. Strings come from a seeded generator (reproducible).
 */
import { formatFixed, parseNumber } from '@/lib/calc-input';
import { calculateCgpa, CGPA_FEEDBACK_MINS, convertCgpa, converterInputFromQuery, resizeSemesters, sgpasFromQuery } from '@/lib/cgpa';
import { calculateIelts, formatBand, IELTS_SKILLS, ieltsInputFromQuery } from '@/lib/ielts';
import { conversionFromQuery, convertScore, TESTS } from '@/lib/score-converter';

/** mulberry32: a tiny seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A dense list of tokens, as written.
// prettier-ignore
const FRAGMENTS = [
  '0', '1', '5', '6', '7', '9', '10', '99', '120', '160', '.', ',', '-', '+', 'e', 'E', ' ', '\u00a0', '\t',
  'Infinity', 'NaN', 'abc', '0x1f', '١٢', '½', '%', '&', '=', '?', '#', 'l=', 'semester1=', 'cgpa=', 'from=TOEFL', 'to=ielts',
  'score=', '1e308', '1e309', '-0', '00', '9'.repeat(400), '\u0000', '😀', '"', "'", '<script>', '%zz',
];

const randomString = (rand: () => number) => {
  const parts = Math.floor(rand() * 6);
  let s = '';
  for (let i = 0; i < parts; i++) s += rand() < 0.8 ? FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)] : String.fromCharCode(Math.floor(rand() * 0x3000));
  return s;
};

const NASTY = ['', ' ', 'abc', '1e3', '-0', '7,5', '1,000', '1e999', '-1e999', 'Infinity', 'NaN', '9'.repeat(400), '0.0000001', '.', '-', 'e', '+-1', '١'];

/** Plain checks (not expect) keep 3,000 cases fast; a failure names the input. */
function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

function expectClean(value: unknown, path = 'result'): void {
  if (typeof value === 'number') check(Number.isFinite(value), `${path} is ${value}`);
  else if (typeof value === 'string') check(!/NaN|Infinity/.test(value), `${path} reads ${value}`);
  else if (Array.isArray(value)) value.forEach((v, i) => expectClean(v, `${path}[${i}]`));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) expectClean(v, `${path}.${k}`);
}

function checkAll(s: string, rand: () => number) {
  const n = parseNumber(s);
  if (n !== null) expectClean(n);

  const fields = Object.fromEntries(IELTS_SKILLS.map((k) => [k, rand() < 0.5 ? s : NASTY[Math.floor(rand() * NASTY.length)]]));
  const ielts = calculateIelts(fields);
  expectClean(ielts);
  if (ielts.ok) check(/^\d\.\d$/.test(formatBand(ielts.overall)), 'IELTS band format');
  else check(ielts.error === 'invalid' || ielts.error === 'step', 'IELTS failure');

  const sgpas = [s, ...Array.from({ length: Math.floor(rand() * 10) }, () => (rand() < 0.5 ? String(Math.round(rand() * 1000) / 100) : s))];
  const cgpa = calculateCgpa(sgpas, Math.ceil(rand() * 10));
  expectClean(cgpa);
  if (cgpa.ok) {
    check(/^\d+\.\d\d$/.test(formatFixed(cgpa.cgpa, 2)), 'CGPA format');
    check(Number.isInteger(cgpa.feedback) && cgpa.feedback >= 0 && cgpa.feedback <= CGPA_FEEDBACK_MINS.length, 'CGPA feedback');
  } else check(cgpa.semester >= 1 && cgpa.semester <= 10, 'CGPA failure');
  const resized = resizeSemesters(sgpas, parseNumber(s) ?? 3);
  check(resized.length >= 1 && resized.length <= 10, 'semester count');

  const conv = convertCgpa(s);
  expectClean(conv);
  if (conv.ok) check(/^\d\.\d\d$/.test(formatFixed(conv.gpa, 2)), '4-point format');

  for (const from of TESTS) {
    for (const to of TESTS) {
      const r = convertScore(from, to, s);
      expectClean(r);
      check(Boolean(r.ok ? r.value : r.error), `${from} → ${to} result`);
    }
  }

  // Shared links: whatever the query, restoring then calculating stays clean.
  for (const search of [s, `?${s}`, `?l=${s}&r=6&s=6&w=6`, `?semester1=${s}`, `?cgpa=${s}`, `?from=TOEFL&to=IELTS&score=${s}`]) {
    const i = ieltsInputFromQuery(search);
    if (i) expectClean(calculateIelts(i));
    const g = sgpasFromQuery(search);
    if (g) expectClean(calculateCgpa(g));
    const c = converterInputFromQuery(search);
    if (c !== null) expectClean(convertCgpa(c));
    const q = conversionFromQuery(search);
    if (q) expectClean(convertScore(q.from, q.to, q.score));
  }
}

describe('no input string breaks a calculator', () => {
  it('handles the known odd inputs', () => {
    const rand = prng(1);
    for (const s of NASTY) expect(() => checkAll(s, rand)).not.toThrow();
  });

  it('handles 3,000 seeded random strings', () => {
    const rand = prng(20260521);
    for (let i = 0; i < 3000; i++) {
      const s = randomString(rand);
      try {
        checkAll(s, rand);
      } catch (error) {
        throw new Error(`Input ${JSON.stringify(s)} (case ${i}): ${(error as Error).message}`);
      }
    }
  });
});
