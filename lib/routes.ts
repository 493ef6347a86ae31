/**
 * The route registry: one entry per page with its canonical path (exactly as published, odd spellings included),
 * title, description, keywords and aliases. It drives navigation links, metadata, the sitemap, the
 * case-insensitive rewrite map shipped with the export, and the tests that walk every route.
 */
import { articleEditions, articles } from '@/content/articles';
import { pages as hiPages } from '@/content/i18n/hi/pages';
import { pages as tePages } from '@/content/i18n/te/pages';
import type { EditionPages } from '@/content/i18n/types';
import { allCourses } from '@/content/programs';
import { worldDirectory } from '@/content/world-directory';
import { EDITION_LOCALES, type EditionLocale, type EditionPageKey, type Locale } from '@/lib/locale';
import { operator } from '@/lib/operator';

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

const staticRoutes = [
  {
    key: 'home',
    path: '/',
    label: 'Home',
    title: 'Study Abroad & Immigration Consultants in Hyderabad and Vijayawada',
    description:
      'Overseas education consultancy in Hyderabad and Vijayawada: MBBS, MS, MBA and engineering abroad, visas, education loans, scholarships and free counselling for Indian students.',
    keywords: ['study abroad consultants Hyderabad', 'overseas education Vijayawada', 'MBBS abroad', 'MS abroad', 'free counselling'],
    priority: 1,
  },
  {
    key: 'about',
    path: '/about',
    label: 'About',
    title: 'About Us: Our Story, Team and Commitment',
    description:
      'Who we are: an overseas education consultancy guiding Indian students since 2020 through MBBS, engineering and masters admissions abroad, with 24/7 support.',
    keywords: ['about overseas consultancy', 'study abroad experts', 'MBBS abroad consultants', 'Hyderabad education consultants'],
    aliases: ['/About', '/about-us'],
  },
  {
    key: 'contact',
    path: '/contact',
    label: 'Contact',
    title: 'Contact Us: Offices in Vijayawada and Hyderabad',
    description: 'Call, e-mail or visit our offices in Vijayawada and Hyderabad, or send us a message: a counsellor replies within 24 hours.',
    keywords: ['contact study abroad consultant', 'consultancy Vijayawada', 'consultancy Hyderabad', 'book counselling'],
    aliases: ['/contact-us'],
  },
  {
    key: 'services',
    path: '/services',
    label: 'Services',
    title: 'Our Services: From Counselling to Landing Abroad',
    description:
      'Fourteen services for students going abroad: consultation, university selection, SOP and LOR help, scholarships, education loans, visas, travel and more.',
    keywords: ['study abroad services', 'visa assistance', 'education loan assistance', 'SOP LOR help', 'scholarship assistance'],
  },
  {
    key: 'careerCounselling',
    path: '/services/career-counselling',
    label: 'Career Counselling',
    title: 'Career Counselling for Studying Abroad',
    description: 'One-to-one career counselling: find the course, country and university that fit your profile, budget and goals before you apply abroad.',
    keywords: ['career counselling', 'study abroad career guidance', 'course selection', 'profile evaluation'],
    aliases: ['/career-counselling'],
    parent: 'services',
  },
  {
    key: 'consultationService',
    path: '/services/consultation-service',
    label: 'Consultation Service',
    title: 'Free Study Abroad Consultation Service',
    description:
      'A free 30-45 minute consultation with an expert counsellor: your options abroad, costs, timelines and the next steps, with zero consultation fees.',
    keywords: ['free consultation', 'study abroad consultation', 'overseas education advice'],
    parent: 'services',
  },
  {
    key: 'visaServices',
    path: '/services/visa-services',
    label: 'Visa Services',
    title: 'Student Visa Services',
    description:
      'Student visa help for the USA, UK, Canada, Australia and Europe: documents, financial proof, interview preparation and tracking; visas take 4-12 weeks.',
    keywords: ['student visa', 'visa assistance', 'F1 visa', 'UK student visa', 'visa interview preparation'],
    parent: 'services',
  },
  {
    key: 'educationLoan',
    path: '/services/education-loan',
    label: 'Education Loan',
    title: 'Education Loans for Studying Abroad',
    description:
      'Pre-sanctioned education loans with 15+ banking partners: loans up to about 1.5-2 crore rupees, collateral-free up to about 40-75 lakh, processing in 7-15 working days.',
    keywords: ['education loan abroad', 'collateral free education loan', 'pre-sanctioned loan', 'study loan'],
    parent: 'services',
  },
  {
    key: 'scholarshipService',
    path: '/services/scholarship-service',
    label: 'Scholarship Service',
    title: 'Scholarship Service for Studying Abroad',
    description: 'Find and win scholarships abroad: start 12-15 months ahead, apply for 8-12 scholarships, and get help with essays and applications.',
    keywords: ['scholarships abroad', 'scholarship for Indian students', 'scholarship application help'],
    aliases: ['/scholarship-service'],
    parent: 'services',
  },
  {
    key: 'travelAccommodation',
    path: '/services/travel-accomodation',
    label: 'Travel & Accommodation',
    title: 'Travel and Accommodation Support',
    description: 'Flights, student accommodation, airport pickup, forex, travel insurance and a pre-departure briefing so you land abroad prepared.',
    keywords: ['student accommodation abroad', 'travel assistance students', 'pre-departure briefing', 'airport pickup'],
    aliases: ['/services/travel-accommodation'],
    parent: 'services',
  },
  {
    key: 'program',
    path: '/program',
    label: 'Programs',
    title: 'Programs Catalogue: Undergraduate, Postgraduate, Doctoral and MBA',
    description:
      'Browse programmes abroad by level: B.Tech, B.Sc and BA, M.Tech and M.Sc, Ph.D and MBA, with durations, specializations and placement figures.',
    keywords: ['study abroad programs', 'B.Tech abroad', 'M.Tech abroad', 'PhD abroad', 'MBA abroad'],
    aliases: ['/programs', '/courses'],
  },
  {
    key: 'countries',
    path: '/countries',
    label: 'Countries',
    title: 'Study Abroad Countries Guide: 20 Destinations Compared',
    description:
      'Compare 20 study destinations: universities, tuition, duration, intakes, popular courses, requirements, living costs and work rights, plus 12 course categories.',
    keywords: ['study abroad countries', 'study in USA', 'study in Germany', 'masters abroad', 'top courses abroad'],
    aliases: ['/Countries', '/masters'],
  },
  {
    key: 'neet',
    path: '/NEET',
    label: 'NEET Service',
    title: 'NEET Services: Preparation, Counselling and Admission',
    description: 'NEET exam preparation, 100+ mock tests, counselling guidance, college admission, study-abroad options, scholarships and support for parents.',
    keywords: ['NEET services', 'NEET counselling', 'NEET coaching', 'NEET mock tests', 'MBBS admission'],
    aliases: ['/neet'],
  },
  {
    key: 'mbbs',
    path: '/MBBS',
    label: 'MBBS',
    title: 'MBBS in Vietnam: Universities, Fees and Admission',
    description: `Study MBBS in Vietnam: universities listed in the ${worldDirectory.name}, NMC (formerly MCI) eligible, 6-year English-medium programmes, each university’s current fees and a living-cost budget planned with you.`,
    keywords: ['MBBS in Vietnam', 'MBBS abroad', 'low cost MBBS', 'Vietnam medical universities', 'MBBS for Indian students'],
    aliases: ['/mbbs'],
  },
  {
    key: 'mba',
    path: '/MBA',
    label: 'MBA',
    title: 'Study MBA Abroad: Specializations and 20 Destinations',
    description:
      'MBA abroad: International Business, Finance, Marketing and Entrepreneurship in 20 countries, with GMAT, IELTS, tuition, intakes and post-study work rights.',
    keywords: ['MBA abroad', 'study MBA in USA', 'MBA in UK', 'MBA in Canada', 'GMAT'],
    aliases: ['/mba'],
  },
  {
    key: 'cybersecurity',
    path: '/cybersecurity',
    label: 'Cybersecurity Training',
    title: 'Cybersecurity Training in Vijayawada',
    description: 'Cybersecurity training at our Vijayawada hub: six programmes with 70% hands-on labs, placement assistance and industry certifications.',
    keywords: ['cybersecurity training Vijayawada', 'ethical hacking course', 'cyber security course Andhra Pradesh'],
    aliases: ['/cyber-security'],
  },
  {
    key: 'ausimmigration',
    path: '/ausimmigration',
    label: 'Immigration to Australia',
    title: 'Australia Immigration: Skilled, Student and Work Visas',
    description:
      'Migrate to Australia with expert help: skilled migration, student and work visas, a 4-step process from assessment to approval, and life in Australia.',
    keywords: ['Australia immigration', 'Australia PR', 'skilled migration visa', 'Australia student visa'],
    aliases: ['/australia-immigration'],
  },
  {
    key: 'ieltsscore',
    path: '/ieltsscore',
    label: 'IELTS Score Calculator',
    title: 'IELTS Overall Band Score Calculator',
    description: 'Free IELTS band calculator: enter your listening, reading, speaking and writing scores to get the overall band, rounded the official way.',
    keywords: ['IELTS score calculator', 'IELTS band calculator', 'IELTS overall band'],
    aliases: ['/ielts-score', '/ielts'],
  },
  {
    key: 'cgpa',
    path: '/cgpa',
    label: 'CGPA Calculator',
    title: 'CGPA Calculator and 10-to-4 GPA Converter',
    description: 'Free CGPA calculator: average up to 10 semesters of SGPA, and convert a 10-point CGPA to the 4-point GPA scale used abroad.',
    keywords: ['CGPA calculator', 'SGPA to CGPA', 'CGPA to GPA converter', '10 to 4 scale'],
    aliases: ['/cgpa-calculator'],
  },
  {
    key: 'scoreconverter',
    path: '/scoreconverter',
    label: 'TOEFL - IELTS Score Converter',
    title: 'TOEFL, IELTS, PTE and Duolingo Score Converter',
    description: 'Convert English test scores between TOEFL iBT, IELTS, PTE Academic and the Duolingo English Test using the publishers’ concordance tables.',
    keywords: ['TOEFL to IELTS', 'IELTS to PTE', 'Duolingo to IELTS', 'score converter'],
    aliases: ['/score-converter'],
  },
  {
    key: 'faq',
    path: "/FAQ'S",
    label: "FAQ'S",
    title: 'Frequently Asked Questions about Studying Abroad',
    description:
      'Answers to common questions: consultation fees, visa approval, when to apply, costs abroad, scholarships, the countries we cover and how to reach us.',
    keywords: ['study abroad FAQ', 'visa questions', 'consultancy fees', 'studying abroad questions'],
    aliases: ["/faq's", '/faq', '/faqs'],
  },
  {
    key: 'nofee',
    path: '/nofee',
    label: 'Free Consultation',
    title: 'Free Consultation: Zero Fees Study Abroad Counselling',
    description: 'Book a free, no-obligation study abroad consultation: zero consultation fees, 30-45 minutes with an expert counsellor, in person or online.',
    keywords: ['free study abroad consultation', 'zero fee consultancy', 'book counselling'],
    aliases: ['/free-consultation'],
  },
  {
    key: 'vision',
    path: '/vission-mission',
    label: 'Vision & Mission',
    title: 'Vision, Mission and Core Values',
    description: 'Our vision, our mission and the values we work by: trust and transparency, a student-centric approach and global reach.',
    keywords: ['vision mission', 'core values', 'overseas education consultancy values'],
    aliases: ['/vision-mission', '/vision'],
  },
  {
    key: 'blog',
    path: '/blog',
    label: 'Blog',
    title: 'Blog: Study Abroad, MBBS and Career Guides',
    description: 'Guides for Indian students: MBBS abroad, NEET tips, choosing a country, scholarships and loans, and master’s admissions.',
    keywords: ['study abroad blog', 'MBBS abroad blog', 'NEET tips', 'masters abroad guide'],
    aliases: ['/Blog', '/blogs'],
  },
] satisfies RouteEntry[];

