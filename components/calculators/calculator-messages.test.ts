import { cgpaMessage } from '@/components/calculators/cgpa-calculator';
import { cgpaConversionMessage } from '@/components/calculators/cgpa-converter';
import { scoreMessage } from '@/components/calculators/score-converter-form';
import { shell as hindiShell } from '@/content/i18n/hi/shell';
import { ieltsTool as hindiIelts } from '@/content/i18n/hi/tools';
import { shell as teluguShell } from '@/content/i18n/te/shell';
import { ieltsTool as teluguIelts } from '@/content/i18n/te/tools';
import { cgpaTool, ieltsTool, scoreConverterTool } from '@/content/tools';
import { calculateCgpa, CGPA_FEEDBACK_MINS, cgpaFeedbackLevel, convertCgpa } from '@/lib/cgpa';
import { acceptsMessage } from '@/components/calculators/calculator-form';
import { ieltsMessage } from '@/components/calculators/ielts-calculator';
import { calculateIelts } from '@/lib/ielts';
import { convertScore, TEST_RANGES, TESTS, type TestName } from '@/lib/score-converter';

/** The message a failed check shows; fails the test when the check passes. */
function said<T extends { ok: boolean }>(outcome: T, say: (failure: Extract<T, { ok: false }>) => string): string {
  if (outcome.ok) throw new Error('expected a failed check');
  return say(outcome as Extract<T, { ok: false }>);
}

describe('IELTS message', () => {
  it('is the same for every failed check, in each language', () => {
    const say = (fields: Record<string, string>, copy = ieltsTool.form) => said(calculateIelts(fields), () => copy.messages.invalid);
    const scores = { listening: '7', reading: '6', speaking: '9.5', writing: '6' };
    expect(say(scores)).toBe('Please enter valid numbers between 0 and 9 for all fields.');
    expect(say({ ...scores, speaking: '' })).toBe('Please enter valid numbers between 0 and 9 for all fields.');
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

describe('CGPA messages and feedback', () => {
  const messages = cgpaTool.calculator.messages;
  const say = (values: string[], count?: number) => said(calculateCgpa(values, count), (f) => cgpaMessage(f, messages));

  it('asks for the first empty semester, in order', () => {
    expect(say(['8', '', ''])).toBe('Please enter SGPA for Semester 2');
    expect(say([], 1)).toBe('Please enter SGPA for Semester 1');
    expect(say(['8'], 3)).toBe('Please enter SGPA for Semester 2');
  });

  it('refuses out-of-range or non-numeric SGPAs with the semester number', () => {
    expect(say(['8', '10.5'])).toBe('Invalid SGPA for Semester 2. Must be between 0 and 10.');
    expect(say(['-1'])).toBe('Invalid SGPA for Semester 1. Must be between 0 and 10.');
    expect(say(['8', '9', '1e3'])).toBe('Invalid SGPA for Semester 3. Must be between 0 and 10.');
    expect(say([...Array(9).fill('8'), 'abc'])).toBe('Invalid SGPA for Semester 10. Must be between 0 and 10.');
  });

  it.each([
    [10, 'Outstanding Performance!'],
    [9, 'Outstanding Performance!'],
    [8.99, 'Excellent Work!'],
    [7.5, 'Excellent Work!'],
    [7.49, 'Good Effort!'],
    [6, 'Good Effort!'],
    [5.99, 'Keep Improving!'],
    [5, 'Keep Improving!'],
    [4.99, 'Consider Academic Support'],
    [0, 'Consider Academic Support'],
  ])('feedback for %p: %p', (cgpa, message) => {
    expect(cgpaTool.calculator.feedback[cgpaFeedbackLevel(cgpa)]).toBe(message);
  });

  it('has one feedback per threshold and one below them all', () => {
    expect(cgpaTool.calculator.feedback).toHaveLength(CGPA_FEEDBACK_MINS.length + 1);
  });

  it('converter: asks for a CGPA, and refuses one outside 0–10', () => {
    const sayConversion = (raw: string) => said(convertCgpa(raw), (f) => cgpaConversionMessage(f, cgpaTool.converter.messages));
    expect(sayConversion('')).toBe('Please enter a CGPA to convert.');
    expect(sayConversion(' ')).toBe('Please enter a CGPA to convert.');
    expect(sayConversion('10.5')).toBe('Invalid CGPA. Must be between 0 and 10.');
    expect(sayConversion('-2')).toBe('Invalid CGPA. Must be between 0 and 10.');
    expect(sayConversion('abc')).toBe('Invalid CGPA. Must be between 0 and 10.');
  });
});

describe('score converter messages', () => {
  const S = scoreConverterTool.form;
  const say = (from: TestName, to: TestName, raw: string) =>
    said(convertScore(from, to, raw), (f) => scoreMessage(f, scoreConverterTool.form.messages, scoreConverterTool.form.scoreLabel));

  it('asks for a score when the field is empty', () => {
    expect(say('TOEFL', 'IELTS', '')).toBe('Please enter a score to convert.');
    expect(say('IELTS', 'PTE', '  ')).toBe('Please enter a score to convert.');
  });

  it.each([
    ['TOEFL', '121', '-1', 'Invalid TOEFL score. Must be between 0 and 120.'],
    ['IELTS', '9.5', '-0.5', 'Invalid IELTS score. Must be between 0 and 9.'],
    ['PTE', '91', '9', 'Invalid PTE score. Must be between 10 and 90.'],
    ['Duolingo', '165', '5', 'Invalid Duolingo score. Must be between 10 and 160.'],
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
    expect(say(test, to, score)).toContain(`${S.scoreLabel}: enter a number from ${min} to ${max}, in steps of ${step}`);
  });

  it('refuses the same input and output test', () => {
    for (const test of TESTS) expect(say(test, test, String(TEST_RANGES[test].max))).toBe('Please select a different output test type.');
  });
});
