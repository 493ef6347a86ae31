'use client';

import { useEffect, useState } from 'react';
import { errorView as english, type ErrorViewTexts } from '@/content/error-view';
import { localeOfLang, type EditionLocale } from '@/lib/locale';

/**
 * The page's own content as exported (its <main>, without scripts), fetched from this address:
 * what failed was a script, not the words, so the visitor can still read them.
 */
async function exportedContent(): Promise<string> {
  const response = await fetch(location.pathname, { credentials: 'same-origin' });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return '';
  const main = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('main');
  main?.querySelectorAll('script, template, [role="alert"]').forEach((node) => node.remove());
  return main?.innerHTML ?? '';
}

/** The error view: what happened in the page's words, a retry button, and the page's content below. */
function ErrorPanel({ retry, texts, content }: { retry: () => void; texts: ErrorViewTexts; content: string }) {
  return (
    <>
      <section role="alert" className="mx-auto max-w-2xl px-4 pt-32 pb-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{texts.title}</h1>
        <p className="mt-4 text-slate-700 dark:text-slate-200">{texts.note}</p>
        <button type="button" onClick={() => retry()} className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          {texts.retry}
        </button>
      </section>
      {/* Our own exported HTML of this very page (same origin, scripts removed): the words the failed script was part of. */}
      {content && <div data-error-view-content="" dangerouslySetInnerHTML={{ __html: content }} />}
    </>
  );
}

/** An edition's words, fetched when an error happens (a chunk of their own: English pages never load them). */
const EDITION_WORDS: Record<EditionLocale, () => Promise<{ errorView: ErrorViewTexts }>> = {
  te: () => import('@/content/error-view-words/te'),
  hi: () => import('@/content/error-view-words/hi'),
};

/**
 * The error view in the page's language (its <html lang>): English at once, an edition's words
 * fetched when the error happens, and the page's exported content under it. One module for every
 * root layout, so an edition's pages carry exactly the script of the English pages.
 */
export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const [texts, setTexts] = useState<ErrorViewTexts | undefined>(() =>
    typeof document !== 'undefined' && localeOfLang(document.documentElement.lang) !== 'en' ? undefined : english,
  );
  const [content, setContent] = useState('');
  useEffect(() => {
    console.error(error);
    exportedContent().then(setContent, () => undefined);
    const locale = localeOfLang(document.documentElement.lang);
    if (locale !== 'en')
      EDITION_WORDS[locale]().then(
        (m) => setTexts(m.errorView),
        () => setTexts(english),
      );
  }, [error]);
  return texts ? <ErrorPanel retry={retry} texts={texts} content={content} /> : null;
}
