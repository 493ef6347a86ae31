/**
 * The route registry: one entry per page with its canonical path (exactly as published, odd spellings included),
 * title, description, keywords and aliases. It drives navigation links, metadata, the sitemap, the
 * case-insensitive rewrite map shipped with the export, and the tests that walk every route.
 */
import { articleEditions, articles } from '@/content/articles';
import { hasPageFile, pageWords } from '@/content/pages';
import { isPageId, type PageId } from '@/content/pages/registry';
import { allCourses, courseMeta } from '@/content/programs';
import { EDITION_LOCALES, type EditionLocale, type EditionPageKey, type Locale } from '@/lib/locale';
import { operator } from '@/content/operator-settings';
import {
  courseKey,
  editionKey,
  editionPath,
  normalizePath,
  beyondSpecPlaces,
  extraPlaces,
  searchPlace,
  staticRoutes,
  withSlash,
  type EditionRouteKey,
  type RouteEntry,
  type RouteKey,
  type RoutePlace,
  type StaticRouteKey,
} from '@/lib/paths';

export { courseKey, editionKey, editionPath, normalizePath, withSlash, type EditionRouteKey, type RouteEntry, type RouteKey, type StaticRouteKey };

/** The page file of a route key: lower-case words joined by hyphens (thankYou: content/pages/<language>/thank-you.yaml). */
export const pageIdOf = (key: string): PageId => {
  const id = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  if (!isPageId(id)) throw new Error(`content/routes.ts: the route ${key} has no page in content/pages/registry.ts (${id})`);
  return id;
};

/** A route with its words in a language, from its page file. */
const worded = <R extends RoutePlace>(route: R, language: Locale = 'en') => ({ ...route, ...pageWords(pageIdOf(route.key), language).meta });

/** English pages beyond the spec's route table that are pages of their own (in the menu, with editions). */
const beyondSpecRoutes: RouteEntry[] = beyondSpecPlaces.map((r) => worded(r));

/**
 * The articles (content/articles/en/*.md): the ten of the spec at their fixed paths (/blog3), with
 * /blog/<slug> as an alias, every other one at /blog/<slug>.
 */
const blogRoutes: RouteEntry[] = articles.map((article) => ({
  key: article.key,
  path: article.path,
  label: article.title,
  title: article.title,
  description: article.description,
  keywords: article.keywords,
  aliases: article.path === `/blog/${article.slug}` ? undefined : [`/blog/${article.slug}`],
  parent: 'blog',
  article: article.key,
}));

/**
 * The old site's courses: each one's page was /courses/<category>/<its name, lower-cased, spaces as
 * hyphens> (the spec's catalogue: B.Tech at /courses/undergraduate/b.tech). Links and bookmarks to
 * them still lead to the course, whatever staff now call it or file it under.
 */
const OLD_SITE_COURSES: { file: string; category: string; name: string }[] = [
  { file: 'btech', category: 'undergraduate', name: 'B.Tech' },
  { file: 'bsc', category: 'undergraduate', name: 'B.Sc' },
  { file: 'ba', category: 'undergraduate', name: 'BA' },
  { file: 'mtech', category: 'postgraduate', name: 'M.Tech' },
  { file: 'msc', category: 'postgraduate', name: 'M.Sc' },
  { file: 'phd', category: 'phd', name: 'Ph.D' },
  { file: 'mba', category: 'mba', name: 'MBA' },
];

/**
 * The other addresses of a course's page, /courses/<category>/<file>: the old site's addresses of the
 * course of that file (its old name's and, if staff moved it to another category, the old category's),
 * and /courses/engineering for B.Tech (the home page's engineering section). A course's address is
 * its file's name, which the editor never changes: renaming a course changes no address, so it makes
 * none; a course staff add has no old address.
 */
export function courseAliases(category: string, file: string): string[] {
  const path = `/courses/${category}/${file}`;
  const old = OLD_SITE_COURSES.find((c) => c.file === file);
  const addresses = old ? [`/courses/${old.category}/${old.name.toLowerCase().replace(/\s+/g, '-')}`, `/courses/${old.category}/${file}`] : [];
  if (file === 'btech') addresses.push('/courses/engineering');
  return [...new Set(addresses)].filter((a) => a !== path);
}

