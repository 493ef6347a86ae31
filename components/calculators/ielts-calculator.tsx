'use client';

import type { IeltsFormCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import {
  calculateIelts,
  formatBand,
  IELTS_MAX,
  IELTS_MIN,
  IELTS_QUERY_KEYS,
  IELTS_SKILLS,
  IELTS_STEP,
  ieltsInputFromQuery,
  ieltsQuery,
  type IeltsResult,
} from '@/lib/ielts';
import { parseNumber } from '@/lib/calc-input';
import { acceptsMessage, CalculatorFormView, useCalculatorForm } from './calculator-form';
import { fieldsOf, NumberField } from './fields';
import { ResultDialog, ResultLabel } from './result-actions';

export type IeltsCalculatorProps = {
  copy: IeltsFormCopy;
  contactHref: string;
  /** An edition's words the copy does not carry: the dialog's Close. */
  closeLabel?: string;
};

type Success = Extract<IeltsResult, { ok: true }>;

/** What the calculator says about a failed check: a band off the half steps names its skill and the steps. */
export const ieltsMessage = (failure: Extract<IeltsResult, { ok: false }>, copy: IeltsFormCopy) =>
  failure.error === 'step'
    ? acceptsMessage(copy.accepts, copy.skills[failure.skill], { min: IELTS_MIN, max: IELTS_MAX, step: IELTS_STEP })
    : copy.messages.invalid;

/**
 * The /ieltsscore form: four scores, Calculate, the result in a dialog; a result clears the fields.
 * The scores are read from the form at submit, so scores typed before the page's scripts started
 * count.
 */
export function IeltsCalculator({ copy, contactHref, closeLabel }: IeltsCalculatorProps) {
  const form = useCalculatorForm<Success>(
    (data) => {
      const outcome = calculateIelts(Object.fromEntries(IELTS_SKILLS.map((skill) => [skill, data.get(IELTS_QUERY_KEYS[skill])])));
      return outcome.ok ? outcome : ieltsMessage(outcome, copy);
    },
    {
      accepts: copy.accepts,
      // A shared link (?l=7&r=6.5&s=6&w=6) shows its result on load; read after mount (static export).
      // One it cannot use fills the fields with the numbers it holds and says what to fix.
      restore: (el) => {
        const shared = ieltsInputFromQuery(window.location.search);
        if (!shared) return null;
        const restored = calculateIelts(shared);
        if (restored.ok) return restored;
        for (const skill of IELTS_SKILLS) fieldsOf(el)[IELTS_QUERY_KEYS[skill]].value = parseNumber(shared[skill]) === null ? '' : shared[skill].trim();
        return ieltsMessage(restored, copy);
      },
      afterResult: (form) => form.reset(),
    },
  );
  const { result, open, close } = form;

  const band = result ? formatBand(result.overall) : '';
  return (
    <>
      <CalculatorFormView form={form} label={copy.formLabel} submit={copy.submit}>
        <div className="grid gap-5 sm:grid-cols-2">
          {IELTS_SKILLS.map((skill) => (
            <NumberField
              key={skill}
              label={copy.skills[skill]}
              // The query keys of a shared link: without scripts, submitting the form opens that link.
              name={IELTS_QUERY_KEYS[skill]}
              min={IELTS_MIN}
              max={IELTS_MAX}
              step={IELTS_STEP}
            />
          ))}
        </div>
      </CalculatorFormView>
      <ResultDialog
        open={open}
        onClose={close}
        title={copy.dialogTitle}
        closeLabel={closeLabel}
        value={result ? band : null}
        before={<ResultLabel>{copy.overallLabel}</ResultLabel>}
        shareQuery={result ? ieltsQuery(result.scores) : ''}
        contactHref={contactHref}
        subject={fill(copy.actions.ctaSubject, { result: band })}
        copy={copy.actions}
      >
        {result && (
          <>
            <p className="mt-2 text-center text-slate-600 dark:text-slate-300">{fill(copy.meanText, { mean: +result.mean.toFixed(3) })}</p>
            <table className="mt-5 w-full text-left">
              <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-white">{copy.breakdownCaption}</caption>
              <tbody>
                {IELTS_SKILLS.map((skill) => (
                  <tr key={skill} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-1.5 font-medium">
                      {copy.skills[skill]}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{result.scores[skill]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ResultDialog>
    </>
  );
}
