'use client';

import { Moon, Sun } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { applyTheme } from '@/lib/theme';

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * Light/dark switch; the theme itself is applied before first paint by the inline head script.
 * Its pressed state is read from the page when it hydrates and written on each click (the page's
 * class is the one source of truth, so no component state).
 */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed="false"
      ref={(el) => el?.setAttribute('aria-pressed', String(isDark()))}
      onClick={(e) => {
        const dark = !isDark();
        applyTheme(dark);
        e.currentTarget.setAttribute('aria-pressed', String(dark));
      }}
      className="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Glyph icon={Moon} className="h-5 w-5 dark:hidden" />
      <Glyph icon={Sun} className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
