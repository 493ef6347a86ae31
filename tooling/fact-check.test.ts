import { fact } from '@/lib/fact';
import { factFindings, factWarning } from '@/tooling/fact-check';

const source = { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' };
const today = new Date('2026-11-25T00:00:00Z');

const fixture = {
  file: 'content/fixture-facts.ts',
  module: {
    funds: {
      london: fact({ value: 1529, unit: 'GBP/month', appliesTo: 'London, a month', source, checked: '2026-06-01', confirmed: true }),
      oldLondon: fact({ value: 1334, unit: 'GBP/month', appliesTo: 'London, a month (2023)', source, checked: '2025-10-01', confirmed: true }),
    },
    secondHand: fact({ value: 22895, unit: 'CAD/year', appliesTo: 'Canada, one applicant', source, checked: '2026-11-01', confirmed: false }),
    notAFact: { value: 3, label: 'three' },
    words: 'no facts here',
  },
};

describe('the release warning about facts', () => {
  it('names each stale or unconfirmed fact with its file, and leaves fresh confirmed ones out', () => {
    const found = factFindings([fixture], today);
    expect(found.map((f) => [f.file, f.name, f.stale, f.unconfirmed])).toEqual([
      ['content/fixture-facts.ts', 'funds.oldLondon', true, false],
      ['content/fixture-facts.ts', 'secondHand', false, true],
    ]);
  });

  it('prints one line per fact: how old the check is, or that it is not confirmed, with the official page', () => {
    const text = factWarning([fixture], today)!;
    expect(text).toMatch(/^Warning: 2 facts to re-check/);
    expect(text).toContain(
      'content/fixture-facts.ts → funds.oldLondon: checked 2025-10-01, 13 months ago (London, a month (2023); https://www.gov.uk/student-visa/money)',
    );
    expect(text).toContain('content/fixture-facts.ts → secondHand: not confirmed on the official page');
    expect(text).not.toContain('funds.london:');
  });

  it('says nothing when every fact is fresh and confirmed', () => {
    expect(factWarning([{ file: 'x.ts', module: { a: fixture.module.funds.london } }], today)).toBeNull();
  });

  it('walks every module the registry lists', () => {
    const other = { file: 'content/other.ts', module: { old: { ...fixture.module.funds.oldLondon } } };
    expect(factFindings([fixture, other], today).map((f) => f.file)).toContain('content/other.ts');
  });
});