/** English pages beyond the spec's route table that are pages of their own (in the menu, with editions). */
const beyondSpecRoutes: RouteEntry[] = [
  {
    key: 'planner',
    path: '/planner',
    label: 'Study-Cost Planner',
    title: 'Study-Cost Planner: Visa Funds to Show and Education Loan EMI',
    description:
      'How much money to show for a UK, Canada, Australia, USA, Germany, Ireland or New Zealand student visa, in rupees, and the EMI of your education loan, with official sources.',
    keywords: [
      'proof of funds student visa',
      'UK student visa funds London',
      'education loan EMI calculator',
      'study abroad cost calculator',
      'blocked account Germany',
    ],
    aliases: ['/study-cost-planner', '/cost-planner'],
  },
];

/** Route key of a course of a catalogue category. */
export const courseKey = (categoryId: string, slug: string) => `course:${categoryId}/${slug}` as const;

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

/** Pages beyond the spec's table: course pages linked from the catalogue, the form thank-you page. */
const courseRoutes: RouteEntry[] = allCourses.map(({ category, course, slug }) => ({
  key: courseKey(category.id, slug),
  path: `/courses/${category.id}/${slug}`,
  label: course.name,
  title: `${course.name} Abroad: ${course.specializations.slice(0, 3).join(', ')}`,
  description: `Study ${course.name} abroad: ${course.duration}, specializations in ${course.specializations.join(', ')}; ${course.stats.placement} placement with ${course.stats.companies} companies.`,
  keywords: [`${course.name} abroad`, ...course.specializations.map((s) => `${course.name} ${s}`)],
  parent: 'program',
  // B.Tech is the engineering course the home page's engineering section points to.
  aliases: slug === 'b.tech' ? ['/courses/engineering'] : undefined,
}));

