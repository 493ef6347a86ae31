'use client';

import { useState } from 'react';
import type { ScoreConverterFormCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import {
  conversionFromQuery,
  conversionQuery,
  convertScore,
  parseTest,
  TEST_RANGES,
  TESTS,
  type Conversion,
  type SourceId,
  type TestName,
} from '@/lib/score-converter';
import { acceptsMessage, CalculatorFormView, useCalculatorForm } from './calculator-form';
import { parseNumber } from '@/lib/calc-input';
import { fieldsOf, NumberField, SelectField } from './fields';
import { ResultDialog, ResultLabel, ResultText } from './result-actions';

export type ScoreConverterFormProps = {
  copy: ScoreConverterFormCopy;
  testNames: Record<TestName, string>;
  /** Source and date of each table, shown under the result. */
  sources: Record<SourceId, string>;
  contactHref: string;
};

type Success = Extract<Conversion, { ok: true }>;

/**
 * What the converter says about a failed check; the range message names the input test and its
 * range, a score off the test's step names the field (`label`) with its range and step.
 */
export function scoreMessage(failure: Extract<Conversion, { ok: false }>, messages: ScoreConverterFormCopy['messages'], label: string): string {
  if (failure.error === 'empty') return messages.empty;
  if (failure.error === 'same-test') return messages.sameTest;
  if (failure.error === 'step') return acceptsMessage(messages.accepts, label, failure);
  const { test, min, max } = failure;
  return fill(messages.range, { test, min, max });
}

/**
 * /scoreconverter: input test, score (range and step per test), output test, Convert.
 * The fields are uncontrolled and read at submit, so tests chosen and a score typed before the
 * page's scripts started count; `from` is kept in state only for the score field's range.
 */
export function ScoreConverterForm({ copy, testNames, sources, contactHref }: ScoreConverterFormProps) {
  const [from, setFrom] = useState<TestName>('TOEFL');
  const form = useCalculatorForm<Success>(
    (data) => {
      const outcome = convertScore(parseTest(data.get('from')) ?? from, parseTest(data.get('to')) ?? 'IELTS', data.get('score'));
      return outcome.ok ? outcome : scoreMessage(outcome, copy.messages, copy.scoreLabel);
    },
    {
      accepts: copy.messages.accepts,
      restore: (el) => {
        const field = fieldsOf(el);
        const shared = conversionFromQuery(window.location.search);
        if (shared) {
          // A shared link (?from=TOEFL&score=100&to=IELTS) fills the form and shows its result on
          // load; one it cannot use (TOEFL 121) fills what it can and says what to fix.
          const restored = convertScore(shared.from, shared.to, shared.score);
          field.from.value = shared.from;
          field.to.value = shared.to;
          field.score.value = parseNumber(shared.score) === null ? '' : shared.score.trim();
          setFrom(shared.from);
          return restored.ok ? restored : scoreMessage(restored, copy.messages, copy.scoreLabel);
        }
        // An input test chosen before start-up: the score field takes its range.
        setFrom(parseTest(field.from.value) ?? 'TOEFL');
      },
    },
  );
  const { result, open, close } = form;

  // The score stays as typed when the input test changes: one the new test cannot take gets its message at Convert.
  const changeFrom = (value: string) => setFrom(parseTest(value) ?? from);

  const options = TESTS.map((t) => ({ value: t, label: testNames[t] }));
  const range = TEST_RANGES[from];
  const vars = result ? { from: testNames[result.from], to: testNames[result.to], score: String(result.score), result: result.value } : null;
  return (
    <>
      <CalculatorFormView form={form} label={copy.formLabel} submit={copy.submit}>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField label={copy.inputTestLabel} name="from" defaultValue="TOEFL" onValueChange={changeFrom} options={options} />
          <NumberField
            label={copy.scoreLabel}
            name="score"
            min={range.min}
            max={range.max}
            step={range.step}
            hint={fill(copy.rangeHint, { min: range.min, max: range.max })}
          />
          <SelectField label={copy.outputTestLabel} name="to" defaultValue="IELTS" options={options} />
        </div>
      </CalculatorFormView>
      <ResultDialog
        open={open}
        onClose={close}
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
