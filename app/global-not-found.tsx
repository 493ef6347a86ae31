import type { Metadata } from 'next';
import './globals.css';
import { Link } from '@/components/link';
import { RootDocument } from '@/components/layout/root-document';
import { buttonClasses } from '@/components/ui/button';
import { notFoundMetadata, shellIn } from '@/content/shell';
import { rootMetadata, rootViewport } from '@/content/metadata';
import { localizedHref, publishedLocales } from '@/content/routes';
import { mailHref, site } from '@/content/site';
import { LANGUAGES, type Locale } from '@/lib/locale';

export const metadata: Metadata = {
  ...rootMetadata,
  ...notFoundMetadata,
  robots: { index: false, follow: true },
};
export const viewport = rootViewport;

/**
 * Each language's block hides once the 404 page's inline script (tooling/deploy.ts,
 * notFoundRedirectScript) has marked `<html data-nf>` with another language; without script all
 * show. Literal class names, one per language, so that Tailwind finds them.
 */
const hiddenUnless: Record<Locale, string> = {
  en: '[html[data-nf]:not([data-nf=en])_&]:hidden',
  te: '[html[data-nf]:not([data-nf=te])_&]:hidden',
  hi: '[html[data-nf]:not([data-nf=hi])_&]:hidden',
};

/**
 * The not-found page, exported once as 404.html for every unknown path of every language (the
 * site has one root layout per language, so the not-found page is global). It holds the view in
 * each published language, English first, each block in its own `lang`; the page's inline script
 * shows the one whose prefix the path has (/te/…, /hi/…, else English) and sets `<html lang>` and
 * the title, so every host serves the one file. Without script, the editions' words follow the
 * English.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument locale="en" shellLang>
      <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
        <p className="text-8xl font-extrabold text-brand-700 dark:text-brand-300" aria-hidden="true">
          404
        </p>
        {publishedLocales.map((locale, i) => {
          const t = shellIn(locale).notFound;
          return (
            <div
              key={locale}
              lang={LANGUAGES[locale].htmlLang}
              className={`flex flex-col items-center ${i > 0 ? 'mt-12 border-t border-slate-200 pt-8 dark:border-slate-700' : ''} ${hiddenUnless[locale]} [html[data-nf]_&]:mt-0 [html[data-nf]_&]:border-0 [html[data-nf]_&]:pt-0`}
            >
              <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{t.title}</h1>
              <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{t.text}</p>
              <Link href={localizedHref('home', locale)} className={buttonClasses('primary', 'lg', 'mt-8')}>
                {t.home}
              </Link>
              <p className="mt-6 text-slate-600 dark:text-slate-300">
                {t.help}{' '}
                <a href={mailHref(site.headOffice.email)} className="font-semibold text-brand-700 underline dark:text-brand-300">
                  {site.headOffice.email}
                </a>
              </p>
            </div>
          );
        })}
      </section>
    </RootDocument>
  );
}
