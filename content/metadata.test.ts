import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { organizationLd } from '@/content/structured-data';
import { pageMetadata, rootMetadata, siteIcons } from '@/content/metadata';
import { specRoutes, type RouteKey } from '@/content/routes';

/** A PNG's width × height, read from its IHDR header. */
function pngSize(url: string) {
  const png = readFileSync(join(process.cwd(), 'public', url));
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

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

describe('site icon', () => {
  it('every page links PNG icons (an SVG favicon costs a document on the main thread), at the sizes it says', () => {
    const icons = rootMetadata.icons as { icon: { url: string; sizes: string; type: string }[]; apple: string };
    expect(icons.icon.map((i) => i.url)).toEqual(['/favicon-32.png', '/apple-touch-icon.png']);
    for (const icon of icons.icon) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.url)).toBe(icon.sizes);
    }
    expect(icons.apple).toBe('/apple-touch-icon.png');
  });

  it("the organisation's logo is the 180 px icon (search engines ask for at least 112 px)", () => {
    expect((organizationLd() as unknown as { logo: string }).logo).toMatch(/\/apple-touch-icon\.png$/);
    expect(pngSize(siteIcons.large.url)).toBe('180x180');
  });
});
