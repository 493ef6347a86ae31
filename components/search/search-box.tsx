'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchCopy } from '@/content/search';
import { enhance } from '@/lib/enhance';
import { excerptParts, expandQuery, fill, PAGEFIND_URL, type ExcerptPart } from '@/lib/search';

/** The part of Pagefind's browser API (out/pagefind/pagefind.js) this island uses. */
type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: { id: string; data: () => Promise<PagefindData> }[] }>;
};
type PagefindData = { url: string; excerpt: string; meta: { title?: string; lang?: string } };

type Result = { url: string; title: string; excerpt: ExcerptPart[]; lang: string };
type State = { status: 'idle' } | { status: 'loading'; query: string } | { status: 'error' } | { status: 'done'; query: string; results: Result[] };

/** How many results a search shows (Pagefind ranks them; the rest are one more word away). */
const MAX_RESULTS = 10;
/** Pause in typing before a search runs. */
const DEBOUNCE_MS = 200;

let pagefind: Promise<Pagefind> | null = null;
/**
 * Pagefind's script, fetched when the search page starts (never from another page): it picks the
 * index of the page's <html lang> and fetches the chunks a query needs. Not bundled: the build
 * writes it after `next build`, so the bundler must leave the import to the browser.
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({ excerptLength: 24 });
    void pf.init();
    return pf;
  });
  pagefind.catch(() => (pagefind = null));
  return pagefind;
}

export type SearchBoxProps = {
  copy: SearchCopy['page'];
  spellings: SearchCopy['spellings'];
  contactHref: string;
  /** This search page in the other languages ("/te/search/"), for the same words in another language's pages. */
  otherLanguages: { href: string; name: string; hreflang: string }[];
  /**
   * Each language's name in its own script, by the code a result carries ("te"). Given as a prop:
   * importing lib/locale here would grow the chunk every page shares, where part of it already is.
   */
  languageNames: Record<string, string>;
};

/**
 * The search page's field and results. The field is in the HTML (a GET form to this page, `q`):
 * `/search/?q=loan` opens with results, and words typed before the framework started are
 * searched once it has. Results come as the visitor types, counted in a live region; Down arrow
 * moves from the field into the results, Up and Down between them, Enter follows one (a plain
 * link), Escape goes back to the field and clears it.
 */
export function SearchBox({ copy, spellings, contactHref, otherLanguages, languageNames }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  const [state, setState] = useState<State>({ status: 'idle' });

  async function run(raw: string) {
    const query = raw.trim();
    latest.current = query;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    if (!query) return setState({ status: 'idle' });
    setState({ status: 'loading', query });
    try {
      const pf = await loadPagefind();
      const found = await pf.search(expandQuery(query, spellings));
      const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (latest.current !== query) return;
      const results = data.map((d) => ({
        url: d.url,
        title: d.meta.title ?? d.url,
        excerpt: excerptParts(d.excerpt),
        lang: d.meta.lang ?? document.documentElement.lang.split('-')[0],
      }));
      setState({ status: 'done', query, results });
    } catch {
      if (latest.current === query) setState({ status: 'error' });
    }
  }

  const schedule = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(value), DEBOUNCE_MS);
  };

  useEffect(() => {
    const field = input.current!;
    const fromAddress = new URLSearchParams(location.search).get('q') ?? '';
    // What the visitor typed before start-up counts over the address.
    if (!field.value && fromAddress) field.value = fromAddress;
    if (field.value.trim()) void run(field.value);
    // Pagefind's script, its WebAssembly and the language's index metadata, fetched now, so the first
    // words typed wait only for the index chunks they need.
    else loadPagefind().catch(() => undefined);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at start-up
  }, []);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];

  function onFieldKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && links().length) {
      e.preventDefault();
      links()[0].focus();
    } else if (e.key === 'Escape' && e.currentTarget.value) {
      e.preventDefault();
      e.currentTarget.value = '';
      void run('');
    }
  }

  function onResultKey(e: KeyboardEvent<HTMLOListElement>) {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = at + (e.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) input.current!.focus();
      else all[Math.min(next, all.length - 1)].focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      input.current!.focus();
    }
  }

  const query = state.status === 'done' || state.status === 'loading' ? state.query : '';
  const status =
    state.status === 'loading'
      ? copy.loading
      : state.status === 'error'
        ? copy.error
        : state.status === 'done'
          ? fill(state.results.length === 0 ? copy.noResults : state.results.length === 1 ? copy.oneResult : copy.results, {
              query: state.query,
              count: String(state.results.length),
            })
          : '';

  return (
    <div ref={enhance} className="mx-auto max-w-3xl">
      <form
        role="search"
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(timer.current);
          void run(input.current!.value);
        }}
        className="hidden gap-2 framework:flex"
      >
        <label htmlFor="search-q" className="sr-only">
          {copy.fieldLabel}
        </label>
        <input
          ref={input}
          id="search-q"
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={copy.placeholder}
          aria-describedby="search-keys"
          aria-controls="search-results"
          onInput={(e) => schedule(e.currentTarget.value)}
          onKeyDown={onFieldKey}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
        >
          {copy.submit}
        </button>
      </form>
      <p id="search-keys" className="sr-only">
        {copy.keysHint}
      </p>
      <p role="status" className="mt-4 min-h-7 text-slate-700 dark:text-slate-300">
        {status}
      </p>
      <ol ref={list} id="search-results" aria-label={copy.resultsLabel} onKeyDown={onResultKey} className="mt-2 space-y-3">
        {state.status === 'done' &&
          state.results.map((r) => {
            return (
              <li key={r.url}>
                <a
                  href={r.url}
                  data-result=""
                  className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="text-lg font-semibold text-brand-700 dark:text-brand-300">{r.title}</span>
                    <span lang={r.lang} className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                      {languageNames[r.lang] ?? r.lang}
                    </span>
                  </span>
                  <span className="mt-1 block text-slate-700 dark:text-slate-300">
                    {r.excerpt.map((p, i) =>
                      p.mark ? (
                        <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-900 dark:text-white">
                          {p.text}
                        </mark>
                      ) : (
                        p.text
                      ),
                    )}
                  </span>
                </a>
              </li>
            );
          })}
      </ol>
      {state.status === 'done' && state.results.length === 0 && (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {copy.noResultsHelp}{' '}
          <a href={contactHref} className="font-semibold text-brand-700 underline dark:text-brand-300">
            {copy.contactLink}
          </a>
        </p>
      )}
      {query && otherLanguages.length > 0 && (
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {copy.otherLanguages}{' '}
          {otherLanguages.map((l, i) => (
            <span key={l.hreflang}>
              {i > 0 && ' · '}
              <a
                href={`${l.href}?q=${encodeURIComponent(query)}`}
                hrefLang={l.hreflang}
                lang={l.hreflang}
                className="font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {l.name}
              </a>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
