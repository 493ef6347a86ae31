import { comingChanges, trueUntil, trueUntilLine, type TrueUntilInput } from '@/tooling/true-until';
import { fixtureFact } from '@/tooling/fact-fixture';

const fact = fixtureFact;

const input = (changes: Partial<TrueUntilInput> = {}): TrueUntilInput => ({
  built: '2026-11-28',
  intakes: [
    { value: '2027-Spring', begins: '2027-01-01' },
    { value: '2027-Fall', begins: '2027-08-01' },
  ],
  facts: [{ file: 'content/facts/fixture.yaml', facts: { stay: fact({}), cut: fact({ effective: '2027-01-01', checked: '2026-10-01' }) } }],
  // The due list's items (tooling/due-items.ts): those with a day fall due after the build; the others are due now and change nothing.
  due: [
    { kind: 'recheck', what: 'content/facts/fixture.yaml → cut', why: 're-check it', entry: '/admin/', from: '2027-10-01' },
    { kind: 'recheck', what: 'content/facts/fixture.yaml → stay', why: 're-check it', entry: '/admin/', from: '2027-11-25' },
    { kind: 'recheck', what: 'content/facts/fixture.yaml → old', why: 're-check it', entry: '/admin/', from: '2026-10-01' },
    { kind: 'translation', what: '/te/ MBBS', why: 'sign it off', entry: '/admin/' },
  ],
  yearsOfExperience: true,
  ...changes,
});

describe('how long the export stays true', () => {
  it('is the first coming day: an intake that begins, a rule that takes effect and the year turning all on 1 January', () => {
    expect(trueUntil(input())).toEqual({ trueUntil: '2027-01-01', reason: '2027-Spring intake begins, and 2 more that day', built: '2026-11-28' });
    expect(trueUntilLine(trueUntil(input()))).toBe(
      'out/true-until.json (built as of 2026-11-28, true until 2027-01-01: 2027-Spring intake begins, and 2 more that day)',
    );
  });

  it('lists every coming change soonest first: the rule, the intakes, the year, each item of the due list on the day it falls due', () => {
    expect(comingChanges(input()).map((c) => `${c.day} ${c.reason}`)).toEqual([
      '2027-01-01 2027-Spring intake begins',
      '2027-01-01 content/facts/fixture.yaml → cut takes effect (Fixture visa: the stay after a degree)',
      '2027-01-01 the year turns (the years of experience)',
      '2027-08-01 2027-Fall intake begins',
      '2027-10-01 content/facts/fixture.yaml → cut is due for its re-check',
      '2027-11-25 content/facts/fixture.yaml → stay is due for its re-check',
    ]);
  });

  it('leaves out what has already happened on the build’s day (a rule in force, a begun intake)', () => {
    const later = trueUntil(input({ built: '2027-01-02', intakes: [{ value: '2027-Fall', begins: '2027-08-01' }] }));
    expect(later).toEqual({ trueUntil: '2027-08-01', reason: '2027-Fall intake begins', built: '2027-01-02' });
  });

  it('names a re-check when it comes first', () => {
    expect(
      trueUntil(
        input({
          intakes: [],
          yearsOfExperience: false,
          facts: [],
          due: [{ kind: 'recheck', what: 'content/facts/fixture.yaml → stay', why: 're-check it', entry: '/admin/', from: '2026-12-01' }],
        }),
      ),
    ).toEqual({ trueUntil: '2026-12-01', reason: 'content/facts/fixture.yaml → stay is due for its re-check', built: '2026-11-28' });
  });

  it('with nothing dated, is a year after the build', () => {
    expect(trueUntil(input({ intakes: [], yearsOfExperience: false, facts: [], due: [] }))).toEqual({
      trueUntil: '2027-11-28',
      reason: 'nothing dated: built again within a year',
      built: '2026-11-28',
    });
  });
});
