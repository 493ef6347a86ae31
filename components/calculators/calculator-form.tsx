'use client';

import { CircleAlert } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { formatLimit, isBlank, onStep, parseNumber } from '@/lib/calc-input';
import { fill } from '@/lib/calc-text';

/** What a calculator makes of its form at submit: a result, or (a string) the message that says what to fix. */
export type Checked<R> = R | string;

type Alert = { message: string; n: number } | null;

export type CalculatorForm<R> = {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** The inline message; `n` counts how often it was shown, so a repeated text moves focus again. */
  alert: Alert;
  /** The last result, kept while the dialog closes; null before the first. */
  result: R | null;
  /** Whether the result dialog is open. */
  open: boolean;
  close: () => void;
};

/** The message naming a field and what it takes: `accepts` fills {label}, {min}, {max} and {step}. */
export const acceptsMessage = (accepts: string, label: string, rule: { min: number; max: number; step: number }) =>
  fill(accepts, { label, min: formatLimit(rule.min), max: formatLimit(rule.max), step: formatLimit(rule.step) });

/** What a number field (fields.tsx NumberField) takes, from the attributes it renders. */
const ruleOf = (field: HTMLInputElement) => ({
  min: Number(field.dataset.min) || 0,
  max: Number(field.dataset.max) || 0,
  step: Number(field.dataset.step) || 1,
});

/**
 * The first number field holding what it cannot use: text that is not a number ("--1", "5e", "2-",
 * "1-000", "1e999", "7,5,1") or a number off the field's step (IELTS 6.3). A number out of range
 * is left to the calculator's own check, which names the range.
 */
export function unusableField(form: HTMLFormElement): HTMLInputElement | undefined {
  return [...form.querySelectorAll<HTMLInputElement>('input[data-step]')].find((field) => {
    if (isBlank(field.value)) return false;
    const value = parseNumber(field.value);
    return value === null || !onStep(value, ruleOf(field));
  });
}

/** What `unusableField` found, said: the field's label and what it takes. */
function unusableMessage(form: HTMLFormElement, accepts: string): string | undefined {
  const field = unusableField(form);
  if (!field) return undefined;
  const label = field.labels?.[0]?.textContent?.trim() ?? field.name;
  return acceptsMessage(accepts, label, ruleOf(field));
}

/**
 * The one calculator form pattern. The fields are uncontrolled and `check` reads them from the form
 * at submit (FormData), so values typed and options chosen before the page's scripts started count.
 * A failed check is said inline (role="alert", focused); a result opens the dialog, and
 * `afterResult` may then act on the form (the IELTS form clears its fields). On mount, `restore`
 * may return a shared link's result (after filling the form from it), which opens the dialog, or
 * (a string) why the link cannot be used, said inline over the form filled with what could be read.
 * Before `check`, a field holding what it cannot use is named with what it takes (`accepts`).
 */
export function useCalculatorForm<R extends object>(
  check: (data: FormData) => Checked<R>,
  {
    accepts,
    restore,
    afterResult,
  }: { accepts: string; restore?: (form: HTMLFormElement) => Checked<R> | null | undefined; afterResult?: (form: HTMLFormElement) => void },
): CalculatorForm<R> {
  const [result, setResult] = useState<R | null>(null);
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const showResult = (r: R) => {
    setAlert(null);
    setResult(r);
    setOpen(true);
  };

  useEffect(() => {
    const restored = restore?.(formRef.current!);
    if (typeof restored === 'string') setAlert({ message: restored, n: 1 });
    else if (restored) showResult(restored);
    // Runs once: a shared link only matters on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = unusableMessage(form, accepts) ?? check(new FormData(form));
    if (typeof checked === 'string') return setAlert((prev) => ({ message: checked, n: (prev?.n ?? 0) + 1 }));
    showResult(checked);
    afterResult?.(form);
  };

  return { formRef, onSubmit, alert, result, open, close: () => setOpen(false) };
}

/**
 * The calculators' messages, shown inline beside the form instead of the old site's blocking
 * window.alert: role="alert" announces it and focus moves to it so keyboard users land on it.
 */
function InlineAlert({ alert }: { alert: Alert }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) ref.current?.focus();
  }, [alert]);
  if (!alert) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <Glyph icon={CircleAlert} className="mt-0.5 h-5 w-5 shrink-0" />
      <span>{alert.message}</span>
    </div>
  );
}

/**
 * A calculator's form: its fields, the inline message and the submit button. The button stays a
 * direct child of the form: the tool card (explanation.tsx ToolCard) hides it by that selector and
 * shows its note instead when the page's script is off or failed.
 */
export function CalculatorFormView({
  form: { formRef, onSubmit, alert },
  label,
  submit,
  children,
}: {
  form: CalculatorForm<unknown>;
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label} className="space-y-6">
      {children}
      <InlineAlert alert={alert} />
      <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
        {submit}
      </button>
    </form>
  );
}
