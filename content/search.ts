/**
 * The words of site search: the header's search control (every page) and the search page
 * (/search/, components/search/). The Telugu and Hindi editions translate this module in
 * content/i18n/te/search.ts and content/i18n/hi/search.ts. Placeholders in braces ({query},
 * {count}, {language}) are filled where the words are used.
 */
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

export const search: SearchCopy = {
  header: { label: 'Search the site' },
  page: {
    title: 'Search the site',
    intro:
      'Type a few words, such as “education loan”, “NEET cut off” or “IELTS band”: every page, article and calculator of the site is searched as you type.',
    fieldLabel: 'Search for',
    placeholder: 'e.g. blocked account',
    submit: 'Search',
    scriptNote:
      'Search runs in your browser and needs JavaScript, which is off or did not load. The main sections of the site are listed below, and a counsellor can answer any question on the contact page.',
    keysHint: 'Results appear as you type. Down arrow moves to the results, Escape clears the search.',
    sectionsTitle: 'Main sections of the site',
    loading: 'Searching…',
    error: 'Search could not load. Check your connection and try again, or browse the sections below.',
    oneResult: '1 page matches “{query}”.',
    results: '{count} pages match “{query}”.',
    resultsLabel: 'Search results',
    noResults: 'No page matches “{query}”.',
    noResultsHelp: 'Try other words, or ask us: a counsellor replies within 24 hours.',
    contactLink: 'Contact a counsellor',
    otherLanguages: 'Search the same words in',
  },
  spellings: {},
};
