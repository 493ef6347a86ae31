/**
 * What the calculators say about a failed check: lib/ielts.ts, lib/cgpa.ts and lib/score-converter.ts
 * report outcomes, these turn them into the words of the form's copy (content/tools.ts).
 */
import type { CgpaCalculatorCopy, CgpaConverterCopy, IeltsFormCopy, ScoreConverterFormCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import type { CgpaConversion, CgpaResult } from '@/lib/cgpa';
import type { IeltsResult } from '@/lib/ielts';
import { TEST_RANGES, type Conversion } from '@/lib/score-converter';

type Failure<T> = Extract<T, { ok: false }>;

export const ieltsMessage = (_failure: Failure<IeltsResult>, messages: IeltsFormCopy['messages']) => messages.invalid;

export const cgpaMessage = (failure: Failure<CgpaResult>, messages: CgpaCalculatorCopy['messages']) =>
  fill(failure.error === 'missing' ? messages.missing : messages.invalid, { n: failure.semester });

export const cgpaConversionMessage = (failure: Failure<CgpaConversion>, messages: CgpaConverterCopy['messages']) =>
  failure.error === 'empty' ? messages.empty : messages.invalid;

export function scoreMessage(failure: Failure<Conversion>, messages: ScoreConverterFormCopy['messages']): string {
  if (failure.error === 'empty') return messages.empty;
  if (failure.error === 'same-test') return messages.sameTest;
  const { min, max } = TEST_RANGES[failure.test];
  return fill(messages.range, { test: failure.test, min, max });
}
