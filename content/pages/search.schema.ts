/**
 * The words of site search (content/pages/<language>/search.yaml): the header's search control
 * (every page) and the search page. Placeholders in braces ({query}, {count}) are filled where the
 * words are used.
 */
import { z } from 'zod';
import { pageSchema, shared, text } from './schema';

const words = (title: string, hint: string) => text(hint).meta({ title });

export const searchPage = pageSchema('Search', {
  header: z.strictObject({ label: words('Search link', 'the header’s search link, for screen readers') }).meta({ title: 'Header' }),
  page: z
    .strictObject({
      title: words('Heading', 'the heading'),
      intro: words('Introduction', 'the introduction'),
      fieldLabel: words('Field label', 'the search field’s label'),
      placeholder: words('Placeholder', 'an example in the empty field'),
      submit: words('Button', 'the search button’s words'),
      scriptNote: words('Without scripts', 'shown in place of the field when scripts are off'),
      keysHint: words('Keys', 'the keys the field answers to'),
      sectionsTitle: words('Sections heading', 'the heading over the site’s main sections'),
      loading: words('Loading', 'shown while searching'),
      error: words('Error', 'shown when search could not load'),
      oneResult: words('One result', 'the count of one result: {query}'),
      results: words('Results', 'the count of several results: {count}, {query}'),
      resultsLabel: words('Results label', 'the results list’s name, for screen readers'),
      noResults: words('No results', 'shown when nothing matches: {query}'),
      noResultsHelp: words('No results help', 'the help under it'),
      contactLink: words('Contact link', 'the contact link’s words'),
      otherLanguages: words('Other languages', 'before the links to the other languages’ search'),
    })
    .meta({ title: 'Search page' }),
  spellings: z
    .array(
      z
        .strictObject({
          site: shared(z.string().min(1).meta({ title: 'Site’s spelling', description: 'A term as the site writes it, e.g. IELTS.' })),
          typed: z.array(text('how visitors type the term in this language’s script')).meta({ title: 'Typed as' }),
        })
        .meta({ title: 'Term' }),
    )
    .meta({
      title: 'Spellings',
      description:
        'Exam names and degrees stay in Latin letters on every edition, but parents type them as they say them: a query holding one of the typed forms (as a whole word) also searches for the site’s spelling.',
    }),
});
