import { factModules } from '@/content/fact-registry';
import { factsIn, monthYear } from '@/lib/fact';

const all = factModules.flatMap(({ file, module }) => factsIn(module).map(([name, fact]) => ({ file, name, fact })));

describe('every registered fact can be shown and re-checked', () => {
  it('finds the facts of each registered module', () => {
    for (const { file, module } of factModules) expect([file, factsIn(module).length > 0]).toEqual([file, true]);
  });

  it('has an https official source, a real check date no later than today, and says what it applies to', () => {
    for (const { name, fact } of all) {
      expect([name, fact.source.url]).toEqual([name, expect.stringMatching(/^https:\/\/[^/\s]+\//)]);
      expect([name, monthYear(fact.checked)]).toEqual([name, expect.stringMatching(/^\w+ \d{4}$/)]);
      expect(new Date(fact.checked).getTime()).toBeLessThanOrEqual(Date.now());
      expect(fact.appliesTo.length).toBeGreaterThan(10);
    }
  });
});