/** Pages beyond the spec's table: course pages linked from the catalogue, the form thank-you page. */
const courseRoutes: RouteEntry[] = allCourses.map(({ category, course, slug }) => ({
  key: courseKey(category.id, slug),
  path: `/courses/${category.id}/${slug}`,
  label: course.name,
  ...courseMeta(course),
  parent: 'program',
  aliases: courseAliases(category.id, slug),
}));

const extraRoutes: RouteEntry[] = extraPlaces.map((r) => worded(r));

/**
 * The editions the operator publishes (content/operator.json `editions`; absent: all). An edition
 * left out has no pages, no alternates, no sitemap entries and no switcher links.
 */
export const publishedEditions: EditionLocale[] = EDITION_LOCALES.filter((l) => (operator.editions ?? EDITION_LOCALES).includes(l));

/** The languages of the published sets: English first. */
export const publishedLocales: Locale[] = ['en', ...publishedEditions];

/**
 * Site search (components/search/): the page the header's search control leads to; /search/?q=…
 * opens with results, which the home page's WebSite structured data names as the site's search
 * action. Not a page to list in search engines or the sitemap.
 */
const searchRoute: RouteEntry = worded(searchPlace);

/** The pages that may have editions: the English pages of their own (the articles' translations are articles). */
const pageRoutes: RouteEntry[] = [...staticRoutes.map((r) => worded(r)), ...beyondSpecRoutes, searchRoute];

/** The pages of an edition: those its language has a page file for (content/pages/<locale>/<page>.yaml), in the registry's order. */
const pagesOf = (locale: EditionLocale) => pageRoutes.filter((r) => hasPageFile(pageIdOf(r.key), locale)).map((r) => r.key as EditionPageKey);

/** The English pages that have an edition in some language (published or not), in the registry's order. */
export const editionPageKeys: EditionPageKey[] = pageRoutes
  .map((r) => r.key as EditionPageKey)
  .filter((page) => EDITION_LOCALES.some((l) => pagesOf(l).includes(page)));

/** The registry's English pages that have editions, marked as the English member of their set. */
const englishRoutes: RouteEntry[] = [...pageRoutes.slice(0, staticRoutes.length), ...beyondSpecRoutes, ...blogRoutes, searchRoute].map((r) =>
  (editionPageKeys as string[]).includes(r.key) ? { ...r, page: r.key as EditionPageKey } : r,
);

/** The pages an edition has: those with a page file in its language (none when it is not published). */
export const editionPages = (locale: EditionLocale): EditionPageKey[] => (publishedEditions.includes(locale) ? pagesOf(locale) : []);

/** The published editions that have a page. */
export const editionsOfPage = (page: EditionPageKey): EditionLocale[] => publishedEditions.filter((locale) => editionPages(locale).includes(page));

/**
 * The editions' pages, derived from their English pages: the English path (and every alias)
 * behind the language prefix, the edition's own label, title, description and keywords.
 */
const editionRoutes: RouteEntry[] = publishedEditions.flatMap((locale) =>
  editionPages(locale).map((page): RouteEntry => {
    const en = englishRoutes.find((r) => r.key === page)!;
    const meta = pageWords(pageIdOf(page), locale).meta;
    return {
      key: editionKey(locale, page),
      path: editionPath(locale, en.path),
      label: meta.label,
      title: meta.title,
      description: meta.description,
      keywords: meta.keywords,
      aliases: en.aliases?.map((a) => editionPath(locale, a)),
      parent: page === 'home' ? undefined : editionKey(locale, 'home'),
      priority: en.priority,
      noindex: en.noindex,
      locale,
      page,
    };
  }),
);

/** The translations of articles (content/articles/te|hi/<slug>.md) in the published editions, under their edition's blog. */
const articleEditionRoutes: RouteEntry[] = articleEditions
  .filter((a) => publishedEditions.includes(a.language as EditionLocale))
  .map((edition) => {
    const locale = edition.language as EditionLocale;
    return {
      key: edition.key,
      path: edition.path,
      label: edition.title,
      title: edition.title,
      description: edition.description,
      keywords: edition.keywords,
      parent: editionPages(locale).includes('blog') ? editionKey(locale, 'blog') : editionKey(locale, 'home'),
      locale,
      article: articles.find((a) => a.slug === edition.slug)!.key,
    };
  });

