import { pageFaqs, pageStructuredData } from '@/content/page-structured-data';
import { routes, type RouteKey } from '@/content/routes';
import { servicesOverview } from '@/content/services';
import { articleEditions, articles } from '@/content/articles';
import { allCourses } from '@/content/programs';

const typesOf = (key: RouteKey) => pageStructuredData(key).map((d) => (d as { '@type': string })['@type']);

describe('pageStructuredData', () => {
  it('gives the home page the organisation and the site with its search, and /contact the organisation with its breadcrumbs', () => {
    expect(typesOf('home')).toEqual(['EducationalOrganization', 'WebSite']);
    expect(typesOf('contact')).toEqual(['EducationalOrganization', 'BreadcrumbList']);
  });

  it('gives every other page its breadcrumbs', () => {
    for (const r of routes) if (r.page !== 'home') expect(typesOf(r.key)).toContain('BreadcrumbList');
  });

  it('lists the FAQs a page shows as FAQPage, and only there', () => {
    const faqPage = (key: RouteKey) =>
      pageStructuredData(key).find((d) => (d as { '@type': string })['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
    expect(faqPage('services')?.mainEntity.map((q) => q.name)).toEqual(servicesOverview.faq.items.map((q) => q.question));
    for (const r of routes.filter((r) => !r.locale)) {
      const key = r.key as RouteKey;
      const shown = pageFaqs[key] ?? articles.find((a) => a.key === key)?.faq ?? [];
      expect([key, faqPage(key)?.mainEntity.map((q) => q.name) ?? []]).toEqual([key, shown.map((q) => q.question)]);
    }
  });

  it('describes the articles as BlogPosting and the course pages as Course', () => {
    for (const a of [...articles, ...articleEditions])
      expect([a.key, typesOf(a.key)]).toEqual([a.key, expect.arrayContaining(['BreadcrumbList', 'BlogPosting'])]);
    const courses = routes.filter((r) => r.key.startsWith('course:'));
    expect(courses.map((r) => r.key)).toEqual(allCourses.map(({ category, slug }) => `course:${category.id}/${slug}`));
    for (const r of courses) expect(typesOf(r.key)).toEqual(['BreadcrumbList', 'Course']);
  });
});

describe('the site’s search action', () => {
  it('names each home page’s own search page, which opens with results for ?q=', () => {
    for (const home of routes.filter((r) => r.page === 'home')) {
      const site = pageStructuredData(home.key as RouteKey).find((d) => (d as { '@type': string })['@type'] === 'WebSite') as {
        url: string;
        potentialAction: { target: { urlTemplate: string }; 'query-input': string };
      };
      const search = routes.find((r) => r.page === 'search' && r.locale === home.locale) ?? routes.find((r) => r.key === 'search')!;
      expect(site.url.endsWith(home.path === '/' ? '/' : `${home.path}/`)).toBe(true);
      expect(new URL(site.potentialAction.target.urlTemplate.replace('{search_term_string}', 'x')).pathname).toBe(`${search.path}/`);
      expect(site.potentialAction.target.urlTemplate).toMatch(/\?q=\{search_term_string\}$/);
      expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    }
  });
});
