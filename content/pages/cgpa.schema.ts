/** The CGPA tools page's words (content/pages/<language>/cgpa.yaml); {n}, {count}, {cgpa}, {min} and {result} are filled in by the tools. */
import { z } from 'zod';
import { pageSchema, text } from './schema';
import { explanation, labels, resultActions, sectionTitle, toolHero } from './tool-words';

export const cgpaPage = pageSchema('CGPA calculator', {
  hero: toolHero,
  sectionTitle,
  tabsLabel: text('the tabs’ name').meta({ title: 'Tabs label' }),
  tabs: labels('Tabs', ['calculator', 'converter']),
  calculator: z
    .strictObject({
      ...labels('Calculator', ['formLabel', 'semestersLabel', 'semesterLabel', 'submit', 'dialogTitle', 'cgpaLabel', 'basisText']).shape,
      messages: labels('Messages', ['missing', 'invalid', 'accepts']),
      feedback: z
        .array(text('a message'))
        .min(2)
        .meta({ title: 'Feedback', description: 'One message per level of lib/cgpa.ts CGPA_FEEDBACK_MINS, highest first, then the one below them all.' }),
      actions: resultActions,
    })
    .meta({ title: 'CGPA calculator' }),
  converter: z
    .strictObject({
      ...labels('Converter', ['formLabel', 'inputLabel', 'submit', 'dialogTitle', 'fromText', 'gpaLabel', 'note']).shape,
      messages: labels('Messages', ['empty', 'invalid', 'accepts']),
      actions: resultActions,
    })
    .meta({ title: '10-to-4 converter' }),
  calculatorExplanation: z
    .strictObject({
      ...explanation('How the CGPA is calculated').shape,
      ...labels('Feedback table', ['feedbackCaption', 'below', 'atLeast']).shape,
      columns: labels('Columns', ['from', 'message']),
    })
    .meta({ title: 'How the CGPA is calculated' }),
  converterExplanation: explanation('How the conversion works'),
});
