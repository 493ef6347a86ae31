import {
  calculateCgpa,
  CGPA_EMPTY_MESSAGE,
  CGPA_INVALID_MESSAGE,
  cgpaFeedback,
  cgpaOf,
  cgpaQuery,
  clampSemesters,
  convertCgpa,
  converterInputFromQuery,
  converterQuery,
  acceptCgpaTyping,
  resizeSemesters,
  sgpaInvalidMessage,
  sgpaMissingMessage,
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

describe('cgpaFeedback', () => {
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
  ])('%p → %p', (cgpa, message) => {
    expect(cgpaFeedback(cgpa)).toBe(message);
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
    expect(calculateCgpa(['8.5', '9.0', '7.25'])).toEqual({ ok: true, sgpas: [8.5, 9, 7.25], cgpa: 8.25, feedback: 'Excellent Work!' });
    // 8.995 shows as 9.00: the feedback follows what the visitor sees
    expect(calculateCgpa(['8.99', '9'])).toMatchObject({ cgpa: 9, feedback: 'Outstanding Performance!' });
  });

  it('asks for the first empty semester, in order', () => {
    expect(calculateCgpa(['8', '', ''])).toEqual({ ok: false, message: 'Please enter SGPA for Semester 2' });
    expect(calculateCgpa([], 1)).toEqual({ ok: false, message: sgpaMissingMessage(1) });
    expect(calculateCgpa(['8'], 3)).toEqual({ ok: false, message: 'Please enter SGPA for Semester 2' });
  });

  it('refuses out-of-range or non-numeric SGPAs with the semester number', () => {
    expect(calculateCgpa(['8', '10.5'])).toEqual({ ok: false, message: 'Invalid SGPA for Semester 2. Must be between 0 and 10.' });
    expect(calculateCgpa(['-1'])).toEqual({ ok: false, message: sgpaInvalidMessage(1) });
    expect(calculateCgpa(['abc'])).toEqual({ ok: false, message: sgpaInvalidMessage(1) });
    expect(calculateCgpa(['8', '9', '1e3'])).toEqual({ ok: false, message: sgpaInvalidMessage(3) });
    expect(sgpaInvalidMessage(10)).toBe('Invalid SGPA for Semester 10. Must be between 0 and 10.');
  });

  it('accepts the bounds 0 and 10', () => {
    expect(calculateCgpa(['0', '10'])).toMatchObject({ ok: true, cgpa: 5, feedback: 'Keep Improving!' });
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

  it('accepts typing only when empty or from 0 to 10', () => {
    expect(acceptCgpaTyping('')).toBe(true);
    expect(acceptCgpaTyping('10')).toBe(true);
    expect(acceptCgpaTyping('0')).toBe(true);
    expect(acceptCgpaTyping('10.01')).toBe(false);
    expect(acceptCgpaTyping('-1')).toBe(false);
    expect(acceptCgpaTyping('11')).toBe(false);
  });
});

describe('convertCgpa', () => {
  it('converts a 10-point CGPA', () => {
    expect(convertCgpa('8.5')).toEqual({ ok: true, cgpa: 8.5, gpa: 3.4 });
    expect(convertCgpa('10')).toEqual({ ok: true, cgpa: 10, gpa: 4 });
    expect(convertCgpa('0')).toEqual({ ok: true, cgpa: 0, gpa: 0 });
  });

  it('gives the converter messages for an empty and an out-of-range CGPA', () => {
    expect(convertCgpa('')).toEqual({ ok: false, message: 'Please enter a CGPA to convert.' });
    expect(convertCgpa('10.5')).toEqual({ ok: false, message: 'Invalid CGPA. Must be between 0 and 10.' });
    expect(convertCgpa('-2')).toEqual({ ok: false, message: CGPA_INVALID_MESSAGE });
    expect(convertCgpa('abc')).toEqual({ ok: false, message: CGPA_INVALID_MESSAGE });
    expect(convertCgpa(' ')).toEqual({ ok: false, message: CGPA_EMPTY_MESSAGE });
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
