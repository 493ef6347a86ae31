/**
 * An edition exists where its words exist: a page without a file in one language (content/pages/<l>/) is simply
 * not published in that language, and every list of a set (registry, hreflang, sitemap, static
 * params, switcher) leaves that language out.
 */
import { render, screen } from '@testing-library/react';

jest.mock('next/navigation', () => ({ usePathname: () => '/MBBS/', notFound: jest.fn() }));

/** The registry and its readers as they are when Hindi has no MBBS page. */
async function withoutHindiMbbs() {
  let loaded!: {
    routes: typeof import('@/content/routes');
    metadata: typeof import('@/content/metadata');
    editionPage: typeof import('@/components/pages/edition-page');
    sitemap: typeof import('@/app/sitemap').default;
  };
  await jest.isolateModulesAsync(async () => {
    const actual = jest.requireActual<typeof import('@/content/pages')>('@/content/pages');
    jest.doMock('@/content/pages', () => ({
      ...actual,
      hasPageFile: (page: string, language: string) => !(page === 'mbbs' && language === 'hi') && actual.hasPageFile(page as never, language as never),
    }));
    loaded = {
      routes: await import('@/content/routes'),
      metadata: await import('@/content/metadata'),
      editionPage: await import('@/components/pages/edition-page'),
      sitemap: (await import('@/app/sitemap')).default,
    };
  });
  return loaded;
}

describe('a Telugu page without a Hindi one', () => {
  let m: Awaited<ReturnType<typeof withoutHindiMbbs>>;
  beforeAll(async () => {
    m = await withoutHindiMbbs();
  });

  it('is published in Telugu only: registry, static params and links', () => {
    const { routes, editionPage } = m;
    expect(routes.editionPages('hi')).not.toContain('mbbs');
    expect(routes.routes.map((r) => r.key)).toContain('te:mbbs');
    expect(routes.routes.map((r) => r.key)).not.toContain('hi:mbbs');
    expect(routes.resolvePath('/hi/MBBS')).toBeNull();
    expect(routes.localizedHref('mbbs', 'hi')).toBe('/MBBS/');
    expect(editionPage.editionParams('mbbs')()).toEqual([{ locale: 'te' }]);
    expect(editionPage.editionParams('faq')()).toEqual([{ locale: 'te' }, { locale: 'hi' }]);
  });

  it('lists exactly the languages that have it as alternates, on the page and in the sitemap', () => {
    const { metadata, sitemap } = m;
    const expected = { en: '/MBBS/', te: '/te/MBBS/', 'x-default': '/MBBS/' };
    expect(metadata.pageMetadata('mbbs').alternates?.languages).toEqual(expected);
    expect(metadata.pageMetadata('te:mbbs').alternates?.languages).toEqual(expected);
    const entry = sitemap().find((e) => e.url.endsWith('/MBBS/') && !e.url.includes('/te/'));
    expect(Object.keys(entry?.alternates?.languages ?? {})).toEqual(['en', 'te', 'x-default']);
  });
});

describe('the language switcher', () => {
  it('links this page in each language that has it, and an edition’s home where it has not', async () => {
    const { LanguageSwitcher } = await import('@/components/layout/language-switcher');
    render(
      <LanguageSwitcher
        current=""
        languages={[
          { prefix: '', name: 'English', hreflang: 'en', home: '/' },
          { prefix: '/te', name: 'తెలుగు', hreflang: 'te', home: '/te/', pages: ['/', '/MBBS/'] },
          { prefix: '/hi', name: 'हिन्दी', hreflang: 'hi', home: '/hi/', pages: ['/'] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/MBBS/');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'తెలుగు' })).toHaveAttribute('href', '/te/MBBS/');
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/');
  });
});
