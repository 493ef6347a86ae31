/**
 * The /countries page's words (content/pages/<language>/countries.yaml) as its components take them,
 * with the destination picker's that /MBA shares: {count} filled in with the number of destinations,
 * "Study in {country}" a function of the name.
 */
import files from '@/.content-collections/data/content-countries.json';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { TuitionKind } from './schema';

/** The number of destinations: one English file each. */
const count = String((files as DataDocument[]).filter((d) => d.language === 'en').length);
const counted = (text: string) => text.replaceAll('{count}', count);

/** A panel heading from its words ("Study in {country}"). */
export const panelTitleOf = (words: string) => (country: string) => words.replaceAll('{country}', country);

/** Who a tuition estimate is for, after its figure: "at public universities". */
export type TuitionKinds = Record<Exclude<TuitionKind, 'all'>, string>;

/** Copy of the shared destination picker (both pages). */
export type ExplorerCopy = ReturnType<typeof pageWords<'countries'>>['explorer'];

/** The /countries page's words in a language, and the picker's and panels' labels. */
export function countriesWordsIn(language: DataLanguage) {
  const { hero, explorer, labels, destinations, ...rest } = pageWords('countries', language);
  return {
    countriesPage: {
      ...rest,
      hero: { ...hero, text: counted(hero.text) },
      destinations: { ...destinations, panelTitle: panelTitleOf(destinations.panelTitle) },
    },
    explorerCopy: { ...explorer, noMatch: counted(explorer.noMatch) } satisfies ExplorerCopy,
    countryFactLabels: labels,
  };
}

const english = countriesWordsIn('en');

export const countriesPage = english.countriesPage;
/** The picker's words: {query} is filled in by the island as the visitor types. */
export const explorerCopy: ExplorerCopy = english.explorerCopy;
/** The eight panel cards' labels, in the order the panel shows them. */
export const countryFactLabels = english.countryFactLabels;
/** For a count in other words of the two pages ("MBA in {count} destinations"). */
export const withCount = counted;
