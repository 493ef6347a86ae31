import { ArrowRight, Calculator } from 'lucide';
import { Link } from '@/components/link';
import { Glyph } from '@/components/ui/glyph';
import { renderContent } from '@/content/i18n';

/** A short band linking to /planner (in the page's language where the planner has an edition). */
export function PlannerPromo() {
  const { title, text, link } = renderContent().plannerPromo;
  return (
    <aside aria-labelledby="planner-promo-heading" className="px-4 pb-14 sm:px-6 print:hidden">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center dark:border-brand-800 dark:bg-brand-950">
        <Glyph icon={Calculator} className="h-10 w-10 shrink-0 text-brand-700 dark:text-brand-300" />
        <div className="flex-1">
          <h2 id="planner-promo-heading" className="text-xl font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{text}</p>
        </div>
        <Link to="planner" className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-200">
          {link}
          <Glyph icon={ArrowRight} className="h-4 w-4" />
        </Link>
      </div>
    </aside>
  );
}
