import { Link } from '@/components/link';
import { renderContent } from '@/content/i18n';

/** One line linking to /mbbs-check (in the page's language), on the MBBS and NEET pages. */
export function MbbsCheckPromo() {
  const { title, text, link } = renderContent().mbbsCheck.promo;
  return (
    <p className="mx-4 mb-14 max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-5 text-slate-700 sm:mx-auto dark:border-brand-800 dark:bg-brand-950 dark:text-slate-200 print:hidden">
      <strong className="text-slate-900 dark:text-white">{title}</strong> {text}{' '}
      <Link to="mbbsCheck" className="font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-200">
        {link} →
      </Link>
    </p>
  );
}
