/**
 * The route files written from the editions' view map (scripts/edition-routes.ts): one per line,
 * each with its own view and the imports that view uses, and nothing of the other pages (whose
 * client islands would then load on every edition page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editionViews } from '@/components/pages/edition-views';
import { getRoute, type RouteKey } from '@/content/routes';
import { GENERATED_MARK, editionRouteSegment, editionRouteSource, editionViewLines } from '@/tooling/edition-routes';

const MAP = join(__dirname, '..', 'components', 'pages', 'edition-views.tsx');
const lines = editionViewLines(readFileSync(MAP, 'utf8'));
const line = (page: string) => lines.find((l) => l.page === page)!;

describe('the editions’ view map, read for the route files', () => {
  it('has one line per page of the map, in its order', () => {
    expect(lines.map((l) => l.page)).toEqual(Object.keys(editionViews));
  });

  it('gives each line the imports its view uses, and only those', () => {
    expect(line('mbbs').imports).toEqual(["import { MbbsPage } from '@/components/pages/mbbs-page';"]);
    expect(line('ieltsscore').imports).toEqual([
      "import { IeltsPage } from '@/components/pages/ielts-page';",
      "import { localizedHref } from '@/content/routes';",
    ]);
    expect(line('search').imports).toEqual(["import { SearchPage } from '@/components/search/search-page';"]);
    for (const { imports } of lines) expect(imports.filter((i) => i.includes('@/components/'))).toHaveLength(1);
  });

  it('writes a route file that renders the line’s view below the review note, with its static params and metadata', () => {
    const source = editionRouteSource(line('faq'));
    expect(source.startsWith(GENERATED_MARK)).toBe(true);
    expect(source).toContain(`const view: EditionView = ${line('faq').view};`);
    expect(source).toContain("export const generateStaticParams = editionParams('faq');");
    expect(source).toContain("export const generateMetadata = editionMetadata('faq');");
    expect(source).toContain('<EditionNote locale={locale} page="faq" />');
    expect(source).not.toMatch(/MbbsPage|PlannerPage|IeltsPage/);
  });

  it('puts each page under its English path’s one segment, spelled as published', () => {
    expect(lines.map((l) => editionRouteSegment(l.page, getRoute(l.page as RouteKey).path))).toEqual([
      'contact',
      'services',
      'MBBS',
      'NEET',
      'nofee',
      "FAQ'S",
      'ieltsscore',
      'about',
      'cgpa',
      'countries',
      'MBA',
      'scoreconverter',
      'program',
      'cybersecurity',
      'vission-mission',
      'ausimmigration',
      'privacy',
      'planner',
      'mbbs-check',
      'search',
    ]);
    expect(() => editionRouteSegment('visaServices', '/services/visa-services')).toThrow(/one-segment/);
  });

  it('refuses a map it cannot read line by line', () => {
    expect(() => editionViewLines('export const views = {};')).toThrow(/editionViews/);
    expect(() => editionViewLines('export const editionViews = { ...other };')).toThrow(/each line/);
  });
});
