/**
 * Copy of the free tools (/ieltsscore, /cgpa, /scoreconverter): heroes, form labels, the messages
 * for the checks lib/ielts.ts, lib/cgpa.ts and lib/score-converter.ts report, dialog texts,
 * explanations and the sources of the score converter's tables, from content/pages/<language>/
 * ieltsscore.yaml, cgpa.yaml and scoreconverter.yaml (schemas beside them). Templates fill
 * {placeholders} with lib/calc-text.ts.
 */
import type { DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import { shell } from '@/content/shell';
import { IELTS_SKILLS, type IeltsSkill } from '@/lib/ielts';
import type { SourceId, TestName } from '@/lib/score-converter';

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

export type CgpaCalculatorCopy = {
  formLabel: string;
  semestersLabel: string;
  /** "Semester {n}". */
  semesterLabel: string;
  /** Said for the first semester ({n}) whose SGPA is missing, or not a number within 0–10. */
  /** `accepts`: a field holding what it cannot use: {label}, {min}, {max}, {step}. */
  messages: { missing: string; invalid: string; accepts: string };
  submit: string;
  dialogTitle: string;
  cgpaLabel: string;
  /** The feedback with a result: one per threshold of lib/cgpa.ts CGPA_FEEDBACK_MINS (highest first), then the one below them all. */
  feedback: string[];
  /** {count} */
  basisText: string;
  actions: ResultActionsCopy;
};

export type CgpaConverterCopy = {
  formLabel: string;
  inputLabel: string;
  messages: { empty: string; invalid: string; accepts: string };
  submit: string;
  dialogTitle: string;
  /** {cgpa} */
  fromText: string;
  gpaLabel: string;
  note: string;
  actions: ResultActionsCopy;
};

export type CgpaCopy = {
  hero: ToolHero;
  sectionTitle: string;
  tabsLabel: string;
  tabs: { calculator: string; converter: string };
  calculator: CgpaCalculatorCopy;
  converter: CgpaConverterCopy;
  calculatorExplanation: Explanation & { feedbackCaption: string; columns: { from: string; message: string }; below: string; atLeast: string };
  converterExplanation: Explanation;
};

export type ScoreConverterFormCopy = {
  formLabel: string;
  inputTestLabel: string;
  scoreLabel: string;
  /** {min}, {max} */
  rangeHint: string;
  outputTestLabel: string;
  /** `range` fills {test}, {min} and {max} with the input test and its range. */
  messages: { empty: string; range: string; sameTest: string; accepts: string };
  submit: string;
  dialogTitle: string;
  /** {from} {score} */
  fromText: string;
  /** {to} */
  resultLabel: string;
  approximate: string;
  sourceLabel: string;
  actions: ResultActionsCopy;
};

export type ScoreConverterCopy = {
  hero: ToolHero;
  sectionTitle: string;
  form: ScoreConverterFormCopy;
  explanation: Explanation;
  tables: { title: string; intro: string; columns: { from: string; to: string }; sourceLabel: string };
  /** Where each table comes from, with its date: shown under a result and under each table. */
  sources: Record<SourceId, string>;
  testNames: Record<TestName, string>;
};

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
