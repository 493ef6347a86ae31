'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { CgpaCalculatorCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { formatFixed } from '@/lib/calc-input';
import {
  acceptCgpaTyping,
  calculateCgpa,
  cgpaQuery,
  resizeSemesters,
  semesterKey,
  SEMESTERS_MAX,
  SEMESTERS_MIN,
  SGPA_MAX,
  SGPA_MIN,
  SGPA_STEP,
  sgpasFromQuery,
  type CgpaResult,
} from '@/lib/cgpa';
import { InlineAlert, useFormAlert } from './inline-alert';
import { NumberField, SelectField } from './fields';
import { ResultDialog, ResultLabel, ResultText } from './result-actions';

export type CgpaCalculatorProps = { copy: CgpaCalculatorCopy; contactHref: string };

type Success = Extract<CgpaResult, { ok: true }>;

const counts = Array.from({ length: SEMESTERS_MAX - SEMESTERS_MIN + 1 }, (_, i) => String(SEMESTERS_MIN + i));

/** The CGPA tab: a semester count (1–10), one SGPA per semester, the CGPA and its feedback in a dialog. */
export function CgpaCalculator({ copy, contactHref }: CgpaCalculatorProps) {
  const [values, setValues] = useState<string[]>(() => resizeSemesters([], SEMESTERS_MIN));
  const [result, setResult] = useState<Success | null>(null);
  const [open, setOpen] = useState(false);
  const { alert, show, clear } = useFormAlert();

  // A shared link (?semester1=8.5&semester2=9) fills the form and shows its result on load.
  useEffect(() => {
    const shared = sgpasFromQuery(window.location.search);
    if (!shared) return;
    const restored = calculateCgpa(shared);
    if (!restored.ok) return;
    setValues(resizeSemesters(restored.sgpas.map(String), restored.sgpas.length));
    setResult(restored);
    setOpen(true);
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const outcome = calculateCgpa(values);
    if (!outcome.ok) return show(outcome.message);
    clear();
    setResult(outcome);
    setOpen(true);
  };

  const cgpa = result ? formatFixed(result.cgpa, 2) : '';
  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={copy.formLabel} className="space-y-6">
        <SelectField
          label={copy.semestersLabel}
          name="semesters"
          value={String(values.length)}
          // Fewer semesters delete the removed semesters' SGPAs (spec 001 §4).
          onValueChange={(n) => setValues((v) => resizeSemesters(v, Number(n)))}
          options={counts.map((n) => ({ value: n, label: n }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {values.map((value, i) => (
            <NumberField
              key={i}
              label={fill(copy.semesterLabel, { n: i + 1 })}
              name={semesterKey(i + 1)}
              value={value}
              onValueChange={(raw) => setValues((v) => v.map((old, j) => (j === i ? raw : old)))}
              accept={acceptCgpaTyping}
              min={SGPA_MIN}
              max={SGPA_MAX}
              step={SGPA_STEP}
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
        value={result ? cgpa : null}
        before={<ResultLabel>{copy.cgpaLabel}</ResultLabel>}
        shareQuery={result ? cgpaQuery(result.sgpas) : ''}
        contactHref={contactHref}
        subject={fill(copy.actions.ctaSubject, { result: cgpa })}
        copy={copy.actions}
      >
        {result && (
          <>
            <p className="mt-3 text-center text-xl font-bold text-slate-900 dark:text-white">{result.feedback}</p>
            <p className="mt-2 text-center text-slate-600 dark:text-slate-300">{fill(copy.basisText, { count: result.sgpas.length })}</p>
          </>
        )}
      </ResultDialog>
    </>
  );
}
