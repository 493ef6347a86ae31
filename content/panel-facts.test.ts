/**
 * "Facts a family can check", on the country panels of /countries and /MBA: the after-graduation
 * line is written from a fact with an official (https) source, and no entry requirement states a
 * test score (no official page gives one: each university or school sets its own).
 */
import { countries, type FactRef } from '@/content/countries';
import type { Fact } from '@/lib/fact';

/** Every number a fact states: its value(s), in years too when counted in months, its dates and the numbers of what it applies to ("subclass 485"). */
const numbersOf = (fact: FactRef & Partial<Fact<unknown>>): number[] => {
  const values = [fact.value].flatMap((v) => (v && typeof v === 'object' ? Object.values(v) : [v]));
  const numbers = values.flatMap((v) => (typeof v === 'number' ? [v] : [...String(v).matchAll(/\d+/g)].map((m) => Number(m[0]))));
  const years = fact.unit === 'months' ? numbers.filter((n) => n % 12 === 0).map((n) => n / 12) : [];
  const dates = fact.effective ? fact.effective.split('-').map(Number) : [];
  const named = [...(fact.appliesTo ?? '').matchAll(/\d+/g)].map((m) => Number(m[0]));
  return [...numbers, ...years, ...dates, ...named];
};

const panels = countries.flatMap((c) => [
  { page: '/countries', country: c, after: c.details.workRights.afterGraduation, requirements: c.details.requirements },
  { page: '/MBA', country: c, after: c.mba.postStudyWork, requirements: c.mba.requirements },
]);
const named = panels.map((p) => [`${p.page} ${p.country.name}`, p] as const);

describe('country panels: facts a family can check', () => {
  it.each(named)('%s: the after-graduation line comes from a fact with an official source', (_name, { country, after }) => {
    const { postStudy, postStudyChange } = country.details.sources;
    expect(postStudy?.source.url).toMatch(/^https:\/\//);
    const stated = [postStudy, postStudyChange].flatMap((f) => (f ? numbersOf(f) : []));
    for (const [n] of after.matchAll(/\d+/g)) expect(stated).toContain(Number(n));
  });

  // A score or mark threshold next to a test's name ("IELTS 6.5", "TOEFL iBT 90", "GMAT 600+", "55%"):
  // level names such as JLPT N2 or DELE B2 are requirements of a language level, not scores.
  const score = /\b(?:IELTS|TOEFL|PTE|GMAT|GRE|Duolingo|TOPIK)\b[^|]*?\b\d|\b\d+(?:\.\d)?\s?%|\b\d\.\d\b/;
  it.each(named)('%s: no entry requirement states a test score', (_name, { requirements }) => {
    for (const line of requirements) expect(line).not.toMatch(score);
  });

  it('recognises a score when one is typed back', () => {
    for (const line of ['IELTS 6.5', 'IELTS or TOEFL iBT 90', 'GMAT 600+ at top schools', '55–60% in your bachelor’s', 'TOPIK level 4'])
      expect(line).toMatch(score);
    for (const line of ['IELTS, or JLPT N2 for Japanese-taught programmes', 'IELTS, or DELE B2 for Spanish-taught programmes']) expect(line).not.toMatch(score);
  });
});
