import { calculateIelts, formatBand, ieltsInputFromQuery, ieltsOverall, ieltsQuery } from '@/lib/ielts';

const input = (listening: string, reading: string, speaking: string, writing: string) => ({ listening, reading, speaking, writing });

describe('ieltsOverall', () => {
  it.each([
    // mean → band: .125 down, .25 up to the half band, .75 up to the whole band
    [[6, 6, 6, 6.5], 6.125, 6],
    [[6, 6, 6.5, 6.5], 6.25, 6.5],
    [[6.5, 6.5, 6.5, 6], 6.375, 6.5],
    [[6.5, 6.5, 6.5, 6.5], 6.5, 6.5],
    [[6.5, 6.5, 6.5, 7], 6.625, 6.5],
    [[6.5, 7, 7, 7], 6.875, 7],
    [[6.5, 6.5, 7, 7], 6.75, 7],
    [[9, 9, 9, 9], 9, 9],
    [[0, 0, 0, 0], 0, 0],
    [[0, 0, 0, 0.5], 0.125, 0],
    [[0, 0, 0.5, 0.5], 0.25, 0.5],
    [[8.5, 9, 9, 9], 8.875, 9],
  ])('%p (mean %p) → %p', (scores, mean, band) => {
    expect(scores.reduce((a, b) => a + b, 0) / 4).toBe(mean);
    expect(ieltsOverall(scores)).toBe(band);
  });

  it('rounds means of non-half scores to the nearest half band, halves up despite binary noise', () => {
    expect(ieltsOverall([6.1, 6.2, 6.3, 6.4])).toBe(6.5); // mean 6.25
    expect(ieltsOverall([6.2, 6.2, 6.2, 6.3])).toBe(6); // mean 6.225
    expect(ieltsOverall([7.3, 7.3, 7.3, 7.1])).toBe(7.5); // mean 7.25
  });

  it('formats bands with one decimal', () => {
    expect(formatBand(7)).toBe('7.0');
    expect(formatBand(6.5)).toBe('6.5');
  });
});

describe('calculateIelts', () => {
  it('computes the band of four valid scores', () => {
    expect(calculateIelts(input('7', '6.5', '6', '6'))).toEqual({
      ok: true,
      scores: { listening: 7, reading: 6.5, speaking: 6, writing: 6 },
      mean: 6.375,
      overall: 6.5,
    });
  });

  it('accepts the bounds 0 and 9', () => {
    expect(calculateIelts(input('0', '0', '0', '0'))).toMatchObject({ ok: true, overall: 0 });
    expect(calculateIelts(input('9', '9', '9', '9'))).toMatchObject({ ok: true, overall: 9 });
  });

  it.each([
    ['a missing score', input('', '6', '6', '6')],
    ['a blank score', input('7', '  ', '6', '6')],
    ['a score above 9', input('7', '6', '9.5', '6')],
    ['a negative score', input('7', '6', '6', '-0.5')],
    ['text', input('abc', '6', '6', '6')],
    ['an exponent far out of range', input('1e3', '6', '6', '6')],
    ['a huge number', input('1e999', '6', '6', '6')],
  ])('fails the check for %s', (_, fields) => {
    expect(calculateIelts(fields)).toEqual({ ok: false, error: 'invalid' });
  });

  it('reads -0 and a decimal comma as numbers', () => {
    expect(calculateIelts(input('-0', '0', '0', '0'))).toMatchObject({ ok: true, overall: 0 });
    expect(calculateIelts(input('7,5', '7,5', '7,5', '7,5'))).toMatchObject({ ok: true, overall: 7.5 });
  });
});

describe('shared links', () => {
  it('round-trips the four scores through the query string', () => {
    const query = ieltsQuery({ listening: 7, reading: 6.5, speaking: 6, writing: 6 });
    expect(query).toBe('l=7&r=6.5&s=6&w=6');
    expect(ieltsInputFromQuery(`?${query}`)).toEqual(input('7', '6.5', '6', '6'));
  });

  it('ignores a query without scores and leaves missing ones empty', () => {
    expect(ieltsInputFromQuery('')).toBeNull();
    expect(ieltsInputFromQuery('?utm_source=x')).toBeNull();
    expect(ieltsInputFromQuery('?l=7')).toEqual(input('7', '', '', ''));
  });
});
