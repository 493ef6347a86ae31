/**
 * The destination search of /countries and /MBA: a case-insensitive
 * substring match on the country name, no limits on the input. Surrounding spaces are ignored, so
 * "germany " still finds Germany; an empty query keeps every country.
 */
export function matchesCountry(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en');
  return needle === '' || name.toLocaleLowerCase('en').includes(needle);
}

/** The items whose name matches the query, in their original order. */
export function filterCountries<T extends { name: string }>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesCountry(item.name, query));
}
