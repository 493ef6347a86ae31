/**
 * A translation is one file: content/articles/te/<slug>.md beside the English one publishes
 * /te/blog/<slug>/, in the registry, the sitemap and both pages' hreflang, and nothing for Hindi.
 */
let slug = '';

type Generated = { allArticles: { slug: string; language: string; title: string; _meta: Record<string, string> }[] };

async function withTeluguEdition() {
  let loaded!: {
    articles: typeof import('@/content/articles');
    routes: typeof import('@/lib/routes');
    metadata: typeof import('@/lib/metadata');
    data: typeof import('@/content/page-structured-data');
    params: () => { locale: string; slug: string }[];
    sitemap: typeof import('@/app/sitemap').default;
  };
  await jest.isolateModulesAsync(async () => {
    const actual = jest.requireActual<Generated>('content-collections');
    // Any English article: its translation is the same file name in te/.
    const english = actual.allArticles.find((a) => a.language === 'en')!;
    slug = english.slug;
    const telugu = { ...english, language: 'te', title: 'సెప్టెంబర్ ఇన్‌టేక్ కోసం ప్లాన్', _meta: { ...english._meta, directory: 'te', filePath: `te/${slug}.md` } };
    jest.doMock('content-collections', () => ({ ...actual, allArticles: [...actual.allArticles, telugu] }));
    loaded = {
      articles: await import('@/content/articles'),
      routes: await import('@/lib/routes'),
      metadata: await import('@/lib/metadata'),
      data: await import('@/content/page-structured-data'),
      params: (await import('@/app/(editions)/[locale]/blog/[slug]/page.translation')).generateStaticParams,
      sitemap: (await import('@/app/sitemap')).default,
    };
  });
  return loaded;
}

describe('a Telugu translation of an article', () => {
  let m: Awaited<ReturnType<typeof withTeluguEdition>>;
  beforeAll(async () => {
    m = await withTeluguEdition();
  }, 30_000);

  const te = () => `te:blog/${slug}` as const;
  const en = () => m.articles.articles.find((a) => a.slug === slug)!;

  it('is published at /te/blog/<slug>/ under the Telugu blog, and only in Telugu', () => {
    expect(m.routes.getRoute(te())).toMatchObject({ path: `/te/blog/${slug}`, locale: 'te', parent: 'te:blog', title: 'సెప్టెంబర్ ఇన్‌టేక్ కోసం ప్లాన్' });
    expect(m.routes.routes.some((r) => r.key === `hi:blog/${slug}`)).toBe(false);
    expect(m.params()).toEqual([{ locale: 'te', slug }]);
    expect(m.routes.localizedHref(en().key, 'te')).toBe(`/te/blog/${slug}/`);
    expect(m.routes.localizedHref(en().key, 'hi')).toBe(`${en().path}/`);
    expect(m.articles.articlesIn('te').map((a) => a.slug)).toEqual([slug]);
  });

  it('lists English and Telugu as each other’s alternates, on the pages and in the sitemap', () => {
    const expected = { en: `${en().path}/`, te: `/te/blog/${slug}/`, 'x-default': `${en().path}/` };
    expect(m.metadata.pageMetadata(en().key).alternates?.languages).toEqual(expected);
    expect(m.metadata.pageMetadata(te()).alternates?.languages).toEqual(expected);
    const entry = m.sitemap().find((e) => e.url.endsWith(`/te/blog/${slug}/`));
    expect(Object.keys(entry?.alternates?.languages ?? {})).toEqual(['en', 'te', 'x-default']);
    // An article without a translation has no alternates.
    const other = m.articles.articles.find((a) => a.slug !== slug)!;
    expect(m.metadata.pageMetadata(other.key).alternates?.languages).toBeUndefined();
  });

  it('describes itself as a Telugu BlogPosting', () => {
    const posting = m.data.pageStructuredData(te()).find((d) => (d as { '@type': string })['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ inLanguage: 'te-IN', headline: 'సెప్టెంబర్ ఇన్‌టేక్ కోసం ప్లాన్' });
  });
});
