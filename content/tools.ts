/**
 * Copy of the free tools (/ieltsscore, /cgpa, /scoreconverter): heroes, form labels, the messages
 * for the checks lib/ielts.ts, lib/cgpa.ts and lib/score-converter.ts report, dialog texts,
 * explanations and the sources of the score converter's tables. Templates fill {placeholders} with
 * lib/calc-text.ts.
 */
import { shell } from '@/content/shell';
import type { IeltsSkill } from '@/lib/ielts';
import type { SourceId, TestName } from '@/lib/score-converter';

/**
 * Said in place of a calculator's button when its script is off or failed to load: the
 * calculators run in the browser, and a static export has no server to answer the form.
 */
export const calculatorScriptNote: string =
  'This calculator works in your browser with JavaScript, which has not loaded on this page. Reload the page to try again, or work out your result with the explanation below.';

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
  messages: { missing: string; invalid: string };
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
  messages: { empty: string; invalid: string };
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
  messages: { empty: string; range: string; sameTest: string };
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

const actions = (ctaSubject: string): ResultActionsCopy => ({
  shareLink: 'Link to this result',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Copy the link above to share this result.',
  ctaLabel: 'Talk to a counsellor about this result',
  ctaSubject,
});

export const ieltsTool: IeltsCopy = {
  hero: {
    eyebrow: 'Free tool',
    title: 'IELTS Overall Score Calculator',
    text: 'Enter your listening, reading, speaking and writing scores to get your overall band, rounded the way IELTS rounds it.',
  },
  sectionTitle: 'Calculate your overall band',
  form: {
    formLabel: 'IELTS overall band calculator',
    skills: { listening: 'Listening', reading: 'Reading', speaking: 'Speaking', writing: 'Writing' },
    messages: { invalid: shell.calculator.ieltsInvalid },
    submit: 'Calculate',
    dialogTitle: 'Your IELTS Overall Band Score',
    overallLabel: 'Overall band',
    meanText: 'Average of your four scores: {mean}, rounded to the nearest half band.',
    breakdownCaption: 'Your scores',
    actions: actions('IELTS overall band {result}: counselling request'),
  },
  explanation: {
    title: 'How the overall band is calculated',
    paragraphs: [
      'Your overall band is the average of your four skill scores, rounded to the nearest half band.',
      'An average ending in .25 rounds up to the next half band and one ending in .75 up to the next whole band; an average ending in .125 rounds down.',
      'The calculator is a planning aid: your official overall band is the one on your Test Report Form.',
    ],
  },
  examples: {
    caption: 'Examples',
    columns: { mean: 'Average', overall: 'Overall band' },
    scores: [
      [6, 6, 6, 6.5],
      [6, 6, 6.5, 6.5],
      [7, 6.5, 6, 6],
      [6.5, 6.5, 7, 7],
    ],
  },
};

export const cgpaTool: CgpaCopy = {
  hero: {
    eyebrow: 'Free tool',
    title: 'CGPA Tools',
    text: 'Calculate your CGPA from up to 10 semesters, or convert a 10-point CGPA to the 4-point scale used by universities abroad.',
  },
  sectionTitle: 'Calculate or convert your CGPA',
  tabsLabel: 'CGPA tools',
  tabs: { calculator: 'CGPA Calculator', converter: '10-to-4 Converter' },
  calculator: {
    formLabel: 'CGPA calculator',
    semestersLabel: 'Number of semesters',
    semesterLabel: 'Semester {n}',
    messages: { missing: 'Please enter SGPA for Semester {n}', invalid: 'Invalid SGPA for Semester {n}. Must be between 0 and 10.' },
    submit: 'Calculate CGPA',
    dialogTitle: 'Your CGPA',
    cgpaLabel: 'CGPA',
    feedback: ['Outstanding Performance!', 'Excellent Work!', 'Good Effort!', 'Keep Improving!', 'Consider Academic Support'],
    basisText: 'Average of {count} semester SGPAs, rounded to 2 decimals.',
    actions: actions('CGPA {result}: counselling request'),
  },
  converter: {
    formLabel: '10-to-4 CGPA converter',
    inputLabel: 'CGPA on the 10-point scale',
    messages: { empty: 'Please enter a CGPA to convert.', invalid: 'Invalid CGPA. Must be between 0 and 10.' },
    submit: 'Convert',
    dialogTitle: 'Your CGPA on the 4-point scale',
    fromText: 'CGPA {cgpa} out of 10 is about',
    gpaLabel: 'out of 4',
    note: 'Universities and credential evaluators may convert differently; check what each university asks for.',
    actions: actions('CGPA {cgpa}/10 = {result}/4: counselling request'),
  },
  calculatorExplanation: {
    title: 'How your CGPA is calculated',
    paragraphs: [
      'Your CGPA is the average of your semester SGPAs, rounded to 2 decimals. Pick the number of semesters you have completed and enter each SGPA on the 10-point scale.',
      'The message with your result follows the CGPA you see:',
    ],
    feedbackCaption: 'Feedback by CGPA',
    columns: { from: 'CGPA', message: 'Message' },
    atLeast: '{min} or more',
    below: 'Below {min}',
  },
  converterExplanation: {
    title: 'How the 10-to-4 conversion works',
    paragraphs: [
      'The converter multiplies your 10-point CGPA by 4 and divides by 10, rounded to 2 decimals: a CGPA of 8.5 becomes 3.40.',
      'This straight-line conversion is a quick guide. Universities abroad and evaluation services may use their own scales, so use it to shortlist, then check each university’s requirement.',
    ],
  },
};

