import { Briefcase, Building2, CalendarDays, ClipboardList, Clock, GraduationCap, House, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';

/** The eight facts of a country panel, in order (both pages use the same kinds). */
export type FactKey = 'universities' | 'avgTuition' | 'duration' | 'intakeMonths' | 'courses' | 'requirements' | 'costOfLiving' | 'workRights';

export type Fact = { key: FactKey; label: string; value: ReactNode | string[] };

const icons: Record<FactKey, LucideIcon> = {
  universities: Building2,
  avgTuition: Wallet,
  duration: Clock,
  intakeMonths: CalendarDays,
  courses: GraduationCap,
  requirements: ClipboardList,
  costOfLiving: House,
  workRights: Briefcase,
};

const iconId = (key: FactKey) => `fact-icon-${key}`;

/**
 * The eight fact icons, defined once per page as SVG symbols: the 20 panels reuse them with
 * <use>, which keeps 160 copies of the same paths out of the HTML. Render it once beside the panels.
 */
export function FactIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {(Object.keys(icons) as FactKey[]).map((key) => {
        const Icon = icons[key];
        return (
          <symbol key={key} id={iconId(key)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

export type FactPanelProps = {
  /** Heading id (the panel is a region named by its heading). */
  headingId: string;
  title: string;
  flag: ReactNode;
  /** Tailwind gradient stops for the header band. */
  bgColor: string;
  facts: Fact[];
  ctaLabel: string;
};

/** A country's details: header band with flag and h3, eight fact cards, a counselling link. */
export function FactPanel({ headingId, title, flag, bgColor, facts, ctaLabel }: FactPanelProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <div className={`flex items-center gap-4 bg-linear-to-r px-6 py-5 text-white ${bgColor}`}>
        {flag}
        <h3 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h3>
      </div>
      <ul className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6 xl:grid-cols-4">
        {facts.map(({ key, label, value }) => {
          return (
            <li key={key} className="rounded-2xl bg-slate-50 p-5 dark:bg-slate-800">
              <h4 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <svg aria-hidden="true" focusable="false" className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300">
                  <use href={`#${iconId(key)}`} />
                </svg>
                {label}
              </h4>
              {Array.isArray(value) ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
                  {value.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <div className="mt-2 text-slate-700 dark:text-slate-300">{value}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="px-4 pb-6 text-center sm:px-6">
        <Link to="contact" className={buttonClasses('primary', 'lg')}>
          {ctaLabel}
        </Link>
      </div>
    </section>
  );
}

export type WorkRightsProps = { labels: { duringStudies: string; afterGraduation: string }; duringStudies: string; afterGraduation: string };

/** The Work Rights card's body: work during studies, then the post-study route. */
export function WorkRights({ labels, duringStudies, afterGraduation }: WorkRightsProps) {
  return (
    <dl className="space-y-2">
      <div>
        <dt className="font-medium text-slate-900 dark:text-white">{labels.duringStudies}</dt>
        <dd>{duringStudies}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-900 dark:text-white">{labels.afterGraduation}</dt>
        <dd>{afterGraduation}</dd>
      </div>
    </dl>
  );
}
