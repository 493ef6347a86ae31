'use client';

import { useState } from 'react';
import type { CgpaCalculatorCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { formatFixed, parseNumber } from '@/lib/calc-input';
import {
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
import { CalculatorFormView, useCalculatorForm } from './calculator-form';
import { NumberField, SelectField } from './fields';
import { ResultDialog, ResultLabel } from './result-actions';

export type CgpaCalculatorProps = { copy: CgpaCalculatorCopy; contactHref: string };

type Success = Extract<CgpaResult, { ok: true }>;

/** What the calculator says about a failed check: the first semester ({n}) to fix. */
export const cgpaMessage = (failure: Extract<CgpaResult, { ok: false }>, messages: CgpaCalculatorCopy['messages']) =>
  fill(failure.error === 'missing' ? messages.missing : messages.invalid, { n: failure.semester });

const counts = Array.from({ length: SEMESTERS_MAX - SEMESTERS_MIN + 1 }, (_, i) => String(SEMESTERS_MIN + i));

/**
 * The CGPA tab: a semester count (1–10), one SGPA per semester, the CGPA and its feedback in a
 * dialog. The fields are uncontrolled and read at submit: a count chosen or an SGPA typed before the
 * page's scripts started counts (the count then shows its fields once they have).
 */
export function CgpaCalculator({ copy, contactHref }: CgpaCalculatorProps) {
  const [count, setCount] = useState(SEMESTERS_MIN);
  /** A shared link's SGPAs: its fields are created afresh (key) with these as their values. */
  const [shared, setShared] = useState<string[]>([]);
  const form = useCalculatorForm<Success>(
    (data) => {
      const n = clampSemesters(data.get('semesters'));
      const outcome = calculateCgpa(Array.from({ length: n }, (_, i) => data.get(semesterKey(i + 1))));
      return outcome.ok ? outcome : cgpaMessage(outcome, copy.messages);
    },
    {
      accepts: copy.messages.accepts,
      restore: (el) => {
        const sgpas = sgpasFromQuery(window.location.search);
        if (sgpas) {
          // A shared link (?semester1=8.5&semester2=9) fills the form and shows its result on load;
          // one it cannot use fills what it can and says which semester to fix.
          const restored = calculateCgpa(sgpas);
          setShared(restored.ok ? restored.sgpas.map(String) : sgpas.map((raw) => (parseNumber(raw) === null ? '' : raw.trim())));
          setCount(sgpas.length);
          return restored.ok ? restored : cgpaMessage(restored, copy.messages);
        }
        // A count chosen before start-up: show its fields.
        setCount(clampSemesters(new FormData(el).get('semesters')));
      },
    },
  );
  const { result, open, close } = form;

  const cgpa = result ? formatFixed(result.cgpa, 2) : '';
  return (
    <>
      <CalculatorFormView form={form} label={copy.formLabel} submit={copy.submit}>
        <SelectField
          key={shared.length}
          label={copy.semestersLabel}
          name="semesters"
          defaultValue={String(shared.length || SEMESTERS_MIN)}
          // Fewer semesters unmount the removed semesters' fields, deleting their SGPAs: a semester
          // added back starts empty.
          onValueChange={(n) => setCount(+n)}
          options={counts.map((n) => ({ value: n, label: n }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {Array.from({ length: count }, (_, i) => (
            <NumberField
              key={`${shared.length}-${i}`}
              label={fill(copy.semesterLabel, { n: i + 1 })}
              name={semesterKey(i + 1)}
              defaultValue={shared[i]}
              min={SGPA_MIN}
              max={SGPA_MAX}
              step={SGPA_STEP}
            />
          ))}
        </div>
      </CalculatorFormView>
      <ResultDialog
        open={open}
        onClose={close}
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
            <p className="mt-3 text-center text-xl font-bold text-slate-900 dark:text-white">{copy.feedback[result.feedback]}</p>
            <p className="mt-2 text-center text-slate-600 dark:text-slate-300">{fill(copy.basisText, { count: result.sgpas.length })}</p>
          </>
        )}
      </ResultDialog>
    </>
  );
}
