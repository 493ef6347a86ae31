import { Moon, Sun } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { SHELL_ATTR } from '@/lib/shell-script';

/**
 * Light/dark switch. No framework: the page's own script (lib/shell-script.ts), inline in <head>,
 * applies the theme before first paint and answers this button's click at once, on a page whose
 * framework never starts as well as after; it keeps `aria-pressed` (the page's class is the one
 * source of truth). Shown only where that script runs (`shell:`): with scripts off it could do nothing.
 */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      {...{ [SHELL_ATTR.themeToggle]: '' }}
      aria-label={label}
      aria-pressed="false"
      className="hidden rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 shell:inline-flex"
    >
      <Glyph icon={Moon} className="h-5 w-5 dark:hidden" />
      <Glyph icon={Sun} className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