const extraRoutes: RouteEntry[] = [
  {
    key: 'thankYou',
    path: '/thank-you',
    label: 'Thank You',
    title: 'Thank You for Your Message',
    description: 'Your message has reached us. A counsellor will get back to you soon.',
    keywords: ['thank you'],
    noindex: true,
  },
  {
    key: 'privacy',
    path: '/privacy',
    label: 'Privacy Notice',
    title: 'Privacy Notice: What Our Forms Collect and Why',
    description:
      'What our enquiry forms and chatbot collect, why, where it goes, how long we keep it, and how to ask us to see, correct or delete your data under India’s DPDP Act, 2023.',
    keywords: ['privacy notice', 'personal data', 'DPDP Act 2023', 'data deletion request'],
    aliases: ['/privacy-policy', '/privacy-notice'],
    priority: 0.3,
  },
];

export type StaticRouteKey = (typeof staticRoutes)[number]['key'];
export type EditionRouteKey = `${EditionLocale}:${EditionPageKey}`;
export type RouteKey =
  StaticRouteKey | 'planner' | 'search' | `blog${string}` | `${EditionLocale}:blog/${string}` | `course:${string}` | 'thankYou' | 'privacy' | EditionRouteKey;

/**
 * The editions the operator publishes (content/operator.json `editions`; absent: all). An edition
 * left out has no pages, no alternates, no sitemap entries and no switcher links.
 */
