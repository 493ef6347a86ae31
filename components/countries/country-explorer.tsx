'use client';

import { Search } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { createContext, use, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { filterCountries } from '@/lib/country-search';
import { enhance } from '@/lib/enhance';
import { decodeSafely } from '@/lib/read-safely';

/**
 * The destination picker of /countries and /MBA: one island shared by both pages. The server
 * renders the hero search, the tiles and every country's panel into the HTML; this file only
 * keeps the search text and the selection. Until each part's own script has run (and without
 * JavaScript, or when its chunks never arrive) the search and tiles are hidden (they could not
 * work) and all panels show; once it has, only the selected panel shows.
 */

/** Delay before the chosen panel is scrolled into view (about 100 ms, so the panel has rendered before it scrolls). */
export const SCROLL_DELAY_MS = 100;

type ExplorerState = {
  query: string;
  setQuery: (query: string) => void;
  selected: string | null;
  choose: (id: string) => void;
  panelId: (id: string) => string;
  targetId: string;
};

const ExplorerContext = createContext<ExplorerState | null>(null);

function useExplorer() {
  const state = use(ExplorerContext);
  if (!state) throw new Error('Country explorer parts must sit inside <CountryExplorer>.');
  return state;
}

export type CountryExplorerProps = {
  /**
   * What a click on the already selected tile does: 'keep' leaves it selected (countries page:
   * another tile replaces the selection, nothing clears it); 'clear' deselects it (MBA page).
   */
  repeatClick: 'keep' | 'clear';
  /** The panel of country `usa` has the element id `${panelIdPrefix}usa`. */
  panelIdPrefix: string;
  /** Element id of the tiles' section: pressing Enter in the search scrolls there. */
  targetId: string;
  children: ReactNode;
};

export function CountryExplorer({ repeatClick, panelIdPrefix, targetId, children }: CountryExplorerProps) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const panelId = useCallback((id: string) => panelIdPrefix + id, [panelIdPrefix]);

  const choose = useCallback(
    (id: string) => {
      window.clearTimeout(timer.current);
      if (repeatClick === 'clear' && selected === id) {
        setSelected(null);
        return;
      }
      setSelected(id);
      // Let the panel render first, then bring it into view (smoothly unless reduced motion).
      timer.current = window.setTimeout(() => document.getElementById(panelIdPrefix + id)?.scrollIntoView({ block: 'start' }), SCROLL_DELAY_MS);
    },
    [repeatClick, selected, panelIdPrefix],
  );

  // A link such as /countries/#study-germany opens that country's panel.
  useEffect(() => {
    const hash = decodeSafely(window.location.hash.slice(1));
    if (hash.startsWith(panelIdPrefix) && document.getElementById(hash)?.hasAttribute('data-country-panel')) choose(hash.slice(panelIdPrefix.length));
    return () => window.clearTimeout(timer.current);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const state = useMemo(() => ({ query, setQuery, selected, choose, panelId, targetId }), [query, selected, choose, panelId, targetId]);
  return <ExplorerContext value={state}>{children}</ExplorerContext>;
}

export type CountrySearchProps = { label: string; placeholder: string };

/** The search box (in the hero): filters the tiles, never changes the selection. */
export function CountrySearch({ label, placeholder }: CountrySearchProps) {
  const { setQuery, targetId } = useExplorer();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // Keep what a visitor typed before the page finished loading.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, [setQuery]);

  const toTiles = () => document.getElementById(targetId)?.scrollIntoView({ block: 'start' });

  return (
    // Shown from the first paint whenever scripts are on (the `framework:` variant), so nothing in
    // the hero changes when the framework starts: what is typed before then is kept (above).
    // Invisible rather than absent with scripts off or when the framework failed, so the hero
    // keeps its height. Not a <form>: Enter before start-up would reload the page.
    <div role="search" className="invisible mx-auto mt-8 max-w-xl framework:visible">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Glyph icon={Search} className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500" />
        <input
          ref={input}
          id={inputId}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) toTiles();
          }}
          className="w-full rounded-full border-0 bg-white py-3.5 pr-5 pl-12 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
      </div>
    </div>
  );
}

export type ExplorerTile = { id: string; name: string; /** URL of the flag image (decorative: the name is written beside it). */ flag: string };

export type CountryTilesProps = {
  tiles: ExplorerTile[];
  /** Accessible name of the tile list. */
  label: string;
  /** Shown and announced when nothing matches; "{query}" is replaced by the search text. */
  noMatch: string;
  /** Shown while no country is selected. */
  hint: string;
};

/**
 * The country tiles, filtered by the search; the selected one is highlighted (aria-pressed). Shown
 * from the first paint wherever scripts run and the framework can come (`framework:`): a tile
 * tapped before start-up starts it and is given back to it (the loader), so the first tap opens its
 * panel. Not shown with scripts off or once the framework has failed: every panel reads then.
 */
export function CountryTiles({ tiles, label, noMatch, hint }: CountryTilesProps) {
  const { query, selected, choose, panelId } = useExplorer();
  const shown = filterCountries(tiles, query);
  // Every tile stays in the page, those the search leaves out hidden: a tile tapped while the
  // framework started, and given back to it once it has (the loader), is still there to take the
  // tap, even when what was typed meanwhile has filtered it out.
  const matches = new Set(shown.map((tile) => tile.id));
  return (
    <div className="hidden framework:block">
      <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {tiles.map((tile) => {
          const pressed = tile.id === selected;
          return (
            <li key={tile.id} hidden={!matches.has(tile.id)}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-controls={panelId(tile.id)}
                onClick={() => choose(tile.id)}
                className={`flex w-full flex-col items-center gap-3 rounded-2xl border-2 p-4 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  pressed
                    ? 'border-brand-700 bg-brand-50 text-brand-800 shadow-md dark:border-brand-300 dark:bg-slate-800 dark:text-white'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200'
                }`}
              >
                <img src={tile.flag} alt="" width={48} height={32} className="flag" loading="lazy" />
                <span>{tile.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-6 text-center text-lg text-slate-700 empty:mt-0 dark:text-slate-300">
        {shown.length === 0 ? noMatch.replace('{query}', query.trim()) : ''}
      </p>
      {selected === null && shown.length > 0 && <p className="mt-6 text-center text-slate-600 dark:text-slate-300">{hint}</p>}
    </div>
  );
}

export type CountryPanelProps = { id: string; children: ReactNode };

/**
 * One country's server-rendered panel: always in the HTML, shown when selected (or without JS).
 * A region named by the heading with id `${panelId}-heading` inside it (see FactPanel).
 */
export function CountryPanel({ id, children }: CountryPanelProps) {
  const { selected, panelId } = useExplorer();
  return (
    <section
      ref={enhance}
      id={panelId(id)}
      aria-labelledby={`${panelId(id)}-heading`}
      data-country-panel=""
      className={id === selected ? 'fact-panel' : 'fact-panel js:hidden'}
    >
      {children}
    </section>
  );
}
