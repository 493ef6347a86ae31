import type { Metadata } from 'next';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { mailHref, site } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you are looking for may have been moved or does not exist.',
  robots: { index: false, follow: true },
};

/** The not-found page (spec 000 §2.12), exported as 404.html. */
export default function NotFound() {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <p className="text-8xl font-extrabold text-brand-700 dark:text-brand-300" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">Oops! Page Not Found</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">
        The page you are looking for might have been moved, renamed or does not exist.
      </p>
      <Link to="home" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Return to Homepage
      </Link>
      <p className="mt-6 text-slate-600 dark:text-slate-300">
        Need help? Write to{' '}
        <a href={mailHref(site.headOffice.email)} className="font-semibold text-brand-700 underline dark:text-brand-300">
          {site.headOffice.email}
        </a>
      </p>
    </section>
  );
}
