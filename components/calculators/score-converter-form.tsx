'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { ScoreConverterFormCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import {
  acceptScoreTyping,
  conversionFromQuery,
  conversionQuery,
  convertScore,
  TEST_RANGES,
  TESTS,
  type Conversion,
  type SourceId,
  type TestName,
} from '@/lib/score-converter';
import { InlineAlert, useFormAlert } from './inline-alert';
import { NumberField, SelectField } from './fields';
import { ResultDialog, ResultLabel, ResultText } from './result-actions';

export type ScoreConverterFormProps = {
  copy: ScoreConverterFormCopy;
  testNames: Record<TestName, string>;
  /** Source and date of each table, shown under the result. */
  sources: Record<SourceId, string>;
  contactHref: string;
};

type Success = Extract<Conversion, { ok: true }>;

/** /scoreconverter: input test, score (range and step per test, spec 001 §5), output test, Convert. */
export function ScoreConverterForm({ copy, testNames, sources, contactHref }: ScoreConverterFormProps) {
  const [from, setFrom] = useState<TestName>('TOEFL');
  const [to, setTo] = useState<TestName>('IELTS');
  const [score, setScore] = useState('');
  const [result, setResult] = useState<Success | null>(null);
  const [open, setOpen] = useState(false);
  const { alert, show, clear } = useFormAlert();

  // A shared link (?from=TOEFL&score=100&to=IELTS) fills the form and shows its result on load.
  useEffect(() => {
    const shared = conversionFromQuery(window.location.search);
    if (!shared) return;
    const restored = convertScore(shared.from, shared.to, shared.score);
    if (!restored.ok) return;
    setFrom(restored.from);
    setTo(restored.to);
    setScore(String(restored.score));
    setResult(restored);
    setOpen(true);
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const outcome = convertScore(from, to, score);
    if (!outcome.ok) return show(outcome.message);
    clear();
    setResult(outcome);
    setOpen(true);
  };

  const changeFrom = (value: string) => {
    const test = TESTS.find((t) => t === value) ?? from;
    setFrom(test);
    // A score outside the new test's range is dropped rather than kept as an impossible value.
    if (!acceptScoreTyping(test, score)) setScore('');
  };

  const options = TESTS.map((t) => ({ value: t, label: testNames[t] }));
  const range = TEST_RANGES[from];
  const vars = result ? { from: testNames[result.from], to: testNames[result.to], score: String(result.score), result: result.value } : null;
  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={copy.formLabel} className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField label={copy.inputTestLabel} name="from" value={from} onValueChange={changeFrom} options={options} />
          <NumberField
            label={copy.scoreLabel}
            name="score"
            value={score}
            onValueChange={setScore}
            accept={(raw) => acceptScoreTyping(from, raw)}
            min={range.min}
            max={range.max}
            step={range.step}
            hint={fill(copy.rangeHint, { min: range.min, max: range.max })}
          />
          <SelectField label={copy.outputTestLabel} name="to" value={to} onValueChange={(v) => setTo(TESTS.find((t) => t === v) ?? to)} options={options} />
        </div>
        <InlineAlert alert={alert} />
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {copy.submit}
        </button>
      </form>
      <ResultDialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy.dialogTitle}
        value={result && vars ? result.value : null}
        before={vars && <ResultText>{fill(copy.fromText, vars)}</ResultText>}
        after={vars && <ResultLabel>{fill(copy.resultLabel, vars)}</ResultLabel>}
        shareQuery={result ? conversionQuery(result.from, result.to, result.score) : ''}
        contactHref={contactHref}
        subject={vars ? fill(copy.actions.ctaSubject, vars) : ''}
        copy={copy.actions}
        valueClassName="text-5xl sm:text-6xl"
      >
        {result && (
          <>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{copy.approximate}</p>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              <span className="font-semibold">{copy.sourceLabel}</span> {sources[result.source]}
            </p>
          </>
        )}
      </ResultDialog>
    </>
  );
}
