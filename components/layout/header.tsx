import { Search } from 'lucide';
import type { NavItem } from '@/content/navigation';
import { contentFor } from '@/content/i18n';
import { leadsToEnglish, Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { LanguageSwitcher, type LanguageSwitcherProps } from '@/components/layout/language-switcher';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Logo } from '@/components/layout/logo';
import { Glyph } from '@/components/ui/glyph';
import type { ResolvedNavItem } from '@/components/layout/nav-types';
import { LANGUAGES, type Locale } from '@/lib/locale';
import { editionKey, editionPages, href, localizedHref, publishedEditions } from '@/content/routes';
import { renderLocale } from '@/lib/render-locale';
import { site } from '@/content/site';

const resolve = (items: NavItem[], locale: Locale): ResolvedNavItem[] =>
  items.map((item) => ({
    label: item.label,
    href: item.to ? localizedHref(item.to, locale) : undefined,
    children: item.children && resolve(item.children, locale),
    ...(item.to && leadsToEnglish(item.to, locale) && { english: { hreflang: 'en' as const, note: contentFor(locale).shell.a11y.english } }),
  }));

/** The switcher's data: each published language with a home page, and the English paths of the pages each edition has. */
function switcherProps(locale: Locale): LanguageSwitcherProps | null {
  const editions = publishedEditions.filter((l) => editionPages(l).includes('home'));
  if (editions.length === 0) return null;
  const prefix = (l: Locale) => (l === 'en' ? '' : `/${l}`);
  return {
    current: prefix(locale),
    languages: [
      { prefix: '', name: LANGUAGES.en.name, hreflang: LANGUAGES.en.hreflang, home: href('home') },
      ...editions.map((l) => ({
        prefix: prefix(l),
        name: LANGUAGES[l].name,
        hreflang: LANGUAGES[l].hreflang,
        home: href(editionKey(l, 'home')),
        pages: editionPages(l).map((k) => href(k)),
      })),
    ],
  };
}

/**
 * The fixed header of every page (logo, navigation, theme and language), in the page's language;
 * `lang` names it on the header itself (the not-found page, whose script may set another `<html lang>`).
 */
export function Header({ lang }: { lang?: string } = {}) {
  const locale = renderLocale();
  const { mainNav, shell, search } = contentFor(locale);
  const items = resolve(mainNav, locale);
  const contactHref = localizedHref('contact', locale);
  const searchHref = localizedHref('search', locale);
  const switcher = switcherProps(locale);
  return (
    <header
      lang={lang}
      className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      {/* A phone's header holds the logo and four controls: tight gaps below sm, so 390 px needs no scrolling. */}
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <Link to="home" className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <Logo tagline={shell.logoTagline} />
        </Link>
        <DesktopNav items={items} label={shell.header.mainNavLabel} submenu={shell.header.submenu} />
        <div className="flex items-center sm:gap-2">
          {/* Search: a plain link to the search page in this language (no script on any page); the
              search's code and index load there only (components/search/). On wide screens, where the
              header has room, a field instead: a plain form whose GET lands on /search/?q=…. */}
          <a
            href={searchHref}
            aria-label={search.header.label}
            className="rounded-full p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2 2xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Glyph icon={Search} className="h-5 w-5" />
          </a>
          <form action={searchHref} role="search" aria-label={search.header.label} className="hidden 2xl:block">
            <input
              type="search"
              name="q"
              aria-label={search.header.label}
              placeholder={search.header.label}
              className="w-44 rounded-full border border-slate-300 px-4 py-1.5 text-sm dark:border-slate-600"
            />
          </form>
          {switcher && (
            // One switcher for every width: a native popover (opens without script), placed under its
            // toggle like the nav's dropdowns.
            <div className="nav-item relative">
              <button
                type="button"
                popoverTarget="language-menu"
                aria-controls="language-menu"
                data-language-toggle=""
                className="rounded-lg p-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <span className="sr-only">{shell.languages.label}: </span>
                <span lang={LANGUAGES[locale].hreflang} className="hidden sm:inline">
                  {LANGUAGES[locale].name} ▾
                </span>
                {/* A phone's header has room for the code only; the menu names each language in its script. */}
                <span aria-hidden="true" className="sm:hidden">
                  {LANGUAGES[locale].hreflang.toUpperCase()}
                </span>
              </button>
              <nav
                id="language-menu"
                popover="auto"
                aria-label={shell.languages.label}
                className="nav-dropdown nav-dropdown-end rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:bg-slate-900"
              >
                <LanguageSwitcher {...switcher} />
              </nav>
            </div>
          )}
          <div className="hidden items-center gap-2 lg:flex">
            <Link to="contact" className={buttonClasses('primary', 'sm')}>
              {shell.header.contact}
            </Link>
            <Link href={site.crmUrl} className={buttonClasses('outline', 'sm')}>
              {shell.header.crm}
            </Link>
          </div>
          <ThemeToggle label={shell.header.darkMode} />
          <MobileMenu
            items={items}
            contactHref={contactHref}
            crmUrl={site.crmUrl}
            labels={{ ...shell.mobileMenu, contact: shell.header.contact, crm: shell.header.crm }}
          />
        </div>
      </div>
    </header>
  );
}
