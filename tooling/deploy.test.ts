import { aliasPageHtml } from '@/tooling/deploy';

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
