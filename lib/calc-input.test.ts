import { formatFixed, formatLimit, onStep, parseNumber, readField, roundTo } from '@/lib/calc-input';

describe('parseNumber', () => {
  it.each([
    ['6.5', 6.5],
    [' 7 ', 7],
    ['.5', 0.5],
    ['7.', 7],
    ['+3', 3],
    ['1e3', 1000],
    ['7,5', 7.5],
    ['8,25', 8.25],
    ['-0,5', -0.5],
    ['99999', 99999],
    ['1,000', 1000],
    ['20,00,000', 2000000],
    ['1,000,000.5', 1000000.5],
  ])('reads %p as %p', (raw, value) => {
    expect(parseNumber(raw)).toBe(value);
  });

  it('reads -0 as 0, never as -0', () => {
    expect(Object.is(parseNumber('-0'), 0)).toBe(true);
    expect(Object.is(parseNumber('-0.0'), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'abc',
    ',5',
    '8,',
    '1,0000',
    '10,0000',
    '1,00,00',
    '7,5,1',
    '8,25.5',
    '1e999',
    '-1e999',
    'Infinity',
    'NaN',
    '0x10',
    '6.5.1',
    '--1',
    '١٢',
    '1 2',
    'e3',
  ])('refuses %p', (raw) => {
    expect(parseNumber(raw)).toBeNull();
  });

  it('refuses what is not a string or a finite number', () => {
    expect(parseNumber(undefined)).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber({})).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseNumber(4)).toBe(4);
  });
});

describe('roundTo / formatFixed', () => {
  it('rounds halves up without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(8.125, 2)).toBe(8.13);
    expect(roundTo(8.124, 2)).toBe(8.12);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1e-7, 2)).toBe(0);
  });

  it('formats with fixed decimals and never shows -0.00 or NaN', () => {
    expect(formatFixed(3.4, 2)).toBe('3.40');
    expect(formatFixed(-0.001, 2)).toBe('0.00');
    expect(formatFixed(Number.NaN, 2)).toBe('');
  });
});

describe('readField: what a number field can use', () => {
  const ielts = { min: 0, max: 9, step: 0.5 };
  const toefl = { min: 0, max: 120, step: 1 };
  it.each(['--1', '1e999', '5e', '2-', '1-000', 'abc', '1,0000', 'Infinity', 'NaN', '0x10'])('%p is unusable, never a default', (raw) => {
    expect(readField(raw, toefl)).toBe('unusable');
  });
  it('is null only for a blank field', () => {
    expect(readField('', toefl)).toBeNull();
    expect(readField('   ', toefl)).toBeNull();
    expect(readField(undefined, toefl)).toBeNull();
  });
  it('refuses a number out of range whole (TOEFL 121, 99999, -1), never its first digits', () => {
    expect(readField('121', toefl)).toBe('unusable');
    expect(readField('99999', toefl)).toBe('unusable');
    expect(readField('-1', toefl)).toBe('unusable');
    expect(readField('120', toefl)).toBe(120);
  });
  it('refuses a number off the step (IELTS 6.3, 8.75; TOEFL 100.5) and keeps one on it', () => {
    expect(readField('6.3', ielts)).toBe('unusable');
    expect(readField('8.75', ielts)).toBe('unusable');
    expect(readField('100.5', toefl)).toBe('unusable');
    expect(readField('6.5', ielts)).toBe(6.5);
    expect(readField('7,5', ielts)).toBe(7.5);
  });
});

describe('onStep', () => {
  it('counts steps from the minimum, without binary noise', () => {
    expect(onStep(90, { min: 10, step: 5 })).toBe(true);
    expect(onStep(103, { min: 10, step: 5 })).toBe(false);
    expect(onStep(83.12, { min: 0.01, step: 0.01 })).toBe(true);
    expect(onStep(8.33, { min: 0, step: 0.01 })).toBe(true);
    expect(onStep(8.333, { min: 0, step: 0.01 })).toBe(false);
    expect(onStep(10_00_00_000, { min: 10_000, step: 1 })).toBe(true);
  });
});

describe('formatLimit', () => {
  it('writes a limit as a message shows it', () => {
    expect(formatLimit(0.5)).toBe('0.5');
    expect(formatLimit(0.01)).toBe('0.01');
    expect(formatLimit(10_00_00_000)).toBe('10,00,00,000');
  });
});
