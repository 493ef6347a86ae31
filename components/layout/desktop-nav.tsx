import { ChevronDown } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { englishMark, type ResolvedNavItem } from '@/components/layout/nav-types';
import { SHELL_ATTR } from '@/lib/shell-script';

const itemClass =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

const menuId = (i: number) => `desktop-menu-${i}`;

/**
 * Desktop navigation (≥1024 px). Each dropdown is a native popover opened by its toggle
 * (`popovertarget`): from first paint and without script it opens on click, Enter or Space, Tab
 * enters it, Escape and a click outside close it and return focus to the toggle. It sits under its
 * item by CSS anchor positioning (where a browser lacks that, the popover shows centred, still
 * usable). The page's own inline script (lib/shell-script.ts) adds what HTML cannot, from first
 * paint and without the framework: a mouse entering the item opens it and leaving closes it, focus
 * leaving closes it, aria-expanded follows the popover, a link followed closes it.
 */
export function DesktopNav({
  items,
  label,
  submenu,
}: {
  items: ResolvedNavItem[];
  label: string;
  /** A dropdown toggle's name: {label} is the item's. */ submenu: string;
}) {
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item, i) => (
          <li key={item.label} className={item.children ? 'nav-item relative' : 'relative'} {...(item.children && { [SHELL_ATTR.hoverMenu]: '' })}>
            {item.children ? (
              <div className="flex items-center">
                {item.href ? (
                  <a href={item.href} {...englishMark(item)} className={`${itemClass} pr-1`}>
                    {item.label}
                    {item.english && <span className="text-xs font-normal opacity-80">{` ${item.english.note}`}</span>}
                  </a>
                ) : null}
                <button
                  type="button"
                  popoverTarget={menuId(i)}
                  aria-controls={menuId(i)}
                  aria-label={item.href ? submenu.replace('{label}', item.label) : undefined}
                  className={`${itemClass} flex items-center gap-1 ${item.href ? 'pl-1' : ''}`}
                >
                  {item.href ? null : item.label}
                  <Glyph icon={ChevronDown} className="h-4 w-4 transition-transform" />
                </button>
                <ul
                  id={menuId(i)}
                  popover="auto"
                  className="nav-dropdown min-w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
                >
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <a href={child.href!} {...englishMark(child)} className={`${itemClass} block`}>
                        {child.label}
                        {child.english && <span className="text-xs font-normal opacity-80">{` ${child.english.note}`}</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <a href={item.href!} {...englishMark(item)} className={itemClass}>
                {item.label}
                {item.english && <span className="text-xs font-normal opacity-80">{` ${item.english.note}`}</span>}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
