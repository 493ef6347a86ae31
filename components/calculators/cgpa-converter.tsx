'use client';

import type { CgpaConverterCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { formatFixed, parseNumber } from '@/lib/calc-input';
import { convertCgpa, converterInputFromQuery, converterQuery, SGPA_MAX, SGPA_MIN, SGPA_STEP, type CgpaConversion } from '@/lib/cgpa';
import { CalculatorFormView, useCalculatorForm } from './calculator-form';
import { fieldsOf, NumberField } from './fields';
import { ResultDialog, ResultLabel, ResultText } from './result-actions';

export type CgpaConverterProps = { copy: CgpaConverterCopy; contactHref: string };

type Success = Extract<CgpaConversion, { ok: true }>;

/** What the converter says about a failed check. */
export const cgpaConversionMessage = (failure: Extract<CgpaConversion, { ok: false }>, messages: CgpaConverterCopy['messages']) =>
  failure.error === 'empty' ? messages.empty : messages.invalid;

/**
 * The 10-to-4 tab: one CGPA, its 4-point value in a second dialog of its own. The CGPA is read from
 * the form at submit: a CGPA typed before the page's scripts started counts.
 */
export function CgpaConverter({ copy, contactHref }: CgpaConverterProps) {
  const form = useCalculatorForm<Success>(
    (data) => {
      const outcome = convertCgpa(data.get('cgpa'));
      return outcome.ok ? outcome : cgpaConversionMessage(outcome, copy.messages);
    },
    {
      accepts: copy.messages.accepts,
      // A shared link (?cgpa=8.2) shows its conversion on load, on this tab: select the tab that
      // labels the panel holding this form, as a visitor's click would.
      // One it cannot use shows the tab with what it holds and says what to fix.
      restore: (el) => {
        const shared = converterInputFromQuery(window.location.search);
        if (shared === null) return null;
        const restored = convertCgpa(shared);
        const tabId = el.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby');
        if (tabId) document.getElementById(tabId)?.click();
        fieldsOf(el).cgpa.value = restored.ok ? String(restored.cgpa) : parseNumber(shared) === null ? '' : shared.trim();
        return restored.ok ? restored : cgpaConversionMessage(restored, copy.messages);
      },
    },
  );
  const { result, open, close } = form;

  const gpa = result ? formatFixed(result.gpa, 2) : '';
  const cgpa = result ? String(result.cgpa) : '';
  return (
    <>
      <CalculatorFormView form={form} label={copy.formLabel} submit={copy.submit}>
        <NumberField label={copy.inputLabel} name="cgpa" min={SGPA_MIN} max={SGPA_MAX} step={SGPA_STEP} />
      </CalculatorFormView>
      <ResultDialog
        open={open}
        onClose={close}
        title={copy.dialogTitle}
        value={result ? gpa : null}
        before={<ResultText>{fill(copy.fromText, { cgpa })}</ResultText>}
        after={<ResultLabel>{copy.gpaLabel}</ResultLabel>}
        shareQuery={result ? converterQuery(result.cgpa) : ''}
        contactHref={contactHref}
        subject={fill(copy.actions.ctaSubject, { cgpa, result: gpa })}
        copy={copy.actions}
      >
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{copy.note}</p>
      </ResultDialog>
    </>
  );
}
