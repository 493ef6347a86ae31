import { countries } from '@/content/countries';
import { filterCountries, matchesCountry } from '@/lib/country-search';

const names = (query: string) => filterCountries(countries, query).map((c) => c.name);

describe('country search', () => {
  it('keeps every country, in order, for an empty or blank query', () => {
    expect(names('')).toHaveLength(20);
    expect(names('   ')).toEqual(countries.map((c) => c.name));
  });

  it('matches a substring of the name whatever the case', () => {
    expect(names('GER')).toEqual(['Germany']);
    expect(names('ger')).toEqual(['Germany']);
    expect(names('GeRmAnY')).toEqual(['Germany']);
    expect(names('land')).toEqual(['Poland', 'Finland', 'Switzerland', 'Ireland']);
    expect(names('an')).toEqual(['Canada', 'Germany', 'Poland', 'Lithuania', 'Japan', 'Finland', 'Switzerland', 'Ireland']);
  });

  it('matches inside multi-word names and ignores surrounding spaces', () => {
    expect(names('th kor')).toEqual(['South Korea']);
    expect(names('  usa ')).toEqual(['USA']);
  });

  it('returns nothing when no name contains the query', () => {
    expect(names('xyz')).toEqual([]);
    expect(names('germany!')).toEqual([]);
  });

  it('has no limits on the input and treats it literally', () => {
    expect(matchesCountry('Spain', 'a'.repeat(10_000))).toBe(false);
    expect(matchesCountry('USA', '.*')).toBe(false);
    expect(matchesCountry('USA', '(')).toBe(false);
  });
});
