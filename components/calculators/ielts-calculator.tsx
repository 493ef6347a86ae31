'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
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
import { InlineAlert, useFormAlert } from './inline-alert';
import { NumberField } from './fields';
import { ResultDialog, ResultLabel } from './result-actions';

export type IeltsCalculatorProps = {
  copy: IeltsFormCopy;
  contactHref: string;
  /** An edition's words the copy does not carry: the check message and the dialog's Close. */
  invalidMessage?: string;
  closeLabel?: string;
};

type Success = Extract<IeltsResult, { ok: true }>;

/**
 * The /ieltsscore form: four scores, Calculate, the result in a dialog; a success clears the fields
 * (spec 001 §4). The scores are read from the form at submit, so scores typed before the page's
 * scripts started count.
 */
export function IeltsCalculator({ copy, contactHref, invalidMessage, closeLabel }: IeltsCalculatorProps) {
  const [result, setResult] = useState<Success | null>(null);
  const [open, setOpen] = useState(false);
  const { alert, show, clear } = useFormAlert();

  // A shared link (?l=7&r=6.5&s=6&w=6) shows its result on load; read after mount (static export).
  useEffect(() => {
    const shared = ieltsInputFromQuery(window.location.search);
    const restored = shared && calculateIelts(shared);
    if (restored && restored.ok) {
      setResult(restored);
      setOpen(true);
    }
  }, []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const outcome = calculateIelts(Object.fromEntries(IELTS_SKILLS.map((skill) => [skill, data.get(IELTS_QUERY_KEYS[skill])])));
    if (!outcome.ok) return show(invalidMessage ?? outcome.message);
    clear();
    setResult(outcome);
    setOpen(true);
    form.reset();
  };

  const band = result ? formatBand(result.overall) : '';
  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={copy.formLabel} className="space-y-6">
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
        <InlineAlert alert={alert} />
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {copy.submit}
        </button>
      </form>
      <ResultDialog
        open={open}
        onClose={() => setOpen(false)}
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
