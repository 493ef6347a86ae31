import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import sitemap from '@/app/sitemap';
import { articleEditions } from '@/content/articles';
import { contentFor } from '@/content/i18n';
import { editionReviews, isPageReviewed, pageStatus, reviewsFrom, signOffPages, signOffValue, statusesFrom } from '@/content/editions';
import { EDITION_LOCALES, formatNumber, localeOfLang } from '@/lib/locale';
import { languageAlternates, pageMetadata } from '@/content/metadata';
import { pageStructuredData } from '@/content/page-structured-data';
import { translationLines, unreviewedEditionsWarning } from '@/tooling/release-check';
import {
  breadcrumbs,
  editionKey,
  editionPageKeys,
  editionPages,
  editionsOfPage,
  getRoute,
  href,
  languageSet,
  localizedHref,
  publishedEditions,
  resolvePath,
  routes,
  type RouteKey,
} from '@/content/routes';
import { figures, site } from '@/content/site';

describe('the Telugu and Hindi editions in the route registry', () => {
  it('has each page an edition holds, at the English path behind the prefix', () => {
    expect(publishedEditions).toEqual(['te', 'hi']);
    for (const locale of publishedEditions) {
      for (const page of editionPages(locale)) {
        const route = getRoute(editionKey(locale, page));
        expect(route.path).toBe(page === 'home' ? `/${locale}` : `/${locale}${getRoute(page).path}`);
        expect(route).toMatchObject({ locale, page });
      }
    }
    expect(href('te:faq')).toBe("/te/FAQ'S/");
    expect(href('hi:home')).toBe('/hi/');
    // Besides those pages, an edition's routes are its translated articles (content/articles/<locale>/), however many.
    const translations = articleEditions.filter((a) => (publishedEditions as string[]).includes(a.language)).map((a) => a.key);
    expect(
      routes
        .filter((r) => r.locale)
        .map((r) => r.key)
        .sort(),
    ).toEqual([...publishedEditions.flatMap((l) => editionPages(l).map((p) => editionKey(l, p))), ...translations].sort());
  });

  it('reaches the editions case-insensitively, aliases included', () => {
    expect(resolvePath('/TE/mbbs')).toBe('/te/MBBS/');
    expect(resolvePath("/Hi/Faq's")).toBe("/hi/FAQ'S/");
    expect(resolvePath('/hi/FAQ%27S')).toBe("/hi/FAQ'S/");
    expect(resolvePath('/te/faq')).toBe("/te/FAQ'S/");
    expect(resolvePath('/TE')).toBe('/te/');
    expect(resolvePath('/hi/contact-us')).toBe('/hi/contact/');
    expect(resolvePath('/te/about')).toBeNull();
  });

  it('links from an edition to its own version of a page, else to the English page', () => {
    expect(localizedHref('contact', 'te')).toBe('/te/contact/');
    expect(localizedHref('faq', 'hi', '#faq')).toBe("/hi/FAQ'S/#faq");
    expect(localizedHref('about', 'te')).toBe('/about/');
    expect(localizedHref('contact', 'en')).toBe('/contact/');
  });

  it('builds an edition’s breadcrumbs from its own home page', () => {
    expect(breadcrumbs('te:mbbs').map((r) => r.path)).toEqual(['/te', '/te/MBBS']);
    expect(breadcrumbs('hi:home').map((r) => r.path)).toEqual(['/hi']);
  });
});

