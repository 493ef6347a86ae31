import { BadgeCheck, BookOpen, Briefcase, CalendarClock, Globe2, GraduationCap, Handshake, Microscope, Send, Users, Wallet } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { IconNode } from 'lucide';
import type { ProgramColor, ProgramIcon as ProgramIconName } from '@/content/programs';

const icons: Record<ProgramIconName, IconNode> = {
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  microscope: Microscope,
  briefcase: Briefcase,
  'calendar-clock': CalendarClock,
  wallet: Wallet,
  send: Send,
  users: Users,
  globe: Globe2,
  'badge-check': BadgeCheck,
  handshake: Handshake,
};

/** The icon for a content key of content/programs.ts (decorative). */
export function ProgramIcon({ name, className }: { name: ProgramIconName; className?: string }) {
  return <Glyph icon={icons[name]} className={className} />;
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
