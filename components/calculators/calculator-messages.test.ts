import { cgpaMessage } from '@/components/calculators/cgpa-calculator';
import { cgpaConversionMessage } from '@/components/calculators/cgpa-converter';
import { scoreMessage } from '@/components/calculators/score-converter-form';
import { shell as englishShell } from '@/content/shell';
import { cgpaTool, ieltsTool, scoreConverterTool } from '@/content/tools';
import { calculateCgpa, CGPA_FEEDBACK_MINS, cgpaFeedbackLevel, convertCgpa } from '@/lib/cgpa';
import { acceptsMessage } from '@/components/calculators/calculator-form';
import { ieltsMessage } from '@/components/calculators/ielts-calculator';
import { calculateIelts } from '@/lib/ielts';
import { convertScore, TEST_RANGES, TESTS, type TestName } from '@/lib/score-converter';
import { contentFor } from '@/content/i18n';

const { shell: hindiShell } = contentFor('hi');
const { ieltsTool: hindiIelts } = contentFor('hi');
const { shell: teluguShell } = contentFor('te');
const { ieltsTool: teluguIelts } = contentFor('te');

/** The message a failed check shows; fails the test when the check passes. */
function said<T extends { ok: boolean }>(outcome: T, say: (failure: Extract<T, { ok: false }>) => string): string {
  if (outcome.ok) throw new Error('expected a failed check');
  return say(outcome as Extract<T, { ok: false }>);
}

describe('IELTS message', () => {
  it('is the same for every failed check, in each language', () => {
    const say = (fields: Record<string, string>, copy = ieltsTool.form) => said(calculateIelts(fields), () => copy.messages.invalid);
    const scores = { listening: '7', reading: '6', speaking: '9.5', writing: '6' };
    expect(say(scores)).toBe(englishShell.calculator.ieltsInvalid);
    expect(say({ ...scores, speaking: '' })).toBe(englishShell.calculator.ieltsInvalid);
    expect(say(scores, teluguIelts.form)).toBe(teluguShell.calculator.ieltsInvalid);
    expect(say(scores, hindiIelts.form)).toBe(hindiShell.calculator.ieltsInvalid);
  });
});

describe('a band off the half steps (IELTS 6.3, 8.75)', () => {
  it.each([
    ['6.3', 'speaking'],
    ['8.75', 'speaking'],
    ['0.1', 'speaking'],
  ] as const)('%s names the skill and says bands go from 0 to 9 in steps of 0.5, in each language', (band, skill) => {
    const scores = { listening: '7', reading: '6', speaking: band, writing: '6' };
    for (const copy of [ieltsTool.form, teluguIelts.form, hindiIelts.form]) {
      const message = said(calculateIelts(scores), (f) => ieltsMessage(f, copy));
      expect(message).toBe(acceptsMessage(copy.accepts, copy.skills[skill], { min: 0, max: 9, step: 0.5 }));
      expect(message).toContain(copy.skills[skill]);
      expect(message).toContain('0.5');
    }
  });
});

