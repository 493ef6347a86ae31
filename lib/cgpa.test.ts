import {
  calculateCgpa,
  CGPA_FEEDBACK_MINS,
  cgpaFeedbackLevel,
  cgpaOf,
  cgpaQuery,
  clampSemesters,
  convertCgpa,
  converterInputFromQuery,
  converterQuery,
  resizeSemesters,
  sgpasFromQuery,
  tenToFour,
} from '@/lib/cgpa';

describe('cgpaOf', () => {
  it('is the mean of the SGPAs to 2 decimals', () => {
    expect(cgpaOf([8, 9])).toBe(8.5);
    expect(cgpaOf([8.1, 8.2, 8.4])).toBe(8.23); // 8.2333…
    expect(cgpaOf([7.5, 8.25, 9.1])).toBe(8.28); // 8.2833…
    expect(cgpaOf([8.005, 8.005])).toBe(8.01); // half up
    expect(cgpaOf([10, 10, 10, 10, 10, 10, 10, 10, 10, 10])).toBe(10);
    expect(cgpaOf([0])).toBe(0);
  });
});

describe('cgpaFeedbackLevel', () => {
  it.each([
    [10, 0],
    [9, 0],
    [8.99, 1],
    [7.5, 1],
    [7.49, 2],
    [6, 2],
    [5.99, 3],
    [5, 3],
    [4.99, 4],
    [0, 4],
  ])('%p → %p', (cgpa, level) => {
    expect(cgpaFeedbackLevel(cgpa)).toBe(level);
  });

  it('has one level per threshold and one below them all', () => {
    expect(CGPA_FEEDBACK_MINS).toEqual([9, 7.5, 6, 5]);
  });
});

describe('tenToFour', () => {
  it('multiplies by 4 and divides by 10, to 2 decimals', () => {
    expect(tenToFour(10)).toBe(4);
    expect(tenToFour(8.5)).toBe(3.4);
    expect(tenToFour(7.33)).toBe(2.93); // 2.932
    expect(tenToFour(7.3375)).toBe(2.94); // 2.935 half up
    expect(tenToFour(0)).toBe(0);
  });
});

describe('calculateCgpa', () => {
  it('computes the CGPA and the feedback of the shown value', () => {
    expect(calculateCgpa(['8.5', '9.0', '7.25'])).toEqual({ ok: true, sgpas: [8.5, 9, 7.25], cgpa: 8.25, feedback: 1 });
    // 8.995 shows as 9.00: the feedback follows what the visitor sees
    expect(calculateCgpa(['8.99', '9'])).toMatchObject({ cgpa: 9, feedback: 0 });
  });

  it('asks for the first empty semester, in order', () => {
    expect(calculateCgpa(['8', '', ''])).toEqual({ ok: false, error: 'missing', semester: 2 });
    expect(calculateCgpa([], 1)).toEqual({ ok: false, error: 'missing', semester: 1 });
    expect(calculateCgpa(['8'], 3)).toEqual({ ok: false, error: 'missing', semester: 2 });
  });

  it('refuses out-of-range or non-numeric SGPAs with the semester number', () => {
    expect(calculateCgpa(['8', '10.5'])).toEqual({ ok: false, error: 'invalid', semester: 2 });
    expect(calculateCgpa(['-1'])).toEqual({ ok: false, error: 'invalid', semester: 1 });
    expect(calculateCgpa(['abc'])).toEqual({ ok: false, error: 'invalid', semester: 1 });
    expect(calculateCgpa(['8', '9', '1e3'])).toEqual({ ok: false, error: 'invalid', semester: 3 });
  });

  it('accepts the bounds 0 and 10', () => {
    expect(calculateCgpa(['0', '10'])).toMatchObject({ ok: true, cgpa: 5, feedback: 3 });
  });

  it('only reads the chosen number of semesters', () => {
    expect(calculateCgpa(['8', '9', 'junk'], 2)).toMatchObject({ ok: true, cgpa: 8.5 });
  });
});

describe('semester count and typing', () => {
  it('keeps the count within 1–10', () => {
    expect(clampSemesters(0)).toBe(1);
    expect(clampSemesters(11)).toBe(10);
    expect(clampSemesters('4')).toBe(4);
    expect(clampSemesters('abc')).toBe(1);
    expect(clampSemesters(Number.NaN)).toBe(1);
  });

  it('deletes the values of removed semesters and adds empty ones', () => {
    expect(resizeSemesters(['8', '9', '7'], 1)).toEqual(['8']);
    expect(resizeSemesters(resizeSemesters(['8', '9', '7'], 1), 3)).toEqual(['8', '', '']);
  });

  it('reads a decimal comma as the decimal point and refuses a long number whole, never cut to its first digits', () => {
    expect(calculateCgpa(['8,25'])).toMatchObject({ ok: true, sgpas: [8.25], cgpa: 8.25 });
    expect(calculateCgpa(['9', '99999'])).toEqual({ ok: false, error: 'invalid', semester: 2 });
  });
});

describe('convertCgpa', () => {
  it('converts a 10-point CGPA', () => {
    expect(convertCgpa('8.5')).toEqual({ ok: true, cgpa: 8.5, gpa: 3.4 });
    expect(convertCgpa('10')).toEqual({ ok: true, cgpa: 10, gpa: 4 });
    expect(convertCgpa('0')).toEqual({ ok: true, cgpa: 0, gpa: 0 });
  });

  it('reports an empty or invalid CGPA', () => {
    expect(convertCgpa('')).toEqual({ ok: false, error: 'empty' });
    expect(convertCgpa('10.5')).toEqual({ ok: false, error: 'invalid' });
    expect(convertCgpa('-2')).toEqual({ ok: false, error: 'invalid' });
    expect(convertCgpa('abc')).toEqual({ ok: false, error: 'invalid' });
    expect(convertCgpa(' ')).toEqual({ ok: false, error: 'empty' });
  });
});

describe('shared links', () => {
  it('round-trips SGPAs as semester1…semesterN', () => {
    expect(cgpaQuery([8.5, 9])).toBe('semester1=8.5&semester2=9');
    expect(sgpasFromQuery('?semester1=8.5&semester2=9')).toEqual(['8.5', '9']);
    expect(sgpasFromQuery('?semester1=8&semester3=9')).toEqual(['8']);
    expect(sgpasFromQuery('?x=1')).toBeNull();
  });

  it('round-trips the converter input', () => {
    expect(converterQuery(8.2)).toBe('cgpa=8.2');
    expect(converterInputFromQuery('?cgpa=8.2')).toBe('8.2');
    expect(converterInputFromQuery('')).toBeNull();
  });
});
