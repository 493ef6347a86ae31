import { addMonths, buildDate, buildDay, BuildDateError, isIsoDay } from '@/lib/clock';

describe('the build’s clock', () => {
  it('reads the day from BUILD_DATE when given, else today', () => {
    expect(buildDay('2027-01-02')).toBe('2027-01-02');
    expect(buildDate('2028-03-01').toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(buildDay('')).toBe(new Date().toISOString().slice(0, 10));
    expect(buildDay(undefined)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a BUILD_DATE that is no day, saying how to write it', () => {
    for (const wrong of ['2027-02-30', '2/1/2027', 'tomorrow'])
      expect(() => buildDay(wrong)).toThrow(
        new BuildDateError(`BUILD_DATE=${wrong}: not a day; write it as YYYY-MM-DD, e.g. 2027-01-02 (or leave it unset for today)`),
      );
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
  });

  it('counts whole months on from a day', () => {
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2026-11-25', 2)).toBe('2027-01-25');
  });
});
