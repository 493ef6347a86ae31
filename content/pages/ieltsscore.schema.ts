/**
 * The IELTS calculator page's words (content/pages/<language>/ieltsscore.yaml). Its message for a
 * wrong score is the page shell's (content/shell.ts `calculator.ieltsInvalid`); {mean} and {result}
 * are filled in by the calculator.
 */
import { z } from 'zod';
import { IELTS_SKILLS, type IeltsSkill } from '@/lib/ielts';
import { pageSchema, shared, text } from './schema';
import { explanation, labels, resultActions, sectionTitle, toolHero } from './tool-words';

const band = z.number().min(0).max(9).multipleOf(0.5);

export const ieltsscorePage = pageSchema('IELTS score calculator', {
  scriptNote: text('the note without JavaScript').meta({
    title: 'Note when the calculator cannot run',
    description: 'Said in place of a calculator’s button when JavaScript is off, on every calculator page.',
  }),
  hero: toolHero,
  sectionTitle,
  form: z
    .strictObject({
      ...labels('Form', ['formLabel', 'submit', 'dialogTitle', 'overallLabel', 'meanText', 'breakdownCaption', 'accepts']).shape,
      skills: labels('Skills', ['listening', 'reading', 'speaking', 'writing']),
      actions: resultActions,
    })
    .meta({
      title: 'Calculator',
      description:
        '{mean} is the average of the four scores; {result} the overall band; `accepts` names a field ({label}) and what it takes ({min}, {max}, {step}).',
    }),
  explanation: explanation('How it is calculated'),
  examples: z
    .strictObject({
      caption: text('the table’s caption').meta({ title: 'Caption' }),
      columns: labels('Columns', ['overall', 'mean']),
      scores: shared(
        z
          .array(
            z
              .strictObject(Object.fromEntries(IELTS_SKILLS.map((k) => [k, band.meta({ title: k })])) as Record<IeltsSkill, typeof band>)
              .meta({ title: 'Example' }),
          )
          .min(1)
          .meta({ title: 'Examples', description: 'The four band scores of each example.' }),
      ),
    })
    .meta({ title: 'Examples' }),
});
