/**
 * The MBBS degree check's words (content/pages/<language>/mbbs-check.yaml). No figure is typed here:
 * each rule's {placeholder} is a fact of content/facts/mbbs.yaml or neet.yaml ({courseMonths},
 * {internshipMonths}, {completeWithinYears}, {pcbGeneralPercent}, {pcbReservedPercent},
 * {pcbPwbdPercent}, {minimumAge}, {indiaInternshipMonths}, {neetValidYears}, {licentiateWithinYears},
 * {onlineInternship}, {bsExtraInternshipMonths}), filled in by content/mbbs-check.ts.
 */
import { z } from 'zod';
import { CHECK_CHOICES, RULE_IDS, type CheckError, type Overall, type RuleStatus } from '@/lib/mbbs-check';
import { pageSchema, text } from './schema';
import { labels, resultActions, sectionTitle, toolHero } from './tool-words';

const ERRORS = ['months', 'intern', 'neetYear', 'pcb', 'join', 'dob', 'dobAfterJoin'] as const satisfies readonly CheckError[];
const OVERALL = ['before', 'notMet', 'incomplete', 'meetsChecked'] as const satisfies readonly Overall[];
const STATUSES = ['met', 'notMet', 'unknown', 'planned', 'required', 'earlier'] as const satisfies readonly RuleStatus[];

const rule = z
  .strictObject({
    name: text('the rule’s short name').meta({ title: 'Name' }),
    rule: text('the rule as the regulations state it').meta({ title: 'Rule', description: 'Name its figure as {courseMonths} …, never type it.' }),
    document: text('the document that would tell').meta({ title: 'What would tell', description: 'Shown when the check cannot tell.' }),
  })
  .meta({ title: 'Rule' });

const options = <F extends keyof typeof CHECK_CHOICES>(title: string, field: F) => labels(title, CHECK_CHOICES[field]);

export const mbbsCheckPage = pageSchema('MBBS degree check', {
  hero: toolHero,
  sectionTitle,
  form: z
    .strictObject({
      ...labels('Form', [
        'label',
        'offerLegend',
        'offerIntro',
        'uni',
        'otherUni',
        'country',
        'countryHint',
        'months',
        'monthsExample',
        'intern',
        'internAt',
        'lang',
        'oneInst',
        'practise',
        'join',
        'joinHint',
        'studentLegend',
        'neet',
        'pcb',
        'cat',
        'eng',
        'dob',
        'submit',
        'online',
        'neetYear',
        'neetYearHint',
      ]).shape,
      internAtOptions: options('Where the internship is', 'internAt'),
      langOptions: options('Language of teaching', 'lang'),
      yesNo: options('Yes, no, not stated', 'oneInst'),
      neetOptions: options('NEET result', 'neet'),
      catOptions: options('Category', 'cat'),
      onlineOptions: options('Online teaching', 'online'),
    })
    .meta({ title: 'Form' }),
  messages: labels('What to fix, one per check', [...ERRORS, 'accepts']),
  rules: z.strictObject(Object.fromEntries(RULE_IDS.map((id) => [id, rule.meta({ title: id })])) as Record<(typeof RULE_IDS)[number], typeof rule>).meta({
    title: 'The rules',
  }),
  stages: labels('The rules’ groups', ['course', 'admission', 'after']),
  result: z
    .strictObject({
      ...labels('Result', ['title', 'offer', 'confirmTitle', 'confirmIntro', 'afterNote', 'print', 'columnsRule', 'columnsStatus']).shape,
      overall: labels('The overall answer', OVERALL),
      status: labels('Each rule’s answer', STATUSES),
      earlier: labels('Classes started before the 2021 regulations: the 2002 rules ({effective}, {earlier}, {bsExtraInternshipMonths} filled in)', [
        'title',
        'text',
        'online',
        'bs',
      ]),
      actions: resultActions,
    })
    .meta({ title: 'The result' }),
  fact: labels('Source lines', ['asOf', 'source', 'effective', 'notConfirmed']),
  checklist: labels('The rules as a paper checklist (shown to every visitor, the only check without script)', [
    'title',
    'intro',
    'tick',
    'noScript',
    'noScriptLink',
  ]),
  programme: labels('A university’s programme on its card', ['title', 'quoted', 'link', 'months', 'internship', 'language', 'registration', 'notStated']),
  promo: labels('Link to the check (MBBS and NEET pages)', ['title', 'text', 'link']),
});
