import { pageMetadata } from '@/lib/metadata';
import { specRoutes, type RouteKey } from '@/lib/routes';

describe('pageMetadata', () => {
  it('gives every route a unique title and description and its own canonical path', () => {
    const metas = specRoutes.map((r) => pageMetadata(r.key as RouteKey));
    const titles = metas.map((m) => JSON.stringify(m.title));
    expect(new Set(titles).size).toBe(specRoutes.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(specRoutes.length);
    expect(pageMetadata('mbbs').alternates?.canonical).toBe('/MBBS/');
    expect(pageMetadata('faq').alternates?.canonical).toBe("/FAQ'S/");
    expect(pageMetadata('home').alternates?.canonical).toBe('/');
  });

  it('keeps the thank-you page out of search results', () => {
    expect(pageMetadata('thankYou').robots).toEqual({ index: false, follow: true });
    expect(pageMetadata('about').robots).toBeUndefined();
  });
});
