'use client';

import { useCallback, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { InlineAlert, useFormAlert } from './inline-alert';

/** What a calculator makes of its form at submit: a result, or the message that says what to fix. */
export type Checked<R> = { result: R } | { message: string };

export type CalculatorForm<R> = {
  formRef: RefObject<HTMLFormElement | null>;
  /** The last result, kept while the dialog closes; null before the first. */
  result: R | null;
  /** Whether the result dialog is open. */
  open: boolean;
  close: () => void;
  /** Shows a result (a shared link's on load): clears the message and opens the dialog. */
  showResult: (result: R) => void;
  /** For <CalculatorFormView form={…}>. */
  view: { formRef: RefObject<HTMLFormElement | null>; onSubmit: (e: FormEvent<HTMLFormElement>) => void; alert: ReturnType<typeof useFormAlert>['alert'] };
};

/**
 * The one calculator form pattern. The fields are uncontrolled and `check` reads them from the
 * form at submit (FormData), so values typed and options chosen before the page's scripts started
 * count. A failed check is said inline (role="alert", focused); a result opens the dialog, and
 * `afterResult` may then act on the form (the IELTS form clears its fields).
 */
export function useCalculatorForm<R>(check: (data: FormData) => Checked<R>, afterResult?: (form: HTMLFormElement) => void): CalculatorForm<R> {
  const [result, setResult] = useState<R | null>(null);
  const [open, setOpen] = useState(false);
  const { alert, show, clear } = useFormAlert();
  const formRef = useRef<HTMLFormElement>(null);

  const showResult = useCallback(
    (r: R) => {
      clear();
      setResult(r);
      setOpen(true);
    },
    [clear],
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = check(new FormData(form));
    if ('message' in checked) return show(checked.message);
    showResult(checked.result);
    afterResult?.(form);
  };

  return { formRef, result, open, close: () => setOpen(false), showResult, view: { formRef, onSubmit, alert } };
}

/**
 * A calculator's form: its fields, the inline message and the submit button. The button stays a
 * direct child of the form: the tool card (explanation.tsx ToolCard) hides it by that selector and
 * shows its note instead when the page's script is off or failed.
 */
export function CalculatorFormView({ form, label, submit, children }: { form: CalculatorForm<unknown>['view']; label: string; submit: string; children: ReactNode }) {
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={label} className="space-y-6">
      {children}
      <InlineAlert alert={form.alert} />
      <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
        {submit}
      </button>
    </form>
  );
}
