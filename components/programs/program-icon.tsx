import { Glyph } from '@/components/ui/glyph';
import { iconNode } from '@/content/data/schema';
import type { ProgramColor, ProgramIcon as ProgramIconName } from '@/content/programs';

/** A lucide icon named in the programs' data (decorative). */
export function ProgramIcon({ name, className }: { name: ProgramIconName; className?: string }) {
  return <Glyph icon={iconNode(name)} className={className} />;
}

/** Light and dark classes for a category's accent colour. */
export const categoryColors: Record<ProgramColor, { bar: string; chip: string; icon: string }> = {
  blue: {
    bar: 'bg-blue-600',
    chip: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    icon: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  emerald: {
    bar: 'bg-emerald-600',
    chip: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    icon: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  violet: {
    bar: 'bg-violet-600',
    chip: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
    icon: 'bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  },
  amber: {
    bar: 'bg-amber-500',
    chip: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    icon: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
};
