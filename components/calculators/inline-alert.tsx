'use client';

import { CircleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A form's message state: show() moves focus to the alert again even when the text repeats. */
export function useFormAlert() {
  const [alert, setAlert] = useState<{ message: string; n: number } | null>(null);
  const show = useCallback((message: string) => setAlert((prev) => ({ message, n: (prev?.n ?? 0) + 1 })), []);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, show, clear };
}

export type InlineAlertProps = { alert: { message: string; n: number } | null };

/**
 * The calculators' messages, shown inline beside the form instead of the old site's
 * blocking window.alert: role="alert" announces it and focus moves to it so keyboard users land on it.
 */
export function InlineAlert({ alert }: InlineAlertProps) {
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
      <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{alert.message}</span>
    </div>
  );
}