describe('edition metadata', () => {
  it('makes each page of a set self-canonical, with the same hreflang alternates both ways', () => {
    for (const page of editionPageKeys.filter((p) => editionsOfPage(p).length)) {
      const set = languageSet(page).map((s) => s.route.key as RouteKey);
      expect(set).toEqual([page, ...editionsOfPage(page).map((l) => editionKey(l, page))]);
      const expected = {
        en: href(page),
        ...Object.fromEntries(editionsOfPage(page).map((l) => [l, href(editionKey(l, page))])),
        'x-default': href(page),
      };
      for (const key of set) {
        const meta = pageMetadata(key);
        expect(meta.alternates?.canonical).toBe(href(key));
        expect(meta.alternates?.languages).toEqual(expected);
      }
    }
    expect(languageAlternates('about')).toBeUndefined();
    expect(pageMetadata('about').alternates).toEqual({ canonical: '/about/' });
  });

  it('gives editions their language’s title, description and og:locale', () => {
    const te = pageMetadata('te:mbbs');
    expect(te.title).toBe(getRoute('te:mbbs').title);
    expect(te.openGraph).toMatchObject({ locale: 'te_IN', url: '/te/MBBS/' });
    expect(pageMetadata('hi:home').openGraph).toMatchObject({ locale: 'hi_IN' });
    expect(pageMetadata('hi:home').title).toEqual({ absolute: `${site.name} | ${getRoute('hi:home').title}` });
    expect(pageMetadata('mbbs').openGraph).toMatchObject({ locale: 'en_IN' });
  });

  it('lists the editions in the sitemap, each entry of a set with its alternates', () => {
    const entries = sitemap();
    const abs = (key: RouteKey) => `${site.url}${href(key).replace(/'/g, '%27')}`;
    for (const key of ['faq', 'te:faq', 'hi:faq'] as RouteKey[]) {
      const entry = entries.find((e) => e.url === abs(key));
      expect(entry?.alternates?.languages).toEqual({ en: abs('faq'), te: abs('te:faq'), hi: abs('hi:faq'), 'x-default': abs('faq') });
    }
    expect(entries.find((e) => e.url === abs('about'))?.alternates).toBeUndefined();
  });

  it('gives edition pages their breadcrumbs, organisation and questions in their language', () => {
    const types = (key: RouteKey) => pageStructuredData(key).map((d) => (d as { '@type': string })['@type']);
    expect(types('te:home')).toEqual(['EducationalOrganization', 'WebSite']);
    expect(types('te:contact')).toEqual(['EducationalOrganization', 'BreadcrumbList']);
    expect(types('hi:faq')).toEqual(['BreadcrumbList', 'FAQPage']);
    const faq = pageStructuredData('te:faq').find((d) => (d as { '@type': string })['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity[0].name).toBe(contentFor('te').faqItems[0].question);
  });
});

describe('edition helpers', () => {
  it('writes numbers with Western digits and Indian grouping', () => {
    expect(formatNumber(150000)).toBe('1,50,000');
    expect(formatNumber(5000)).toBe('5,000');
  });

  it('reads the language of a document from its lang', () => {
    expect(localeOfLang('te-IN')).toBe('te');
    expect(localeOfLang('hi')).toBe('hi');
    expect(localeOfLang('en-IN')).toBe('en');
    expect(localeOfLang('')).toBe('en');
  });

  it('warns (a release build does not refuse) about editions no native speaker has reviewed', () => {
    expect(unreviewedEditionsWarning(['te', 'hi'], { te: { reviewed: true }, hi: { reviewed: false } })).toMatch(/1 language edition not yet reviewed.*\/hi\//);
    expect(unreviewedEditionsWarning(['te'], { te: { reviewed: true } })).toBeNull();
    expect(Object.keys(editionReviews).sort()).toEqual(['hi', 'te']);
  });

  it('counts a page’s sign-off only while its English is as signed off and each item it shows has a translation', () => {
    const page = { key: 'mbbs', label: 'MBBS' };
    const sources = [
      { file: 'content/pages/en/mbbs.yaml', hash: 'aaaaaaaa' },
      { file: 'content/universities/en/cantho.yaml', hash: 'bbbbbbbb' },
    ];
    const signOff = { reviewed: true, reviewer: 'A. Reviewer', reviewedOn: '2026-11-20', against: ['aaaaaaaa', 'bbbbbbbb'] };
    expect(pageStatus(page, signOff, sources, [])).toMatchObject({ state: 'reviewed', changed: [] });
    // Not signed off, or switched off.
    expect(pageStatus(page, undefined, sources, []).state).toBe('not signed off');
    expect(pageStatus(page, { ...signOff, reviewed: false }, sources, []).state).toBe('not signed off');
    // A university's English changed after the sign-off: that file is named.
    const changed = [sources[0], { ...sources[1], hash: 'cccccccc' }];
    expect(pageStatus(page, signOff, changed, [])).toMatchObject({ state: 'English changed', changed: ['content/universities/en/cantho.yaml'] });
    // A new university, with no Telugu file yet: changed, and listed as untranslated.
    const added = [...sources, { file: 'content/universities/en/new.yaml', hash: 'dddddddd' }];
    const missing = [{ file: 'content/universities/te/new.yaml' }];
    expect(pageStatus(page, signOff, added, missing)).toMatchObject({
      state: 'English changed',
      changed: ['content/universities/en/new.yaml'],
      untranslated: missing,
    });
    // Signed off again against the new English, but still no Telugu file: not counted.
    expect(pageStatus(page, { ...signOff, against: added.map((s) => s.hash) }, added, missing).state).toBe('untranslated');
    // A university removed: nothing new to translate, the sign-off still counts.
    expect(pageStatus(page, signOff, [sources[0]], []).state).toBe('reviewed');
    // A field a translation leaves out is listed, not a reason to show the note.
    expect(pageStatus(page, signOff, sources, [{ file: 'content/universities/te/cantho.yaml', field: 'highlights' }]).state).toBe('reviewed');
    // A sign-off saved before the English was recorded with it counts for nothing.
    expect(pageStatus(page, { ...signOff, against: [] }, sources, []).state).toBe('English changed');
  });

  it('reads a sign-off file’s pages with the English they were signed off against; the whole edition is reviewed once every page is', () => {
    const known = [
      { key: 'home', label: 'Home' },
      { key: 'mbbs', label: 'MBBS' },
    ];
    const sourcesOf = (page: string) => [{ file: `content/pages/en/${page}.yaml`, hash: page === 'home' ? '11111111' : '22222222' }];
    const file = (pages: { page: string; reviewed: boolean }[]) => ({ locale: 'te' as const, source: 'content/editions/te.yaml', pages });
    const one = statusesFrom(file([{ page: 'mbbs@22222222', reviewed: true }]), known, sourcesOf, () => []);
    expect(one.map((s) => [s.page, s.state])).toEqual([
      ['home', 'not signed off'],
      ['mbbs', 'reviewed'],
    ]);
    expect(reviewsFrom(one)).toEqual({ reviewed: false, pages: { mbbs: { reviewed: true } } });
    const both = statusesFrom(
      file([
        { page: 'mbbs@22222222', reviewed: true },
        { page: 'home@11111111', reviewed: true },
      ]),
      known,
      sourcesOf,
      () => [],
    );
    expect(reviewsFrom(both).reviewed).toBe(true);
    expect(isPageReviewed({ te: reviewsFrom(one) }, 'te', 'mbbs')).toBe(true);
    expect(isPageReviewed({ te: reviewsFrom(one) }, 'te', 'home')).toBe(false);
  });

  it('signs off only pages an edition has: its page files and translated articles, by the key its note is shown for, with its English as it is now', () => {
    for (const locale of EDITION_LOCALES) {
      const known = signOffPages(locale).map((p) => p.key);
      if (publishedEditions.includes(locale)) expect(known).toEqual(expect.arrayContaining(editionPages(locale)));
      for (const article of articleEditions.filter((a) => a.language === locale)) expect(known).toContain(getRoute(article.key).article);
      for (const page of Object.keys(editionReviews[locale].pages ?? {})) expect([locale, known.includes(page)]).toEqual([locale, true]);
      for (const page of known) expect(signOffValue(page)).toMatch(new RegExp(`^${page}@[0-9a-f]{8}(\\.[0-9a-f]{8})*$`));
    }
  });

  it('stops the build on a sign-off of a page the edition does not have, naming the file and the field', () => {
    const file = {
      locale: 'te',
      source: 'content/editions/te.yaml',
      pages: [
        { page: 'mbbs@22222222', reviewed: true },
        { page: 'mbbss@22222222', reviewed: true },
      ],
    } as const;
    const known = [
      { key: 'home', label: 'Home' },
      { key: 'mbbs', label: 'MBBS' },
    ];
    const sourcesOf = () => [{ file: 'content/pages/en/mbbs.yaml', hash: '22222222' }];
    expect(() => statusesFrom({ ...file, pages: [...file.pages] }, known, sourcesOf, () => [])).toThrow(
      /^content\/editions\/te\.yaml: pages\.1\.page: the edition has no page “mbbss”: one of home, mbbs/,
    );
  });

  it('prints, and the editor lists, what each edition needs translated: the page, the file and the field', () => {
    const lines = translationLines('te', [
      { page: 'home', label: 'Home', state: 'not signed off', changed: [], untranslated: [] },
      {
        page: 'mbbs',
        label: 'MBBS',
        state: 'English changed',
        changed: ['content/universities/en/cantho.yaml'],
        untranslated: [{ file: 'content/universities/te/new.yaml' }, { file: 'content/pages/te/mbbs.yaml', field: 'hero.title' }],
      },
    ]);
    expect(lines).toEqual([
      '/te/: 2 of 2 pages say the translation awaits review: 1 not signed off, 1 signed off before their English changed.',
      '/te/: to translate, then sign off again in /admin/, Edition sign-off:',
      '  - /te/ MBBS (mbbs): content/universities/en/cantho.yaml: the English changed since its sign-off: translate it, then sign the page off again',
      '  - /te/ MBBS (mbbs): content/universities/te/new.yaml: no translation: the page shows it in English',
      '  - /te/ MBBS (mbbs): content/pages/te/mbbs.yaml → hero.title: shown in English',
    ]);
    expect(translationLines('te', [{ page: 'home', label: 'Home', state: 'reviewed', changed: [], untranslated: [] }])).toEqual([]);
  });
});

describe('translated content carries the same figures as the English pages', () => {
  // Every Telugu or Hindi file: its error view's words (content/error-view-words/<l>.ts) and its data files (content/<collection>/<l>/*.yaml: page words, universities…).
  const contentDir = join(process.cwd(), 'content');
  const files = publishedEditions.flatMap((l) => [
    join(contentDir, 'error-view-words', `${l}.ts`),
    ...readdirSync(contentDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(contentDir, d.name, l)))
      .flatMap((d) =>
        readdirSync(join(contentDir, d.name, l))
          .filter((f) => f.endsWith('.yaml'))
          .map((f) => join(contentDir, d.name, l, f)),
      ),
  ]);

  it('the facts are phrased from their figures (content/facts), never typed: content/pages/<l>/figure-words.yaml', () => {
    for (const l of publishedEditions) {
      // "1 year" is the one figure a length of time writes itself.
      const { periods, ...phrases } = parse(readFileSync(join(contentDir, 'pages', l, 'figure-words.yaml'), 'utf8'));
      expect([l, JSON.stringify(phrases), periods.year]).toEqual([l, expect.not.stringMatching(/\d/), expect.stringContaining('1')]);
    }
  });

  it('no translation types a phone number, e-mail address or business figure by hand', () => {
    const phone = /\+91[\s\d-]{6,}|\b\d{5}\s?\d{5}\b/;
    const email = /[\w.-]+@[\w-]+\.[\w.]+/;
    const problems: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const rel = file.slice(contentDir.length + 1);
      if (phone.test(source)) problems.push(`${rel}: a phone number (use site.offices / site.headOffice)`);
      if (email.test(source)) problems.push(`${rel}: an e-mail address (use site.headOffice.email)`);
      // A figure as the pages write it ("5,000+", "95%"), in any grouping.
      for (const [name, text] of Object.entries(figures.text)) {
        const n = figures[name as keyof typeof figures.text]!;
        const suffix = text.slice(-1);
        if (suffix !== '+' && suffix !== '%') continue; // a year or a count of years: a bare number may be anything
        const typed = [String(n), n.toLocaleString('en-US'), n.toLocaleString('en-IN')]
          .map((t) => t + suffix)
          .find((t) => new RegExp(`(?<![\\d,.])${t.replace(/[+%]/g, '\\$&')}`).test(source));
        if (typed) problems.push(`${rel}: ${name} typed as "${typed}" (use figures.text.${name} from content/site)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
