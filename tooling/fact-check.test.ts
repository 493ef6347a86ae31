import { fact } from '@/lib/fact';
import { factFindings, factWarning } from '@/tooling/fact-check';

const source = { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' };
const today = new Date('2026-11-25T00:00:00Z');

const fixture = {
  file: 'content/facts/fixture.yaml',
  facts: {
    london: fact({ value: 1529, unit: 'GBP/month', appliesTo: 'London, a month', source, checked: '2026-06-01', confirmed: true }),
    oldLondon: fact({ value: 1334, unit: 'GBP/month', appliesTo: 'London, a month (2023)', source, checked: '2025-10-01', confirmed: true }),
    secondHand: fact({ value: 22895, unit: 'CAD/year', appliesTo: 'Canada, one applicant', source, checked: '2026-11-01', confirmed: false }),
  },
};

describe('the release warning about facts', () => {
  it('names each stale or unconfirmed fact with its data file, and leaves fresh confirmed ones out', () => {
    const found = factFindings([fixture], today);
    expect(found.map((f) => [f.file, f.name, f.stale, f.unconfirmed])).toEqual([
      ['content/facts/fixture.yaml', 'oldLondon', true, false],
      ['content/facts/fixture.yaml', 'secondHand', false, true],
    ]);
  });

  it('prints one line per fact: how old the check is, or that it is not confirmed, with the official page', () => {
    const text = factWarning([fixture], today)!;
    expect(text).toMatch(/^Warning: 2 facts to re-check/);
    expect(text).toContain(
      'content/facts/fixture.yaml → oldLondon: checked 2025-10-01, 13 months ago (London, a month (2023); https://www.gov.uk/student-visa/money)',
    );
    expect(text).toContain('content/facts/fixture.yaml → secondHand: not confirmed on the official page');
    expect(text).not.toContain('london:');
  });

  it('says nothing when every fact is fresh and confirmed', () => {
    expect(factWarning([{ file: 'content/facts/x.yaml', facts: { a: fixture.facts.london } }], today)).toBeNull();
  });

  it('walks every data file the registry lists', () => {
    const other = { file: 'content/facts/other.yaml', facts: { old: { ...fixture.facts.oldLondon } } };
    expect(factFindings([fixture, other], today).map((f) => f.file)).toContain('content/facts/other.yaml');
  });

  it('counts each fact’s age against its kind’s months (the operator’s Re-checks): an exchange rate after 3, a rule still fresh', () => {
    const rates = {
      file: 'content/facts/exchange-rates.yaml',
      facts: { gbp: fact({ value: 117, unit: 'INR', appliesTo: 'Rupees for a pound', source, checked: '2026-08-20', confirmed: true }) },
    };
    const rule = {
      file: 'content/facts/fixture.yaml',
      facts: { hours: fact({ value: 20, unit: 'hours/week', appliesTo: 'Work in term', source, checked: '2026-08-20', confirmed: true }) },
    };
    const months = { exchangeRates: 3, amounts: 12, rules: 12 };
    expect(factFindings([rates, rule], today, months).map((f) => [f.name, f.stale])).toEqual([['gbp', true]]);
    expect(factFindings([rates, rule], today)).toEqual([]);
  });
});
