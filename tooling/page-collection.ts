/**
 * The page files for content-collections.ts: content/pages/<en|te|hi>/<page>.yaml, each checked at
 * build against its page's schema (content/pages/registry.ts): the English file complete, a Telugu or
 * Hindi file any part of it (content/pages/schema.ts `translationOfPage`), beside an English file of
 * the same name, its lists no longer than the English ones. A {{figure}} the site does not know, or
 * a bad value, stops the build naming the file and the field. An item (a stat, a card) naming one of
 * the operator's figures that the settings leave empty is left out of the pages: the build says
 * which, and why (`leftOutLines`).
 */
import { defineCollection } from '@content-collections/core';
import { z } from 'zod';
import { DATA_LANGUAGES, type DataDocument, type DataLanguage } from '@/content/data/schema';
import { leftOutLines, unknownFigureMessage, unknownFigures } from '@/content/figure-names';
import { PAGE_IDS, PAGES, isPageId } from '@/content/pages/registry';
import { translationOfPage } from '@/content/pages/schema';
import { DataFileError, dataFileIssues, writeDataJson } from '@/tooling/data-collection';
import { textClaimProblems } from '@/tooling/claim-check';
import { OPERATOR_FIGURES, operator } from '@/content/operator-settings';
import { figures } from '@/content/site';

export const PAGES_DIRECTORY = 'content/pages';

/** Every string of a value with its dotted path. */
function* stringsOf(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) yield* stringsOf(v, path ? `${path}.${key}` : key);
}

/**
 * The first list of items (cards, steps) of a translation longer than its English one, as "<field>:
 * n items, the English file m". A list of plain words (keywords) is the language's own.
 */
function longerList(own: unknown, english: unknown, path = ''): string | undefined {
  if (Array.isArray(own) && own.some((item) => item && typeof item === 'object')) {
    if (!Array.isArray(english) || own.length > english.length)
      return `${path}: ${own.length} items, the English file ${Array.isArray(english) ? english.length : 0}: a translation follows the English list item by item`;
    for (const [i, item] of own.entries()) {
      const found = longerList(item, english[i], `${path}.${i}`);
      if (found) return found;
    }
  } else if (own && typeof own === 'object' && english && typeof english === 'object')
    for (const [key, v] of Object.entries(own)) {
      const found = longerList(v, (english as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
  return undefined;
}

const anyFields = z.looseObject({});

/** An operator's figure the settings do not give (left empty, or absent): an item naming it is left out. */
const notGiven = (name: string) => (OPERATOR_FIGURES as readonly string[]).includes(name) && figures.text[name as keyof typeof figures.text] === undefined;

/** The page files of a folder (content/pages; a test points it at its own files). */
export const pageCollection = (directory = PAGES_DIRECTORY) =>
  defineCollection({
    name: 'pages',
    directory,
    parser: 'yaml',
    include: '*/*.yaml',
    schema: anyFields,
    onSuccess: writeDataJson(directory),
    transform: async (document, context): Promise<DataDocument> => {
      const { _meta, ...fields } = document;
      const where = `${directory}/${_meta.filePath}`;
      const id = _meta.fileName.replace(/\.yaml$/, '');
      if (!isPageId(id)) throw new DataFileError(`${where}: no page is called "${id}": the file name is one of ${PAGE_IDS.join(', ')}`);
      const language = _meta.directory as DataLanguage;
      if (!DATA_LANGUAGES.includes(language))
        throw new DataFileError(`${where}: a file is in the folder of its language: ${DATA_LANGUAGES.map((l) => `${directory}/${l}/`).join(', ')}`);
      const schema = PAGES[id];
      if (language !== 'en') {
        const english = (await context.collection.documents()).find((d) => d._meta.filePath === `en/${_meta.fileName}`);
        if (!english) throw new DataFileError(`${where}: no English file ${directory}/en/${_meta.fileName}: a translation sits beside its English page`);
        const longer = longerList(fields, english);
        if (longer) throw new DataFileError(`${where}: ${longer}`);
      }
      const checked = (language === 'en' ? schema : translationOfPage(schema)).safeParse(fields);
      if (!checked.success) throw new DataFileError(dataFileIssues(where, checked.error, schema));
      for (const [field, value] of stringsOf(checked.data)) {
        const [unknown] = unknownFigures(value);
        if (unknown) throw new DataFileError(`${where}: ${field}: ${unknownFigureMessage(unknown)}`);
      }
      const [claim] = textClaimProblems(where, stringsOf(checked.data), operator);
      if (claim) throw new DataFileError(claim);
      // A translation follows its English items: said once, for the English file.
      if (language === 'en') for (const line of leftOutLines(where, checked.data, notGiven)) console.warn(line);
      return { id, language, source: where, data: JSON.stringify(checked.data), images: {} };
    },
  });
