'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { CgpaConverterCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { formatFixed } from '@/lib/calc-input';
import { acceptCgpaTyping, convertCgpa, converterInputFromQuery, converterQuery, SGPA_MAX, SGPA_MIN, SGPA_STEP, type CgpaConversion } from '@/lib/cgpa';
import { InlineAlert, useFormAlert } from './inline-alert';
import { fieldsOf, NumberField, setFieldValue } from './fields';
import { ResultDialog, ResultLabel, ResultText } from './result-actions';

export type CgpaConverterProps = { copy: CgpaConverterCopy; contactHref: string };

type Success = Extract<CgpaConversion, { ok: true }>;

/** The 10-to-4 tab: one CGPA, its 4-point value in a second dialog of its own (spec 001 §2). */
export function CgpaConverter({ copy, contactHref }: CgpaConverterProps) {
  const [result, setResult] = useState<Success | null>(null);
  const [open, setOpen] = useState(false);
  const { alert, show, clear } = useFormAlert();
  const formRef = useRef<HTMLFormElement>(null);

  // A shared link (?cgpa=8.2) shows its conversion on load, on this tab: select the tab that labels
  // the panel holding this form, as a visitor's click would.
  useEffect(() => {
    const shared = converterInputFromQuery(window.location.search);
    if (shared === null) return;
    const restored = convertCgpa(shared);
    if (!restored.ok) return;
    const tabId = formRef.current?.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby');
    if (tabId) document.getElementById(tabId)?.click();
    setFieldValue(fieldsOf(formRef.current!).cgpa, String(restored.cgpa));
    setResult(restored);
    setOpen(true);
  }, []);

  // Read from the form at submit: a CGPA typed before the page's scripts started counts.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const outcome = convertCgpa(new FormData(e.currentTarget).get('cgpa'));
    if (!outcome.ok) return show(outcome.message);
    clear();
    setResult(outcome);
    setOpen(true);
  };

  const gpa = result ? formatFixed(result.gpa, 2) : '';
  const cgpa = result ? String(result.cgpa) : '';
  return (
    <>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.formLabel} className="space-y-6">
        <NumberField
          label={copy.inputLabel}
          name="cgpa"
          accept={acceptCgpaTyping}
          min={SGPA_MIN}
          max={SGPA_MAX}
          step={SGPA_STEP}
        />
        <InlineAlert alert={alert} />
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {copy.submit}
        </button>
      </form>
      <ResultDialog
        open={open}
        onClose={() => setOpen(false)}
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
