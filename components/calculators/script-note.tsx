'use client';

import { useSyncExternalStore } from 'react';
import { calculatorScriptNote } from '@/content/tools';

const subscribe = () => () => undefined;

/** False in the exported HTML and during hydration, true once this island's component has run in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Until the component has hydrated, whether the calculator can still work is told by the loader's
 * `<html data-framework>` (lib/deferred-scripts.ts): absent when scripts are off, `failed` when the
 * framework did not arrive. In those two cases the button (which could only reload the page) is
 * hidden and the note shown; while the framework is on its way the button stays, so a page that
 * starts normally never flashes the note or shifts its layout.
 */
const NO_SCRIPT_HIDDEN = '[html:not([data-framework])_&]:hidden [html[data-framework=failed]_&]:hidden';
const NO_SCRIPT_SHOWN = 'hidden [html:not([data-framework])_&]:block [html[data-framework=failed]_&]:block';

/** The classes of a calculator's submit button: hidden while its script is missing, never once hydrated. */
export const submitWhenScripted = (hydrated: boolean, classes: string) => (hydrated ? classes : `${classes} ${NO_SCRIPT_HIDDEN}`);

/** The calculator says in place that it needs script, when it does not have it; removed once hydrated. */
export function ScriptNote({ hydrated }: { hydrated: boolean }) {
  if (hydrated) return null;
  return (
    <p className={`${NO_SCRIPT_SHOWN} rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`} data-script-note="">
      {calculatorScriptNote}
    </p>
  );
}