export const scoreConverterTool: ScoreConverterCopy = {
  hero: {
    eyebrow: 'Free tool',
    title: 'Score Converter',
    text: 'Convert scores between TOEFL, IELTS, PTE and Duolingo using the test publishers’ own comparison tables. Results are approximate.',
  },
  sectionTitle: 'Convert your English test score',
  form: {
    formLabel: 'English test score converter',
    inputTestLabel: 'Input test type',
    scoreLabel: 'Your score',
    rangeHint: 'From {min} to {max}',
    outputTestLabel: 'Output test type',
    messages: {
      empty: 'Please enter a score to convert.',
      range: 'Invalid {test} score. Must be between {min} and {max}.',
      sameTest: 'Please select a different output test type.',
    },
    submit: 'Convert',
    dialogTitle: 'Your Approximate Score',
    fromText: '{from} {score} is approximately',
    resultLabel: '{to} (approximate)',
    approximate: 'Approximate: test publishers compare scores by concordance tables, and universities set their own minimum for each test.',
    sourceLabel: 'Source:',
    actions: actions('{from} {score} = {to} {result} (approximate): counselling request'),
  },
  explanation: {
    title: 'How the conversion works',
    paragraphs: [
      'Each test publisher compares its scores with the other tests in a concordance table. The converter looks your score up in the table for the pair you choose and shows the band or range it falls in, with the table’s source.',
      'PTE is compared with TOEFL and Duolingo through IELTS, the scale both sides publish against, because no publisher links those pairs directly.',
      'ETS moved TOEFL iBT to a 1–6 band scale on 21 January 2026 and shows the 0–120 total beside it on score reports for two years. This converter uses the 0–120 total.',
      'Results are approximate. Universities set their own minimum for each test, so always check the programme’s admission page.',
    ],
  },
  tables: {
    title: 'The tables behind the converter',
    intro: 'Every pair the converter offers, with the source of its figures. Open a pair to see its table.',
    columns: { from: '{from} score', to: '{to} (approximate)' },
    sourceLabel: 'Source:',
  },
  sources: {
    site: 'Our own TOEFL iBT to IELTS thresholds, kept from our original converter: they follow ETS’s comparison (ets.org, TOEFL iBT 0–120 scale) from TOEFL 79 up and are stricter below it.',
    ets: 'ETS, “Compare TOEFL iBT scores” with IELTS (ets.org/toefl/institutions/scores/compare), TOEFL iBT 0–120 scale, in use until 21 January 2026.',
    pearson: 'Pearson, PTE Academic concordance with IELTS Academic, “Score setting guidance for institutions” (pearsonpte.com), July 2025.',
    duolingo:
      'Duolingo, Duolingo English Test score comparison with TOEFL iBT and IELTS Academic (englishtest.duolingo.com; concordance study published 2023), Duolingo’s reference after TOEFL’s January 2026 change.',
    'pearson-ets':
      'Through IELTS: Pearson’s PTE Academic–IELTS concordance (pearsonpte.com, July 2025) and ETS’s IELTS–TOEFL iBT comparison (ets.org, 0–120 scale). No publisher links PTE and TOEFL directly.',
    'pearson-duolingo':
      'Through IELTS: Pearson’s PTE Academic–IELTS concordance (pearsonpte.com, July 2025) and Duolingo’s IELTS concordance (englishtest.duolingo.com, 2023 study). No publisher links PTE and Duolingo directly.',
  },
  testNames: { TOEFL: 'TOEFL', IELTS: 'IELTS', PTE: 'PTE', Duolingo: 'Duolingo' },
};
