'use client';

import { usePathname } from 'next/navigation';

export type SwitcherLanguage = {
  /** The prefix of the language's pages ('' for English, '/te', '/hi'). */
  prefix: string;
  /** The language's name in its own script. */
  name: string;
  hreflang: string;
  /** Its home page, where a page without an edition sends the visitor. */
  home: string;
  /** An edition's pages, by their English URL paths ('/MBBS/', "/FAQ'S/"); absent for English, which has every page. */
  pages?: string[];
};

export type LanguageSwitcherProps = {
  languages: SwitcherLanguage[];
  /** The language of this page (its prefix). */
  current: string;
};

/**
 * Plain links to this page in each language (English, తెలుగు, हिन्दी), or to an edition's home
 * page where this page has no edition; the current language is marked and links this page. Rendered into the exported HTML with the page's path (the
 * layout cannot know which page it wraps; the path can), so it works before and without script.
 */
export function LanguageSwitcher({ languages, current }: LanguageSwitcherProps) {
  let path = usePathname() ?? '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep it */
  }
  if (!path.endsWith('/')) path += '/';
  const english = current && path.startsWith(`${current}/`) ? path.slice(current.length) : path;
  // The not-found page has no page of its own to name: every language leads home.
  const lost = path.startsWith('/_');
  return (
    <ul className="text-sm font-semibold">
      {languages.map((l) => {
        const here = l.prefix === current;
        const inSet = !l.pages || l.pages.includes(english);
        return (
          <li key={l.hreflang}>
            <a
              href={lost ? l.home : here ? path : inSet ? l.prefix + english : l.home}
              hrefLang={l.hreflang}
              lang={l.hreflang}
              aria-current={here ? 'page' : undefined}
              className="block rounded-lg px-3 py-2 hover:bg-slate-100 aria-[current]:underline dark:hover:bg-slate-800"
            >
              {l.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
