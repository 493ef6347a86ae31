/**
 * The path table: every page of the site's own (not made from content) with its canonical path,
 * exactly as published (odd spellings included), and the other paths that reach it; the keys and
 * the shape of a route; and the pure helpers on paths. content/routes.ts builds the registry from
 * it (each route's words from its page file, the articles, courses and editions).
 */
import type { EditionLocale, EditionPageKey } from '@/lib/locale';

export type RouteEntry = {
  key: string;
  /** Canonical path as the spec lists it, without trailing slash ('/MBBS', "/FAQ'S"). */
  path: string;
  /** Short label for menus and breadcrumbs. */
  label: string;
  /** Page title (the root layout's template appends the company name). */
  title: string;
  description: string;
  keywords: string[];
  /** Other paths that reach this page (matched case-insensitively). */
  aliases?: string[];
  /** Breadcrumb parent; the home page when absent. */
  parent?: string;
  /** Kept out of the sitemap and search results (e.g. the form thank-you page). */
  noindex?: boolean;
  priority?: number;
  /** A language edition's page: its language (absent: English). */
  locale?: EditionLocale;
  /** The English page this page is an edition of (set on the English page of a set too). */
  page?: EditionPageKey;
  /** An article's English route key, on the English article and on each of its translations. */
  article?: string;
};

/** A route's place: its words (label, title, description, keywords) are its page file's `meta`. */
export type RoutePlace = Omit<RouteEntry, 'label' | 'title' | 'description' | 'keywords'>;

/** The pages of the site's own at their spec paths (their words: content/pages/<language>/<page>.yaml). */
export const staticRoutes = [
  {
    key: 'home',
    path: '/',
    priority: 1,
  },
  {
    key: 'about',
    path: '/about',
    aliases: ['/About', '/about-us'],
  },
  {
    key: 'contact',
    path: '/contact',
    aliases: ['/contact-us'],
  },
  {
    key: 'services',
    path: '/services',
  },
  {
    key: 'careerCounselling',
    path: '/services/career-counselling',
    aliases: ['/career-counselling'],
    parent: 'services',
  },
  {
    key: 'consultationService',
    path: '/services/consultation-service',
    parent: 'services',
  },
  {
    key: 'visaServices',
    path: '/services/visa-services',
    parent: 'services',
  },
  {
    key: 'educationLoan',
    path: '/services/education-loan',
    parent: 'services',
  },
  {
    key: 'scholarshipService',
    path: '/services/scholarship-service',
    aliases: ['/scholarship-service'],
    parent: 'services',
  },
  {
    key: 'travelAccommodation',
    path: '/services/travel-accomodation',
    aliases: ['/services/travel-accommodation'],
    parent: 'services',
  },
  {
    key: 'program',
    path: '/program',
    aliases: ['/programs', '/courses'],
  },
  {
    key: 'countries',
    path: '/countries',
    aliases: ['/Countries', '/masters'],
  },
  {
    key: 'neet',
    path: '/NEET',
    aliases: ['/neet'],
  },
  {
    key: 'mbbs',
    path: '/MBBS',
    aliases: ['/mbbs'],
  },
  {
    key: 'mba',
    path: '/MBA',
    aliases: ['/mba'],
  },
  {
    key: 'cybersecurity',
    path: '/cybersecurity',
    aliases: ['/cyber-security'],
  },
  {
    key: 'ausimmigration',
    path: '/ausimmigration',
    aliases: ['/australia-immigration'],
  },
  {
    key: 'ieltsscore',
    path: '/ieltsscore',
    aliases: ['/ielts-score', '/ielts'],
  },
  {
    key: 'cgpa',
    path: '/cgpa',
    aliases: ['/cgpa-calculator'],
  },
  {
    key: 'scoreconverter',
    path: '/scoreconverter',
    aliases: ['/score-converter'],
  },
  {
    key: 'faq',
    path: "/FAQ'S",
    aliases: ["/faq's", '/faq', '/faqs'],
  },
  {
    key: 'nofee',
    path: '/nofee',
    aliases: ['/free-consultation'],
  },
  {
    key: 'vision',
    path: '/vission-mission',
    aliases: ['/vision-mission', '/vision'],
  },
  {
    key: 'blog',
    path: '/blog',
    aliases: ['/Blog', '/blogs'],
  },
] satisfies RoutePlace[];

/** English pages beyond the spec's route table that are pages of their own (in the menu, with editions). */
export const beyondSpecPlaces = [
  {
    key: 'planner',
    path: '/planner',
    aliases: ['/study-cost-planner', '/cost-planner'],
  },
  {
    key: 'mbbsCheck',
    path: '/mbbs-check',
    aliases: ['/mbbs-degree-check', '/nmc-check'],
  },
  // The privacy notice: an edition's forms link the notice in their language (DPDP Act 2023: a notice in English or an Eighth Schedule language).
  {
    key: 'privacy',
    path: '/privacy',
    aliases: ['/privacy-policy', '/privacy-notice'],
    priority: 0.3,
  },
] as const satisfies RoutePlace[];

/** Pages of their own that are not in the menu: the form's thank-you page. */
export const extraPlaces = [
  {
    key: 'thankYou',
    path: '/thank-you',
    noindex: true,
  },
] as const satisfies RoutePlace[];

/**
 * Site search (components/search/): the page the header's search control leads to; /search/?q=…
 * opens with results. Not a page to list in search engines or the sitemap.
 */
export const searchPlace = {
  key: 'search',
  path: '/search',
  noindex: true,
} as const satisfies RoutePlace;

/** Route key of a course of a catalogue category. */
export const courseKey = (categoryId: string, slug: string) => `course:${categoryId}/${slug}` as const;

export type StaticRouteKey = (typeof staticRoutes)[number]['key'];
export type EditionRouteKey = `${EditionLocale}:${EditionPageKey}`;
export type RouteKey =
  | StaticRouteKey
  | (typeof beyondSpecPlaces)[number]['key']
  | (typeof extraPlaces)[number]['key']
  | typeof searchPlace.key
  | `blog${string}`
  | `${EditionLocale}:blog/${string}`
  | `course:${string}`
  | EditionRouteKey;

/** An edition's path for an English path: the same spelling behind the language prefix ("/te/MBBS", "/te"). */
export const editionPath = (locale: EditionLocale, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

export const editionKey = (locale: EditionLocale, page: EditionPageKey): EditionRouteKey => `${locale}:${page}`;

/** The URL path the export serves for a path: trailing slash (next.config trailingSlash: true). */
export const withSlash = (path: string) => (path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`);

/** Lower-cased, decoded, slash-trimmed form used as the rewrite map's key. */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/)[0];
  try {
    p = decodeURIComponent(p);
  } catch {
    /* keep the raw path */
  }
  p = p
    .toLowerCase()
    .replace(/\/index\.html$/, '')
    .replace(/\/+$/, '');
  return p === '' ? '/' : p;
}
