import { articles } from '@/content/articles';
import { allCourses, courseSlug } from '@/content/programs';
import { courseKey, getRoute, href, normalizePath, resolvePath, rewriteMap, routes, specRoutes, breadcrumbs } from '@/content/routes';

describe('route registry', () => {
  it('holds the routes of the spec route table with their exact paths, each path and key once', () => {
    const paths = specRoutes.map((r) => r.path);
    // The spec's pages (the articles at /blogN are staff's: content/articles/articles.test.ts pairs them with their route files).
    for (const p of ['/', '/about', '/MBBS', '/MBA', '/NEET', "/FAQ'S", '/vission-mission', '/services/travel-accomodation']) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(routes.map((r) => r.key)).size).toBe(routes.length);
  });

  it('links canonical paths with the trailing slash the export serves', () => {
    expect(href('home')).toBe('/');
    expect(href('mbbs')).toBe('/MBBS/');
    expect(href('faq', '#faq')).toBe("/FAQ'S/#faq");
  });

  it('resolves any letter case and every alias to the canonical page', () => {
    expect(resolvePath('/mbbs')).toBe('/MBBS/');
    expect(resolvePath('/Mbbs/')).toBe('/MBBS/');
    expect(resolvePath('/MBBS')).toBe('/MBBS/');
    expect(resolvePath("/faq's")).toBe("/FAQ'S/");
    expect(resolvePath('/FAQ%27S')).toBe("/FAQ'S/");
    expect(resolvePath('/SERVICES/VISA-SERVICES')).toBe('/services/visa-services/');
    expect(resolvePath('/About')).toBe('/about/');
    expect(resolvePath('/programs')).toBe('/program/');
    expect(resolvePath('/faq')).toBe("/FAQ'S/");
    expect(resolvePath('/scholarship-service')).toBe('/services/scholarship-service/');
    expect(resolvePath('/career-counselling')).toBe('/services/career-counselling/');
    expect(resolvePath('/courses/engineering')).toBe('/courses/undergraduate/btech/');
    expect(resolvePath('/no-such-page')).toBeNull();
  });

  it('leads /blog/<file name> to an article at its fixed path (/blog3), whatever the files are', () => {
    for (const { slug, path } of articles) expect([slug, resolvePath(`/blog/${slug}`)]).toEqual([slug, `${path}/`]);
    expect(articles.some((a) => a.path !== `/blog/${a.slug}`)).toBe(true);
  });

  it('gives a course the address of its file, the one its name makes leading there, whatever staff name it', () => {
    for (const { category, course, slug } of allCourses) {
      const page = href(courseKey(category.id, slug));
      expect(page).toBe(`/courses/${category.id}/${slug}/`);
      expect([course.name, resolvePath(`/courses/${category.id}/${courseSlug(course.name)}`)]).toEqual([course.name, page]);
    }
  });

  it('normalises paths: decoded, lower-cased, no trailing slash or index.html', () => {
    expect(normalizePath('/FAQ%27S/index.html?x=1#y')).toBe("/faq's");
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/%E0%A4')).toBe('/%e0%a4');
  });

  it('has no path claimed by two pages', () => {
    expect(() => rewriteMap()).not.toThrow();
  });

  it('builds breadcrumbs from the parents', () => {
    expect(breadcrumbs('visaServices').map((r) => r.key)).toEqual(['home', 'services', 'visaServices']);
    expect(breadcrumbs('visaServices').map((r) => r.label)).toEqual(['home', 'services', 'visaServices'].map((k) => getRoute(k as 'home').label));
    expect(breadcrumbs('home').map((r) => r.key)).toEqual(['home']);
  });
});
