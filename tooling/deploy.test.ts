import { aliasPageHtml, notFoundRedirectScript, type NotFoundViews } from '@/tooling/deploy';

/** A page left at an old address, as a visitor's browser (and a screen reader) gets it. */
const pageOf = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the page left at an old address (an alias)', () => {
  it('an English page: lang en-IN, “This page has moved:” and a link to the page', () => {
    const doc = pageOf(aliasPageHtml('/FAQ%27S/', 'https://example.test', 'Frequently Asked Questions'));
    expect(doc.documentElement.lang).toBe('en-IN');
    expect(doc.body.textContent?.trim()).toBe('This page has moved: Frequently Asked Questions.');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/FAQ%27S/');
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/FAQ%27S/');
  });

  it('an edition’s page: its language and its own words', () => {
    const words = { lang: 'te-IN', moved: 'ఈ పేజీ మారింది:' };
    const doc = pageOf(aliasPageHtml('/te/FAQ%27S/', 'https://example.test', 'తరచూ అడిగే ప్రశ్నలు', words));
    expect(doc.documentElement.lang).toBe('te-IN');
    expect(doc.body.textContent?.trim()).toBe('ఈ పేజీ మారింది: తరచూ అడిగే ప్రశ్నలు.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.test/te/FAQ%27S/');
  });

  it('words with markup characters stay text', () => {
    const doc = pageOf(aliasPageHtml('/x/', 'https://example.test', 'A & B', { lang: 'hi-IN', moved: 'पेज <b>यहाँ</b>:' }));
    expect(doc.body.textContent?.trim()).toBe('पेज <b>यहाँ</b>: A & B.');
    expect(doc.querySelector('b')).toBeNull();
  });
});

describe('the not-found page’s script picks the language of a mistyped address', () => {
  const map = { '/mbbs': '/MBBS/', '/te/mbbs': '/te/MBBS/' };
  const views: NotFoundViews = { te: { lang: 'te-IN', title: 'పేజీ కనబడలేదు | Site' }, hi: { lang: 'hi-IN', title: 'पेज नहीं मिला | Site' } };

  /** Runs the script as the browser does on 404.html at `path`, before the body is parsed. */
  function visit(path: string) {
    const doc = new DOMParser().parseFromString(
      '<!doctype html><html lang="en-IN"><head><title>Page Not Found | Site</title></head><body></body></html>',
      'text/html',
    );
    const replaced: string[] = [];
    const location = { pathname: path, search: '', hash: '', replace: (to: string) => replaced.push(to) };
    new Function('location', 'document', notFoundRedirectScript(map, views))(location, doc);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    const html = doc.documentElement;
    return { shown: html.getAttribute('data-nf'), lang: html.lang, title: doc.title, replaced };
  }

  it('a Telugu or Hindi miss: that edition’s view, its lang and its title', () => {
    expect(visit('/te/no-such-page')).toEqual({ shown: 'te', lang: 'te-IN', title: 'పేజీ కనబడలేదు | Site', replaced: [] });
    expect(visit('/hi/no/such/page/')).toEqual({ shown: 'hi', lang: 'hi-IN', title: 'पेज नहीं मिला | Site', replaced: [] });
    expect(visit('/TE/Nope').shown).toBe('te');
    expect(visit('/hi/index.html').shown).toBe('hi');
  });

  it('an English miss, or a prefix that is no edition’s, stays English', () => {
    expect(visit('/no-such-page')).toEqual({ shown: 'en', lang: 'en-IN', title: 'Page Not Found | Site', replaced: [] });
    expect(visit('/tea/cup').shown).toBe('en');
    expect(visit('/ta/page').shown).toBe('en');
    expect(visit('/constructor/x').shown).toBe('en');
  });

  it('a known page in another spelling is sent on, with no view picked', () => {
    expect(visit('/te/Mbbs')).toEqual({ shown: null, lang: 'en-IN', title: 'Page Not Found | Site', replaced: ['/te/MBBS/'] });
  });
});
