/**
 * Each page's structured data (JSON-LD), by route: the organisation on / and /contact,
 * breadcrumbs below the home page, FAQPage from the questions the page shows, BlogPosting on the
 * articles and Course on the course pages, built from the same content the page shows (the builders:
 * content/structured-data.ts). scripts/postbuild.ts renders it with <JsonLd> (components/json-ld.tsx)
 * into each exported page's <head>: rendered by the page itself, it would ship twice (in the HTML
 * and again in the page's RSC payload), about 2.5 KB gzip on /services.
 */
import { articleEditions, articles } from '@/content/articles';
import { faqItems } from '@/content/faq';
import { mbaFaqs } from '@/content/mba';
import { neet } from '@/content/neet';
import { allCourses, courseSummary, programsPage } from '@/content/programs';
import { servicePages, type ServicePageKey } from '@/content/service-pages';
import { servicesOverview } from '@/content/services';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { contentFor } from '@/content/i18n';
import { courseKey, editionKey, getRoute, localeOf, routes, type RouteKey } from '@/content/routes';
import { blogPostingLd, breadcrumbLd, courseLd, faqPageLd, organizationLd, websiteLd } from '@/content/structured-data';

type Faq = { question: string; answer: string };

const servicePageFaqs: Partial<Record<ServicePageKey, Faq[]>> = Object.fromEntries(
  (Object.keys(servicePages) as ServicePageKey[]).map((key) => [key, servicePages[key].faq?.items ?? []]),
);

/** The questions and plain-text answers each page shows (the same lists the pages render). */
export const pageFaqs: Partial<Record<RouteKey, Faq[]>> = {
  faq: [...faqItems, ...studyAbroadFaq.items],
  program: [...programsPage.faq.items, ...studyAbroadFaq.items],
  services: servicesOverview.faq.items,
  mba: mbaFaqs,
  neet: neet.faq.items,
  ...servicePageFaqs,
};

/** Typed objects beyond the common ones: BlogPosting on articles, Course on course pages. */
function extraFor(key: RouteKey): object[] {
  const article = [...articles, ...articleEditions].find((a) => a.key === key);
  if (article) return [blogPostingLd(article)];
  const course = allCourses.find(({ category, slug }) => courseKey(category.id, slug) === key);
  if (course) return [courseLd({ key, name: course.course.name, description: courseSummary(course.course) })];
  return [];
}

/** The questions an edition's page shows, in its language (the same lists as its English page's). */
function editionFaqs(key: RouteKey): Faq[] | undefined {
  const { locale, page } = getRoute(key);
  if (!locale) return undefined;
  const c = contentFor(locale);
  if (page === 'faq') return [...c.faqItems, ...c.studyAbroadFaq.items];
  if (page === 'services') return c.servicesOverview.faq.items;
  if (page === 'neet') return c.neet.faq.items;
  return undefined;
}

/** A page's JSON-LD objects (an edition's page: those of its English page, in its language). */
export function pageStructuredData(key: RouteKey): object[] {
  const data: object[] = [];
  const { page } = getRoute(key);
  if (page === 'home' || page === 'contact') data.push(organizationLd());
  if (page === 'home') {
    const route = getRoute(key);
    const locale = localeOf(route);
    const search = route.locale && routes.some((r) => r.key === editionKey(route.locale!, 'search')) ? editionKey(route.locale, 'search') : 'search';
    data.push(websiteLd(key, search, locale));
  }
  if (page !== 'home') data.push(breadcrumbLd(key));
  const faqs = editionFaqs(key) ?? pageFaqs[key] ?? [...articles, ...articleEditions].find((a) => a.key === key)?.faq;
  if (faqs?.length) data.push(faqPageLd(faqs));
  data.push(...extraFor(key));
  return data;
}
