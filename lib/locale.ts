/**
 * The site's languages: English (the pages at their spec paths) and the Telugu and Hindi editions
 * of the enquiry pages under /te/… and /hi/…. Plain data, safe in client islands.
 */
/**
 * The languages, declared here once: English first, then the editions. Everything else that names
 * the languages (the data, article and FAQ schemas, the editor, the editions' words and routes)
 * reads this list; a new language is a line here and in LANGUAGES below, then its data files and
 * its glossary (docs/editions.md).
 */
export const LOCALES = ['en', 'te', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
type Rest<T> = T extends readonly [unknown, ...infer R] ? R : never;
/** The editions: every language but English (the first). */
export const EDITION_LOCALES = LOCALES.slice(1) as unknown as Rest<typeof LOCALES>;
export type EditionLocale = (typeof EDITION_LOCALES)[number];

/**
 * The pages the editions' view map renders (components/pages/edition-views.tsx, one line each, which
 * `satisfies` this list): declared here, below the map, so that the floors below components can name
 * an edition page without importing one.
 */
export const EDITION_VIEW_KEYS = [
  'contact',
  'services',
  'mbbs',
  'neet',
  'nofee',
  'faq',
  'ieltsscore',
  'about',
  'cgpa',
  'countries',
  'mba',
  'scoreconverter',
  'program',
  'cybersecurity',
  'vision',
  'ausimmigration',
  'privacy',
  'planner',
  'mbbsCheck',
  'search',
] as const;
export type EditionViewKey = (typeof EDITION_VIEW_KEYS)[number];

/**
 * The English pages that can have an edition (a "set" is one page in every language; route registry
 * keys): home and the blog, which have route files of their own, and the pages of the editions' view
 * map. Which languages have one: those with a page file, content/pages/<locale>/<page>.yaml.
 */
export type EditionPageKey = 'home' | 'blog' | EditionViewKey;

export const isEditionLocale = (v: unknown): v is EditionLocale => EDITION_LOCALES.includes(v as EditionLocale);

export type LanguageInfo = {
  /** `<html lang>` (BCP 47). */
  htmlLang: string;
  /** `hreflang` of the alternates (exactly en, te, hi). */
  hreflang: string;
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /** The language's name in its own script, as the switcher writes it. */
  name: string;
  /** Its name in English, for the build's and the editor's messages. */
  englishName: string;
};

export const LANGUAGES: Record<Locale, LanguageInfo> = {
  en: { htmlLang: 'en-IN', hreflang: 'en', ogLocale: 'en_IN', name: 'English', englishName: 'English' },
  te: { htmlLang: 'te-IN', hreflang: 'te', ogLocale: 'te_IN', name: 'తెలుగు', englishName: 'Telugu' },
  hi: { htmlLang: 'hi-IN', hreflang: 'hi', ogLocale: 'hi_IN', name: 'हिन्दी', englishName: 'Hindi' },
};

/** The language of a document from its `<html lang>` ("te-IN" → "te"; anything else: English). */
export const localeOfLang = (lang: string | null | undefined): Locale => {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return isEditionLocale(base) ? base : 'en';
};

/**
 * A number as every language edition writes it: Western digits with Indian grouping
 * (1,00,000), the way Telugu and Hindi newspapers and banks print figures.
 */
export const formatNumber = (n: number) => n.toLocaleString('en-IN');

/** Fills {placeholders} of a content string; unknown ones stay as they are. */
export const fillText = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
