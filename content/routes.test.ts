import { articles } from '@/content/articles';
import { allCourses } from '@/content/programs';
import { courseAliases, courseKey, getRoute, href, normalizePath, resolvePath, rewriteMap, routes, specRoutes, breadcrumbs } from '@/content/routes';

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

  it('gives a course the address of its file, whatever staff name it', () => {
    for (const { category, slug } of allCourses) expect(href(courseKey(category.id, slug))).toBe(`/courses/${category.id}/${slug}/`);
  });

  it('keeps the old site’s course addresses (its names: /courses/undergraduate/b.tech) and makes none from a name staff give', () => {
    expect(courseAliases('undergraduate', 'btech')).toEqual(['/courses/undergraduate/b.tech', '/courses/engineering']);
    expect(courseAliases('phd', 'phd')).toEqual(['/courses/phd/ph.d']);
    // Renamed (BA → Bachelor of Arts (BA)): the address is the file's, unchanged; no other is made.
    expect(courseAliases('undergraduate', 'ba')).toEqual([]);
    // A course staff add has no old address.
    expect(courseAliases('undergraduate', 'bachelor-of-design')).toEqual([]);
    // Moved to another category: the old addresses still lead there.
    expect(courseAliases('postgraduate', 'bsc')).toEqual(['/courses/undergraduate/b.sc', '/courses/undergraduate/bsc']);
    expect(courseAliases('mba', 'mba')).toEqual([]);
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