// The messages' words are the page files' (staff's to change): fixture templates here, in their placeholders.
describe('CGPA messages and feedback', () => {
  const messages = {
    missing: 'Fixture: semester {n} is empty',
    invalid: 'Fixture: semester {n} is out of range',
    accepts: cgpaTool.calculator.messages.accepts,
  };
  const say = (values: string[], count?: number) => said(calculateCgpa(values, count), (f) => cgpaMessage(f, messages));

  it('asks for the first empty semester, in order', () => {
    expect(say(['8', '', ''])).toBe('Fixture: semester 2 is empty');
    expect(say([], 1)).toBe('Fixture: semester 1 is empty');
    expect(say(['8'], 3)).toBe('Fixture: semester 2 is empty');
  });

  it('refuses out-of-range or non-numeric SGPAs with the semester number', () => {
    expect(say(['8', '10.5'])).toBe('Fixture: semester 2 is out of range');
    expect(say(['-1'])).toBe('Fixture: semester 1 is out of range');
    expect(say(['8', '9', '1e3'])).toBe('Fixture: semester 3 is out of range');
    expect(say([...Array(9).fill('8'), 'abc'])).toBe('Fixture: semester 10 is out of range');
  });

  it('the page’s words name the semester where the message needs it', () => {
    for (const template of [cgpaTool.calculator.messages.missing, cgpaTool.calculator.messages.invalid]) expect(template).toContain('{n}');
  });

  // The levels themselves are lib/cgpa.test.ts's: every level the calculator reaches has its words.
  it('the page’s words give a feedback message for every level, from 10 down to 0', () => {
    for (let cgpa = 10; cgpa >= 0; cgpa -= 0.25) expect(cgpaTool.calculator.feedback[cgpaFeedbackLevel(cgpa)]).toBeTruthy();
  });

  it('has one feedback per threshold and one below them all', () => {
    expect(cgpaTool.calculator.feedback).toHaveLength(CGPA_FEEDBACK_MINS.length + 1);
  });

  it('converter: asks for a CGPA, and refuses one outside 0–10', () => {
    const { empty, invalid } = cgpaTool.converter.messages;
    const sayConversion = (raw: string) => said(convertCgpa(raw), (f) => cgpaConversionMessage(f, cgpaTool.converter.messages));
    expect(empty).not.toBe(invalid);
    expect(sayConversion('')).toBe(empty);
    expect(sayConversion(' ')).toBe(empty);
    expect(sayConversion('10.5')).toBe(invalid);
    expect(sayConversion('-2')).toBe(invalid);
    expect(sayConversion('abc')).toBe(invalid);
  });
});

describe('score converter messages', () => {
  // Fixture words in the page file's placeholders: the page's own are staff's to change.
  const S = {
    scoreLabel: 'Fixture score',
    messages: {
      empty: 'Fixture: type a score',
      range: 'Fixture: {test} goes from {min} to {max}',
      sameTest: 'Fixture: pick another test',
      accepts: 'Fixture: {label}, {min} to {max} by {step}',
    },
  };
  const say = (from: TestName, to: TestName, raw: string) => said(convertScore(from, to, raw), (f) => scoreMessage(f, S.messages, S.scoreLabel));

  it('the page’s words fill in the test, its range and step', () => {
    const { messages } = scoreConverterTool.form;
    for (const name of ['{test}', '{min}', '{max}']) expect(messages.range).toContain(name);
    for (const name of ['{label}', '{min}', '{max}', '{step}']) expect(messages.accepts).toContain(name);
  });

  it('asks for a score when the field is empty', () => {
    expect(say('TOEFL', 'IELTS', '')).toBe('Fixture: type a score');
    expect(say('IELTS', 'PTE', '  ')).toBe('Fixture: type a score');
  });

  it.each([
    ['TOEFL', '121', '-1', 'Fixture: TOEFL goes from 0 to 120'],
    ['IELTS', '9.5', '-0.5', 'Fixture: IELTS goes from 0 to 9'],
    ['PTE', '91', '9', 'Fixture: PTE goes from 10 to 90'],
    ['Duolingo', '165', '5', 'Fixture: Duolingo goes from 10 to 160'],
  ] as const)('%s: out of range names the test and its range', (test, above, below, message) => {
    const to = test === 'IELTS' ? 'TOEFL' : 'IELTS';
    expect(say(test, to, above)).toBe(message);
    expect(say(test, to, below)).toBe(message);
    expect(say(test, to, 'abc')).toBe(message);
  });

  it.each([
    ['TOEFL', '100.5', 1],
    ['IELTS', '6.3', 0.5],
    ['IELTS', '8.75', 0.5],
    ['PTE', '55.5', 1],
    ['Duolingo', '103', 5],
  ] as const)('%s %s: off the test’s step names the field with its range and step', (test, score, step) => {
    const to = test === 'IELTS' ? 'TOEFL' : 'IELTS';
    const { min, max } = TEST_RANGES[test];
    expect(say(test, to, score)).toBe(acceptsMessage(S.messages.accepts, S.scoreLabel, { min, max, step }));
    expect(say(test, to, score)).toBe(`Fixture: ${S.scoreLabel}, ${min} to ${max} by ${step}`);
  });

  it('refuses the same input and output test', () => {
    for (const test of TESTS) expect(say(test, test, String(TEST_RANGES[test].max))).toBe('Fixture: pick another test');
  });
});
