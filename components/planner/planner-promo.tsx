import { Link } from '@/components/link';
import { renderContent } from '@/content/i18n';

/**
 * One line linking to /planner (in the page's language where the planner has an edition), under
 * the calculators and on /countries. Kept to a paragraph, and on /countries (`short`, close to its
 * HTML budget) to the question and the link.
 */
export function PlannerPromo({ short = false }: { short?: boolean }) {
  const { title, text, link } = renderContent().plannerPromo;
  return (
    <p className="mx-4 mb-14 max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-5 text-slate-700 sm:mx-auto dark:border-brand-800 dark:bg-brand-950 dark:text-slate-200 print:hidden">
      <strong className="text-slate-900 dark:text-white">{title}</strong> {!short && text}{' '}
      <Link to="planner" className="font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-200">
        {link} →
      </Link>
    </p>
  );
}
