'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { CgpaCalculatorCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { formatFixed } from '@/lib/calc-input';
import {
  acceptCgpaTyping,
  calculateCgpa,
  cgpaQuery,
  clampSemesters,
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
import { fieldText, NumberField, SelectField, setFieldValue } from './fields';
import { ScriptNote, submitWhenScripted, useHydrated } from './script-note';
import { ResultDialog, ResultLabel, ResultText } from './result-actions';

export type CgpaCalculatorProps = { copy: CgpaCalculatorCopy; contactHref: string };

type Success = Extract<CgpaResult, { ok: true }>;

const counts = Array.from({ length: SEMESTERS_MAX - SEMESTERS_MIN + 1 }, (_, i) => String(SEMESTERS_MIN + i));

/**
 * The CGPA tab: a semester count (1–10), one SGPA per semester, the CGPA and its feedback in a
 * dialog. The fields are uncontrolled and read at submit: a count chosen or an SGPA typed before the
 * page's scripts started counts (the count then shows its fields once they have).
 */
export function CgpaCalculator({ copy, contactHref }: CgpaCalculatorProps) {
  const [count, setCount] = useState(SEMESTERS_MIN);
  const [result, setResult] = useState<Success | null>(null);
  const [open, setOpen] = useState(false);
  const { alert, show, clear } = useFormAlert();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  /** SGPAs of a shared link, written into their fields once those are rendered. */
  const [restoring, setRestoring] = useState<string[] | null>(null);

  useEffect(() => {
    const form = formRef.current!;
    const shared = sgpasFromQuery(window.location.search);
    const restored = shared ? calculateCgpa(shared) : null;
    if (restored?.ok) {
      // A shared link (?semester1=8.5&semester2=9) fills the form and shows its result on load.
      setRestoring(restored.sgpas.map(String));
      (form.elements.namedItem('semesters') as HTMLSelectElement).value = String(restored.sgpas.length);
      setCount(restored.sgpas.length);
      setResult(restored);
      setOpen(true);
    } else {
      // A count chosen before start-up: show its fields.
      setCount(clampSemesters(new FormData(form).get('semesters')));
    }
  }, []);

  useEffect(() => {
    if (!restoring) return;
    restoring.forEach((v, i) => setFieldValue(formRef.current!.elements.namedItem(semesterKey(i + 1)), v));
    setRestoring(null);
  }, [restoring, count]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const n = clampSemesters(data.get('semesters'));
    const outcome = calculateCgpa(Array.from({ length: n }, (_, i) => fieldText(data, semesterKey(i + 1))));
    if (!outcome.ok) return show(outcome.message);
    clear();
    setResult(outcome);
    setOpen(true);
  };

  const cgpa = result ? formatFixed(result.cgpa, 2) : '';
  return (
    <>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.formLabel} className="space-y-6">
        <SelectField
          label={copy.semestersLabel}
          name="semesters"
          defaultValue={String(SEMESTERS_MIN)}
          // Fewer semesters unmount the removed semesters' fields, deleting their SGPAs (spec 001 §4).
          onValueChange={(n) => setCount(clampSemesters(n))}
          options={counts.map((n) => ({ value: n, label: n }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {Array.from({ length: count }, (_, i) => (
            <NumberField
              key={i}
              label={fill(copy.semesterLabel, { n: i + 1 })}
              name={semesterKey(i + 1)}
              accept={acceptCgpaTyping}
              min={SGPA_MIN}
              max={SGPA_MAX}
              step={SGPA_STEP}
            />
          ))}
        </div>
        <InlineAlert alert={alert} />
        <button type="submit" className={submitWhenScripted(hydrated, buttonClasses('primary', 'lg', 'w-full sm:w-auto'))}>
          {copy.submit}
        </button>
        <ScriptNote hydrated={hydrated} />
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
