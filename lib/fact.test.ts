import { fact, monthYear, monthsSince, staleFacts } from '@/lib/fact';

const source = { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' };

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

  it('lists the facts checked more than twelve months ago, and only those', () => {
    const facts = {
      fresh: fact({ value: 1529, unit: 'GBP', appliesTo: 'London, a month', source, checked: '2026-01-10', confirmed: true }),
      old: fact({ value: 1334, unit: 'GBP', appliesTo: 'London, a month (2023)', source, checked: '2023-06-01', confirmed: true }),
    };
    expect(staleFacts(facts, new Date('2026-11-25T00:00:00Z')).map(([name]) => name)).toEqual(['old']);
  });
});
