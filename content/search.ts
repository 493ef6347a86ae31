/**
 * The words of site search: the header's search control (every page) and the search page
 * (/search/, components/search/), from content/pages/<language>/search.yaml (schema
 * content/pages/search.schema.ts). Placeholders in braces ({query}, {count}, {language}) are filled
 * where the words are used. Server side: the search page's island gets its words as props.
 */
import type { DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';

export type SearchCopy = {
  /** The header's control: a link to the search page (its accessible name). */
  header: { label: string };
  page: {
    title: string;
    intro: string;
    fieldLabel: string;
    placeholder: string;
    submit: string;
    /** Shown in place of the field when scripts are off or did not arrive. */
    scriptNote: string;
    /** Keys the field answers to, for screen-reader and keyboard users. */
    keysHint: string;
    sectionsTitle: string;
    loading: string;
    error: string;
    /** The live count: one result, several. */
    oneResult: string;
    results: string;
    resultsLabel: string;
    noResults: string;
    noResultsHelp: string;
    contactLink: string;
    /** Before the links that run the same words on another language's search page. */
    otherLanguages: string;
  };
  /**
   * How visitors write a term in this language's script, and how the site writes it: a query
   * holding one (as a whole word) also searches for the site's spelling. Exam names and degrees
   * stay in Latin letters on every edition (the glossaries), but parents type them as they say them.
   */
  spellings: Record<string, string>;
};

/** The words of site search in a language (content/pages/<language>/search.yaml). */
export function searchIn(language: DataLanguage): SearchCopy {
  const { header, page, spellings } = pageWords('search', language);
  return { header, page, spellings: Object.fromEntries(spellings.flatMap(({ site, typed }) => typed.map((t) => [t, site]))) };
}

export const search: SearchCopy = searchIn('en');
