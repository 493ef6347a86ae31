/** A fact for tests, its fields the fixture's unless given (a test reads this, never the live facts). */
import type { Fact } from '@/lib/fact';

export const fixtureFact = (changes: Partial<Fact<unknown>>): Fact<unknown> => ({
  value: 1,
  unit: 'months',
  appliesTo: 'Fixture visa: the stay after a degree',
  source: { name: 'Fixture office', url: 'https://fixture.test/rule' },
  checked: '2026-11-25',
  confirmed: true,
  ...changes,
});
