/**
 * A topic of the chatbot (content/chatbot-topics/<language>/<id>.yaml): its quick reply, the answer
 * it gives, the follow-ups offered after it and the summary points of each. The English file holds
 * every field; a Telugu or Hindi file the words it translates. A figure in a text is named
 * ({{workLimitUsa}}, content/figure-names.ts), filled in at build in the page's language.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { DATA_ID, shared } from '@/content/data/schema';
import { unknownFigureMessage, unknownFigures } from '@/content/figure-names';

/** Text that may name figures as {{name}}: an unknown name stops the build. */
const withFigures = (what: string) =>
  text(what).superRefine((value, ctx) => {
    for (const name of unknownFigures(value)) ctx.addIssue({ code: 'custom', message: unknownFigureMessage(name) });
  });

const id = z.string({ error: 'lower-case words joined by hyphens' }).regex(DATA_ID, { error: 'lower-case words joined by hyphens, e.g. mbbs-fees' });

export const chatFollowUp = z.strictObject({
  id: id.meta({
    title: 'Id',
    description: 'Lower-case words joined by hyphens; the same in every language (a translation is matched to its English follow-up by it).',
  }),
  label: text('the button’s words').meta({ title: 'Button', description: 'The follow-up as the visitor taps it, e.g. MBBS in Vietnam.' }),
  points: z
    .array(withFigures('a point of the summary'))
    .min(1, { error: 'at least one point' })
    .meta({ title: 'Summary points', description: 'Shown as a list after it is tapped. Name a figure as {{name}}, never type it.' }),
  universities: z.array(id).optional().meta({
    title: 'Partner universities',
    description: 'Ids of MBBS universities (content/universities): the summary adds their names and listing. Set in English.',
  }),
  country: text('the country').optional().meta({ title: 'Country', description: 'Fills in the lead form’s preferred country.' }),
});

export const chatTopic = z.strictObject({
  label: text('the quick reply’s words').meta({ title: 'Quick reply', description: 'The topic’s button after the greeting, e.g. MBBS Programs.' }),
  order: shared(
    z
      .number({ error: 'a whole number (the button’s place: 10, 20, 30 …)' })
      .int({ error: 'a whole number (the button’s place: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1' })
      .meta({ title: 'Order', description: 'The button’s place, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
  ),
  keywords: z
    .array(text('a word'))
    .min(1, { error: 'at least one word' })
    .meta({ title: 'Keywords', description: 'A message typed with one of these words (e.g. mbbs, fees) gets this topic’s answer.' }),
  answer: withFigures('the answer').meta({ title: 'Answer', description: 'Said when the topic is chosen, before its follow-ups. Name a figure as {{name}}.' }),
  followUps: z.array(chatFollowUp).min(1, { error: 'at least one follow-up' }).meta({ title: 'Follow-ups' }),
  linkTo: shared(
    z
      .string({ error: 'a page’s route key, e.g. mbbsCheck' })
      .regex(/^[a-zA-Z][\w:./-]*$/, { error: 'a page’s route key, e.g. mbbsCheck' })
      .optional()
      .meta({ title: 'Link to a page', description: 'A page’s route key (content/routes.ts), shown as a link under the answer: mbbsCheck, planner …' }),
  ),
  linkLabel: text('the link’s words').optional().meta({ title: 'Link words', description: 'The words of the link under the answer.' }),
});

export type ChatTopicFile = z.infer<typeof chatTopic>;
export type ChatFollowUpFile = z.infer<typeof chatFollowUp>;
