import { pageFaqs, pageStructuredData } from '@/content/page-structured-data';
import { routes, type RouteKey } from '@/lib/routes';
import { servicesOverview } from '@/content/services';

const typesOf = (key: RouteKey) => pageStructuredData(key).map((d) => (d as { '@type': string })['@type']);

describe('pageStructuredData', () => {
  it('gives the home page the organisation only, and /contact the organisation with its breadcrumbs', () => {
    expect(typesOf('home')).toEqual(['EducationalOrganization']);
    expect(typesOf('contact')).toEqual(['EducationalOrganization', 'BreadcrumbList']);
  });

  it('gives every other page its breadcrumbs', () => {
    for (const r of routes) if (r.page !== 'home') expect(typesOf(r.key)).toContain('BreadcrumbList');
  });

  it('lists the FAQs a page shows as FAQPage, and only there', () => {
    const services = pageStructuredData('services').find((d) => (d as { '@type': string })['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(services.mainEntity.map((q) => q.name)).toEqual(servicesOverview.faq.items.map((q) => q.question));
    expect(services.mainEntity).toHaveLength(21);
    for (const key of ['faq', 'program', 'mba', 'neet', 'visaServices'] as RouteKey[]) expect(typesOf(key)).toContain('FAQPage');
    for (const key of ['about', 'countries', 'travelAccommodation', 'blog1'] as RouteKey[]) expect(typesOf(key)).not.toContain('FAQPage');
    expect(pageFaqs.travelAccommodation).toEqual([]);
  });

  it('describes the articles as BlogPosting and the course pages as Course', () => {
    for (let i = 1; i <= 10; i++) expect(typesOf(`blog${i}` as RouteKey)).toEqual(['BreadcrumbList', 'BlogPosting']);
    const courses = routes.filter((r) => r.key.startsWith('course:'));
    expect(courses).toHaveLength(7);
    for (const r of courses) expect(typesOf(r.key)).toEqual(['BreadcrumbList', 'Course']);
  });
});