export const publishedEditions: EditionLocale[] = EDITION_LOCALES.filter((l) => (operator.editions ?? EDITION_LOCALES).includes(l));

/** The languages of the published sets: English first. */
export const publishedLocales: Locale[] = ['en', ...publishedEditions];

/** An edition's path for an English path: the same spelling behind the language prefix ("/te/MBBS", "/te"). */
export const editionPath = (locale: EditionLocale, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

export const editionKey = (locale: EditionLocale, page: EditionPageKey): EditionRouteKey => `${locale}:${page}`;

const editionMeta: Record<EditionLocale, EditionPages> = { te: tePages, hi: hiPages };

/**
 * Site search (components/search/): the page the header's search control leads to; /search/?q=…
 * opens with results, which the home page's WebSite structured data names as the site's search
 * action. Not a page to list in search engines or the sitemap.
 */
const searchRoute: RouteEntry = {
  key: 'search',
  path: '/search',
  label: 'Search',
  title: 'Search the Site',
  description: 'Search every page, article and calculator of the site: programmes, countries, loans, visas, exams and fees.',
  keywords: ['site search'],
  noindex: true,
};

/** The pages of an edition's content/i18n/<locale>/pages.ts, in its order (the registry's and the sitemap's). */
const pagesOf = (locale: EditionLocale) => (Object.keys(editionMeta[locale]) as EditionPageKey[]).filter((page) => editionMeta[locale][page]);

/** The English pages that have an edition in some language (published or not), in the order of the pages.ts files. */
export const editionPageKeys: EditionPageKey[] = [...new Set(EDITION_LOCALES.flatMap(pagesOf))];

/** The registry's English pages that have editions, marked as the English member of their set. */
const englishRoutes: RouteEntry[] = [...staticRoutes, ...beyondSpecRoutes, ...blogRoutes, searchRoute].map((r) =>
  (editionPageKeys as string[]).includes(r.key) ? { ...r, page: r.key as EditionPageKey } : r,
);

/** The pages an edition has: those with an entry in its content/i18n/<locale>/pages.ts (none when it is not published). */
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
    const meta = editionMeta[locale][page]!;
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

/** The URL path the export serves for a path: trailing slash (next.config trailingSlash: true). */
export const withSlash = (path: string) => (path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`);

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
