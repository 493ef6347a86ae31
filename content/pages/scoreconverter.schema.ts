/** The score converter page's words (content/pages/<language>/scoreconverter.yaml); {from}, {to}, {score}, {test}, {min}, {max} and {result} are filled in by the converter. */
import { z } from 'zod';
import { TESTS, type SourceId } from '@/lib/score-converter';
import { pageSchema } from './schema';
import { explanation, labels, resultActions, sectionTitle, toolHero } from './tool-words';

/** The tables' sources (lib/score-converter.ts `SourceId`). */
const SOURCE_IDS = ['site', 'ets', 'pearson', 'duolingo', 'pearson-ets', 'pearson-duolingo'] as const satisfies readonly SourceId[];

export const scoreconverterPage = pageSchema('Score converter', {
  hero: toolHero,
  sectionTitle,
  form: z
    .strictObject({
      ...labels('Form', [
        'formLabel',
        'inputTestLabel',
        'scoreLabel',
        'rangeHint',
        'outputTestLabel',
        'submit',
        'dialogTitle',
        'fromText',
        'resultLabel',
        'approximate',
        'sourceLabel',
      ]).shape,
      messages: labels('Messages', ['empty', 'range', 'sameTest', 'accepts']),
      actions: resultActions,
    })
    .meta({ title: 'Converter' }),
  explanation: explanation('How the conversion works'),
  tables: z
    .strictObject({ ...labels('Tables', ['title', 'intro', 'sourceLabel']).shape, columns: labels('Columns', ['from', 'to']) })
    .meta({ title: 'The tables behind the converter' }),
  sources: labels('Sources of the tables', SOURCE_IDS),
  testNames: labels('Test names', TESTS),
});
