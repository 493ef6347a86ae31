/**
 * The study-cost planner page's words (content/pages/<language>/planner.yaml). The figures are never
 * typed here: the planner fills each {placeholder} from content/facts/*.yaml through lib/planner.ts
 * and lib/loan.ts ({perMonth}, {months}, {country}, {rate}, {date}, {years} …); the official table's
 * rows name the figures of content/visa-funds.ts ({ukLondonMonth} …).
 */
import { z } from 'zod';
import type { FundsLineKind, FundsNote, PlanError } from '@/lib/planner';
import { PLANNER_COUNTRIES } from '@/lib/planner';
import { pageSchema, text } from './schema';
import { explanation, labels, resultActions, sectionTitle, toolHero } from './tool-words';

const LINES = [
  'ukLiving',
  'canadaLiving',
  'australiaStudent',
  'australiaPartner',
  'australiaChildren',
  'australiaSchool',
  'usaI20',
  'germanyBlocked',
  'irelandYear',
  'irelandMonths',
  'nzYear',
  'nzMonths',
  'tuition',
] as const satisfies readonly FundsLineKind[];

const NOTES = ['familyNotCounted', 'travel', 'australiaIncome', 'nzEachYear', 'ukFeesPaid'] as const satisfies readonly FundsNote[];

const ERRORS = [
  'country',
  'months',
  'tuition',
  'i20',
  'children',
  'school',
  'fx',
  'amount',
  'rate',
  'years',
  'courseMonths',
  'graceMonths',
  'interest',
] as const satisfies readonly PlanError[];

const line = z.strictObject({ label: text('the line’s name').meta({ title: 'Label' }), rule: text('the rule behind it').meta({ title: 'Rule' }) });

export const plannerPage = pageSchema('Study-cost planner', {
  hero: toolHero,
  sectionTitle,
  countries: labels('Countries', PLANNER_COUNTRIES),
  form: z
    .strictObject({
      ...labels('Form', [
        'label',
        'courseLegend',
        'country',
        'months',
        'monthsHint',
        'city',
        'cityHint',
        'tuition',
        'tuitionHint',
        'familyLegend',
        'partner',
        'children',
        'school',
        'schoolHint',
        'fx',
        'fxHint',
        'loanLegend',
        'loanIntro',
        'loan',
        'loanHint',
        'apr',
        'years',
        'grace',
        'graceHint',
        'during',
        'submit',
      ]).shape,
      cities: labels('Cities', ['london', 'elsewhere']),
      partnerOptions: labels('Partner options', ['no', 'yes']),
      duringOptions: labels('Interest options', ['added', 'paid']),
    })
    .meta({ title: 'Form' }),
  messages: labels('What to fix, one per check', [...ERRORS, 'accepts']),
  result: z
    .strictObject({
      ...labels('Result', [
        'title',
        'fundsTitle',
        'tuitionSource',
        'total',
        'rupeesTitle',
        'rateDefault',
        'rateOwn',
        'rupeesTotal',
        'loanTitle',
        'noLoan',
        'section80e',
        'print',
        'send',
        'messageIntro',
        'messageLink',
      ]).shape,
      columns: labels('Columns', ['item', 'amount']),
      lines: z
        .strictObject(Object.fromEntries(LINES.map((k) => [k, line.meta({ title: k })])) as Record<(typeof LINES)[number], typeof line>)
        .meta({ title: 'Lines' }),
      notes: labels('Notes', NOTES),
      loanRows: labels('Loan table', [
        'amount',
        'rate',
        'moratorium',
        'moratoriumPaid',
        'moratoriumAdded',
        'repaymentPrincipal',
        'emi',
        'totalInterest',
        'totalRepaid',
      ]),
      assumption: labels('What the loan plan assumes', ['added', 'paid']),
      actions: resultActions,
    })
    .meta({ title: 'The plan' }),
  fact: labels('Source lines', ['asOf', 'source', 'effective', 'notConfirmed']),
  table: z
    .strictObject({
      ...labels('Official figures', ['title', 'intro', 'caption', 'noDate']).shape,
      columns: labels('Columns', ['country', 'rule', 'effective', 'source']),
      rows: labels('Each country’s rule', PLANNER_COUNTRIES),
    })
    .meta({ title: 'The official figures' }),
  loanExplanation: z
    .strictObject({ ...explanation('How the loan plan is worked out').shape, example: text('the worked example').meta({ title: 'Example' }) })
    .meta({ title: 'How the loan plan is worked out' }),
  promo: labels('Link to the planner (under the calculators and on /countries)', ['title', 'text', 'link']),
});
