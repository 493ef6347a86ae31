import { countries } from '@/content/countries';
import { filterCountries, matchesCountry } from '@/lib/country-search';

// The search's own list: the rules hold for whatever countries content/countries holds.
const list = ['USA', 'Canada', 'Germany', 'Poland', 'South Korea', 'Finland', 'Ireland', 'Japan'].map((name) => ({ name }));
const names = (query: string) => filterCountries(list, query).map((c) => c.name);

describe('country search', () => {
  it('keeps every country of the page, in order, for an empty or blank query', () => {
    expect(filterCountries(countries, '')).toEqual(countries);
    expect(filterCountries(countries, '   ')).toEqual(countries);
  });

  it('matches a substring of the name whatever the case', () => {
    expect(names('GER')).toEqual(['Germany']);
    expect(names('ger')).toEqual(['Germany']);
    expect(names('GeRmAnY')).toEqual(['Germany']);
    expect(names('land')).toEqual(['Poland', 'Finland', 'Ireland']);
    expect(names('an')).toEqual(['Canada', 'Germany', 'Poland', 'Finland', 'Ireland', 'Japan']);
  });

  it('matches inside multi-word names and ignores surrounding spaces', () => {
    expect(names('th kor')).toEqual(['South Korea']);
    expect(names('  usa ')).toEqual(['USA']);
  });

  it('finds each country of the page by its own name', () => {
    for (const c of countries) expect(filterCountries(countries, c.name.toUpperCase())).toContain(c);
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
