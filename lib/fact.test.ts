import { fullDate, monthYear, monthsSince } from '@/lib/fact';

describe('facts with their source and check date', () => {
  it('says the month and year a figure was checked, in the page language', () => {
    expect(monthYear('2026-11-25')).toBe('November 2026');
    expect(monthYear('2026-11-25', 'hi')).toMatch(/2026/);
    expect(() => monthYear('25/11/2026')).toThrow('Not an ISO date: 25/11/2026');
  });

  it('counts whole months since a check', () => {
    expect(monthsSince('2025-11-25', new Date('2026-11-25T00:00:00Z'))).toBe(12);
    expect(monthsSince('2025-11-26', new Date('2026-11-25T00:00:00Z'))).toBe(11);
    expect(monthsSince('2025-10-01', new Date('2026-11-25T00:00:00Z'))).toBe(13);
  });
});

describe('a full date in the page’s language', () => {
  it('English day first; Hindi day first; Telugu year first, as Telugu papers write it', () => {
    expect(fullDate('2025-11-11', 'en')).toBe('11 November 2025');
    expect(fullDate('2025-11-11', 'hi')).toBe('11 नवंबर 2025');
    expect(fullDate('2021-11-18', 'te')).toBe('2021 నవంబర్ 18');
    expect(fullDate('2025-04-07', 'te')).toBe('2025 ఏప్రిల్ 7');
  });
});
