/**
 * A language is declared once (lib/locale.ts LOCALES and LANGUAGES): a fourth one, Tamil, added
 * there alone (in this test's copy of the module) is taken by the schemas and the operator's
 * settings, gets its words made the editions' way, and publishes exactly the pages it has files for
 * (here, as if Tamil had the page files of home and contact): registry, paths, alternates and
 * sitemap follow.
 */
jest.mock('next/navigation', () => ({ usePathname: () => '/', notFound: jest.fn() }));

const TAMIL_PAGES = ['home', 'contact'];

async function withTamil() {
  let loaded!: {
    locale: typeof import('@/lib/locale');
    data: typeof import('@/content/data/schema');
    articles: typeof import('@/content/articles/schema');
    operator: typeof import('@/content/operator-schema');
    i18n: typeof import('@/content/i18n');
    routes: typeof import('@/content/routes');
    metadata: typeof import('@/content/metadata');
    sitemap: typeof import('@/app/sitemap').default;
  };
  await jest.isolateModulesAsync(async () => {
    const actual = jest.requireActual<typeof import('@/lib/locale')>('@/lib/locale');
    const LOCALES = [...actual.LOCALES, 'ta'];
    jest.doMock('@/lib/locale', () => ({
      ...actual,
      LOCALES,
      EDITION_LOCALES: LOCALES.slice(1),
      LANGUAGES: { ...actual.LANGUAGES, ta: { htmlLang: 'ta-IN', hreflang: 'ta', ogLocale: 'ta_IN', name: 'தமிழ்', englishName: 'Tamil' } },
      isEditionLocale: (v: unknown) => LOCALES.slice(1).includes(v as string),
      localeOfLang: (lang: string | null | undefined) => {
        const base = (lang ?? '').toLowerCase().split('-')[0];
        return LOCALES.slice(1).includes(base) ? base : 'en';
      },
    }));
    const pages = jest.requireActual<typeof import('@/content/pages')>('@/content/pages');
    jest.doMock('@/content/pages', () => ({
      ...pages,
      hasPageFile: (page: string, language: string) => (language === 'ta' ? TAMIL_PAGES.includes(page) : pages.hasPageFile(page as never, language as never)),
    }));
    loaded = {
      locale: await import('@/lib/locale'),
      data: await import('@/content/data/schema'),
      articles: await import('@/content/articles/schema'),
      operator: await import('@/content/operator-schema'),
      i18n: await import('@/content/i18n'),
      routes: await import('@/content/routes'),
      metadata: await import('@/content/metadata'),
      sitemap: (await import('@/app/sitemap')).default,
    };
  });
  return loaded;
}

describe('a fourth language, declared in lib/locale.ts alone', () => {
  let m: Awaited<ReturnType<typeof withTamil>>;
  beforeAll(async () => {
    m = await withTamil();
  });

  it('is a language of every data file, article and answer, and an edition the operator may publish', () => {
    expect(m.data.DATA_LANGUAGES).toContain('ta');
    expect(m.articles.ARTICLE_LANGUAGES).toContain('ta');
    const editions = m.operator.operatorSchema.shape.editions;
    expect(editions.safeParse(['te', 'ta']).success).toBe(true);
    expect(editions.safeParse(['xx']).success).toBe(false);
    expect(Object.keys(m.operator.operatorSchema.shape.hoursTranslations.unwrap().shape)).toEqual(['te', 'hi', 'ta']);
  });

  it('gets its words made as every edition’s are: what it has no file for is the English, never missing', () => {
    const tamil = m.i18n.contentFor('ta' as never);
    const english = m.i18n.contentFor('en');
    expect(tamil.shell.skipLink).toBe(english.shell.skipLink);
    expect(tamil.contact.hero.title).toBe(english.contact.hero.title);
  });

  it('publishes the pages it has files for, at the English paths behind /ta/, and nothing else', () => {
    const tamilRoutes = m.routes.routes.filter((r) => r.locale === ('ta' as never));
    expect(tamilRoutes.map((r) => r.path)).toEqual(['/ta', '/ta/contact']);
    expect(m.routes.href('ta:contact' as never)).toBe('/ta/contact/');
  });

  it('joins the alternates and the sitemap of the pages it has', () => {
    const alternates = m.metadata.pageMetadata('contact').alternates?.languages as Record<string, string>;
    expect(Object.keys(alternates)).toEqual(expect.arrayContaining(['en', 'te', 'hi', 'ta', 'x-default']));
    expect(alternates.ta).toMatch(/\/ta\/contact\/$/);
    const mbbs = m.metadata.pageMetadata('mbbs').alternates?.languages as Record<string, string>;
    expect(Object.keys(mbbs)).not.toContain('ta');
    expect(m.sitemap().map((e) => e.url)).toEqual(expect.arrayContaining([expect.stringMatching(/\/ta\/contact\/$/)]));
  });
});
