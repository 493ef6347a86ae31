'use client';

import { useEffect, useState } from 'react';
import { errorView as english, type ErrorViewTexts } from '@/content/error-view';

/** The error view: a title, the error's message, and a retry button. */
function ErrorPanel({ error, retry, texts }: { error: unknown; retry: () => void; texts: ErrorViewTexts }) {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error && 'status' in error
        ? String((error as { status: unknown }).status)
        : String(error);
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 pt-32 pb-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{texts.title}</h1>
      <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-red-800 dark:bg-red-950 dark:text-red-200">{message || texts.unknown}</p>
      <button type="button" onClick={() => retry()} className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {texts.retry}
      </button>
    </section>
  );
}

/**
 * The error view in the page's language (its <html lang>): English at once ("Unexpected
 * Application Error!"), an edition's words fetched when the error happens. One module for every
 * root layout, so an edition's pages carry exactly the script of the English pages.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const [texts, setTexts] = useState<ErrorViewTexts | undefined>(() =>
    typeof document !== 'undefined' && /^(te|hi)\b/.test(document.documentElement.lang) ? undefined : english,
  );
  useEffect(() => {
    const lang = document.documentElement.lang;
    if (lang.startsWith('te'))
      import('@/content/i18n/te/error-view').then(
        (m) => setTexts(m.errorView),
        () => setTexts(english),
      );
    else if (lang.startsWith('hi'))
      import('@/content/i18n/hi/error-view').then(
        (m) => setTexts(m.errorView),
        () => setTexts(english),
      );
  }, []);
  return texts ? <ErrorPanel error={error} retry={retry} texts={texts} /> : null;
}
