import type { Metadata } from 'next';
import './globals.css';
import { Link } from '@/components/link';
import { RootDocument } from '@/components/layout/root-document';
import { buttonClasses } from '@/components/ui/button';
import { notFoundMetadata, shell } from '@/content/shell';
import { rootMetadata, rootViewport } from '@/content/metadata';
import { mailHref, site } from '@/content/site';

export const metadata: Metadata = {
  ...rootMetadata,
  ...notFoundMetadata,
  robots: { index: false, follow: true },
};
export const viewport = rootViewport;

/**
 * The not-found page, exported as 404.html for every unknown path of every
 * language (the site has one root layout per language, so the not-found page is global).
 */
export default function GlobalNotFound() {
  const t = shell.notFound;
  return (
    <RootDocument locale="en">
      <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
        <p className="text-8xl font-extrabold text-brand-700 dark:text-brand-300" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{t.title}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{t.text}</p>
        <Link to="home" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t.home}
        </Link>
        <p className="mt-6 text-slate-600 dark:text-slate-300">
          {t.help}{' '}
          <a href={mailHref(site.headOffice.email)} className="font-semibold text-brand-700 underline dark:text-brand-300">
            {site.headOffice.email}
          </a>
        </p>
      </section>
    </RootDocument>
  );
}
