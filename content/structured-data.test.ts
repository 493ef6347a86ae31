import { breadcrumbLd, organizationLd } from '@/content/structured-data';
import { getRoute } from '@/content/routes';
import { site } from '@/content/site';

describe('structured data', () => {
  it('describes the organisation with each of its offices', () => {
    const org = organizationLd() as unknown as { name: string; location: unknown[] };
    expect(org.name).toBe(site.name);
    expect(org.location).toHaveLength(site.offices.length);
  });

  it('builds breadcrumbs from the registry parents, with absolute canonical URLs', () => {
    const crumbs = (breadcrumbLd('visaServices') as unknown as { itemListElement: unknown }).itemListElement as {
      name: string;
      item: string;
      position: number;
    }[];
    // The registry's labels (the pages' words, staff's to change).
    expect(crumbs.map((c) => c.name)).toEqual(['home', 'services', 'visaServices'].map((key) => getRoute(key as 'home').label));
    expect(crumbs[2].item).toBe(`${site.url}/services/visa-services/`);
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3]);
  });
});
