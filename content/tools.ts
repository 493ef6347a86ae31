/**
 * Copy of the free tools (/ieltsscore, /cgpa, /scoreconverter): heroes, form labels, the messages
 * for the checks lib/ielts.ts, lib/cgpa.ts and lib/score-converter.ts report, dialog texts,
 * explanations and the sources of the score converter's tables, from content/pages/<language>/
 * ieltsscore.yaml, cgpa.yaml and scoreconverter.yaml (schemas beside them). Templates fill
 * {placeholders} with lib/calc-text.ts.
 */
import type { DataLanguage } from '@/content/data/schema';
import { pageWords, type PageContent } from '@/content/pages';
import { shell } from '@/content/shell';
import { IELTS_SKILLS, type IeltsSkill } from '@/lib/ielts';

export type ToolHero = { eyebrow: string; title: string; text: string };

export type Explanation = { title: string; paragraphs: string[] };

/** Share link and counselling call to action under every result. */
export type ResultActionsCopy = {
  /** Text of the link that reopens this result. */
  shareLink: string;
  copy: string;
  copied: string;
  copyFailed: string;
  ctaLabel: string;
  /** Subject of the contact form, with {result} and the tool's other placeholders. */
  ctaSubject: string;
};

export type IeltsFormCopy = {
  formLabel: string;
  skills: Record<IeltsSkill, string>;
  /** Said when a score is missing or outside 0–9 (the same words as the page shell's calculator message). */
  messages: { invalid: string };
  submit: string;
  dialogTitle: string;
  overallLabel: string;
  /** {mean} */
  meanText: string;
  breakdownCaption: string;
  /** A field holding what it cannot use: {label}, {min}, {max}, {step}. */
  accepts: string;
  actions: ResultActionsCopy;
};

export type IeltsCopy = {
  hero: ToolHero;
  sectionTitle: string;
  form: IeltsFormCopy;
  explanation: Explanation;
  examples: { caption: string; columns: { overall: string; mean: string }; scores: [number, number, number, number][] };
};

/** The CGPA page's words, typed from its schema (content/pages/cgpa.schema.ts). */
export type CgpaCopy = Pick<
  PageContent<'cgpa'>,
  'hero' | 'sectionTitle' | 'tabsLabel' | 'tabs' | 'calculator' | 'converter' | 'calculatorExplanation' | 'converterExplanation'
>;
export type CgpaCalculatorCopy = CgpaCopy['calculator'];
export type CgpaConverterCopy = CgpaCopy['converter'];

/** The score converter's words, typed from its schema (content/pages/scoreconverter.schema.ts). */
export type ScoreConverterCopy = Pick<PageContent<'scoreconverter'>, 'hero' | 'sectionTitle' | 'form' | 'explanation' | 'tables' | 'sources' | 'testNames'>;
export type ScoreConverterFormCopy = ScoreConverterCopy['form'];

/** The note said on every calculator page when its script has not run, in a language (content/pages/<language>/ieltsscore.yaml). */
export const calculatorScriptNoteIn = (language: DataLanguage): string => pageWords('ieltsscore', language).scriptNote;

/** The IELTS calculator's words in a language; its message for a wrong score is the page shell's (`invalid`). */
export function ieltsToolIn(language: DataLanguage, invalid: string): IeltsCopy {
  const { hero, sectionTitle, form, explanation, examples } = pageWords('ieltsscore', language);
  const scores = examples.scores.map((e) => IELTS_SKILLS.map((skill) => e[skill]) as [number, number, number, number]);
  return { hero, sectionTitle, form: { ...form, messages: { invalid } }, explanation, examples: { ...examples, scores } };
}

export const calculatorScriptNote: string = calculatorScriptNoteIn('en');

export const ieltsTool: IeltsCopy = ieltsToolIn('en', shell.calculator.ieltsInvalid);

const { hero, sectionTitle, tabsLabel, tabs, calculator, converter, calculatorExplanation, converterExplanation } = pageWords('cgpa');

export const cgpaTool: CgpaCopy = { hero, sectionTitle, tabsLabel, tabs, calculator, converter, calculatorExplanation, converterExplanation };

const scoreConverter = pageWords('scoreconverter');

export const scoreConverterTool: ScoreConverterCopy = {
  hero: scoreConverter.hero,
  sectionTitle: scoreConverter.sectionTitle,
  form: scoreConverter.form,
  explanation: scoreConverter.explanation,
  tables: scoreConverter.tables,
  sources: scoreConverter.sources,
  testNames: scoreConverter.testNames,
};
