import { SearchBox } from '@/components/search/search-box';
import { contentFor } from '@/content/i18n';
import { LANGUAGES, type Locale } from '@/lib/locale';
import { editionKey, editionPages, href, localizedHref, publishedEditions } from '@/content/routes';
import { Island } from '@/components/ui/island';

/** The main sections of the site: the header's menu, as links (what a visitor can still reach without search). */
function Sections({ locale }: { locale: Locale }) {
  const { mainNav, search } = contentFor(locale);
  return (
    <nav aria-labelledby="search-sections" className="mx-auto mt-12 max-w-3xl">
      <h2 id="search-sections" className="text-xl font-bold text-slate-900 dark:text-white">
        {search.page.sectionsTitle}
      </h2>
      <ul className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {mainNav.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <a href={localizedHref(item.to, locale)} className="font-semibold text-brand-700 underline dark:text-brand-300">
                {item.label}
              </a>
            ) : (
              <span className="font-semibold text-slate-900 dark:text-white">{item.label}</span>
            )}
            {item.children && (
              <ul className="mt-1 space-y-1 text-slate-700 dark:text-slate-300">
                {item.children.map((child) => (
                  <li key={child.label}>
                    <a href={localizedHref(child.to!, locale)} className="underline decoration-slate-400 hover:text-brand-700 dark:hover:text-brand-300">
                      {child.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The search page, in any language (/search/, /te/search/, /hi/search/): the field and results
 * (components/search/search-box.tsx, Pagefind over the page language's index), and the main
 * sections. With scripts off, or when they did not arrive, the field is hidden and a note says
 * search needs them; the sections and the contact page remain.
 */
export function SearchPage({
  locale,
  afterNote = false,
}: {
  locale: Locale;
  /** Under an edition's review note, which already clears the fixed header. */ afterNote?: boolean;
}) {
  const { search } = contentFor(locale);
  const searchHref = (l: Locale) => href(l === 'en' ? 'search' : editionKey(l, 'search'));
  const otherLanguages = (['en', ...publishedEditions.filter((l) => editionPages(l).includes('search'))] as Locale[])
    .filter((l) => l !== locale)
    .map((l) => ({ href: searchHref(l), name: LANGUAGES[l].name, hreflang: LANGUAGES[l].hreflang }));
  const contactHref = localizedHref('contact', locale);
  return (
    <section className={`px-4 pb-16 sm:px-6 ${afterNote ? 'pt-10' : 'pt-28'}`}>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-extrabold text-slate-900 sm:text-5xl dark:text-white">{search.page.title}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{search.page.intro}</p>
        <p
          data-script-note=""
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 framework:hidden"
        >
          {search.page.scriptNote}{' '}
          <a href={contactHref} className="font-semibold underline">
            {search.page.contactLink}
          </a>
        </p>
      </div>
      <div className="mt-6">
        <Island start="idle">
          <SearchBox
            copy={search.page}
            spellings={search.spellings}
            contactHref={contactHref}
            otherLanguages={otherLanguages}
            languageNames={Object.fromEntries(Object.values(LANGUAGES).map((l) => [l.hreflang, l.name]))}
          />
        </Island>
      </div>
      <Sections locale={locale} />
    </section>
  );
}