/** The 34 routes of the spec's route table: the English pages but the articles published since at /blog/<slug>. */
export const specRoutes: RouteEntry[] = englishRoutes.filter(
  (r) => r.key !== searchRoute.key && !beyondSpecRoutes.some((b) => b.key === r.key) && !articles.some((a) => a.key === r.key && a.path === `/blog/${a.slug}`),
);
/** Every page the export contains, besides the not-found page. */
export const routes: RouteEntry[] = [...englishRoutes, ...courseRoutes, ...extraRoutes, ...editionRoutes, ...articleEditionRoutes];

const byKey = new Map(routes.map((r) => [r.key, r]));

export function getRoute(key: RouteKey): RouteEntry {
  const route = byKey.get(key);
  if (!route) throw new Error(`Unknown route key: ${key}`);
  return route;
}

/** The internal link to a page, optionally with a #hash or ?query. */
export function href(key: RouteKey, suffix = ''): string {
  return withSlash(getRoute(key).path) + suffix;
}

/** The language of a page (English unless it is an edition's). */
export const localeOf = (route: RouteEntry): Locale => route.locale ?? 'en';

/**
 * The page a link to `key` reaches from a page in `locale`: the edition's version of it when the
 * edition has one, else the English page.
 */
export function localizedKey(key: RouteKey, locale: Locale): RouteKey {
  if (locale === 'en') return key;
  const article = byKey.get(key)?.article;
  if (article) return (routes.find((r) => r.article === article && r.locale === locale)?.key as RouteKey | undefined) ?? key;
  const page = byKey.get(key)?.page;
  const edition = page && editionKey(locale, page);
  return edition && byKey.has(edition) ? edition : key;
}

/** href() from a page in `locale`: to the edition's version of the page when there is one. */
export function localizedHref(key: RouteKey, locale: Locale, suffix = ''): string {
  return href(localizedKey(key, locale), suffix);
}

/**
 * The pages of a route's set, one per language that has the page (English first), or [] for a page
 * without editions. The set's alternates (hreflang) and the sitemap read it.
 */
export function languageSet(key: RouteKey): { locale: Locale; route: RouteEntry }[] {
  const article = byKey.get(key)?.article;
  if (article) {
    const set = routes.filter((r) => r.article === article);
    return set.length > 1 ? set.map((route) => ({ locale: localeOf(route), route })) : [];
  }
  const page = byKey.get(key)?.page;
  const editions = page ? editionsOfPage(page) : [];
  if (!page || editions.length === 0) return [];
  return (['en', ...editions] as Locale[]).map((locale) => ({ locale, route: getRoute(locale === 'en' ? page : editionKey(locale, page)) }));
}

/** Every path (canonical in any case, and every alias) → canonical URL path. */
export function rewriteMap(): Record<string, string> {
  const map: Record<string, string> = {};
  for (const route of routes) {
    for (const p of [route.path, ...(route.aliases ?? [])]) {
      const k = normalizePath(p);
      if (map[k] && map[k] !== withSlash(route.path)) {
        throw new Error(`Path ${p} maps to both ${map[k]} and ${route.path}`);
      }
      map[k] = withSlash(route.path);
    }
  }
  return map;
}

/** The route a path reaches (any case, any alias), or undefined: how a link written in content finds its page. */
export function keyOfPath(path: string): RouteKey | undefined {
  const canonical = resolvePath(path);
  return canonical === null ? undefined : (routes.find((r) => withSlash(r.path) === canonical)?.key as RouteKey | undefined);
}

/** The canonical URL path for any path, or null for a true miss. */
export function resolvePath(path: string): string | null {
  return rewriteMap()[normalizePath(path)] ?? null;
}

export function breadcrumbs(key: RouteKey): RouteEntry[] {
  const trail: RouteEntry[] = [];
  let route: RouteEntry | undefined = getRoute(key);
  while (route) {
    trail.unshift(route);
    const home: RouteKey = route.locale ? editionKey(route.locale, 'home') : 'home';
    route = route.key === home ? undefined : byKey.get(route.parent ?? home);
  }
  return trail;
}
