/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { isIndexable, pageForIndex, pageTitle, urlOfFile } from '@/tooling/search-index';

/** buildSearchIndex as postbuild runs it (under tsx: Pagefind's Node API is an ES module, which Jest's CommonJS cannot load). */
function buildSearchIndex(out: string, siteName: string) {
  const script = `import { buildSearchIndex } from './tooling/search-index.ts'; buildSearchIndex(${JSON.stringify(out)}, ${JSON.stringify(siteName)}).then((r) => console.log(JSON.stringify(r)));`;
  return JSON.parse(execFileSync('npx', ['tsx', '--eval', script], { cwd: process.cwd(), encoding: 'utf8' }).trim().split('\n').pop()!);
}

const page = ({ lang = 'en-IN', title = 'Education Loans | Acme Overseas', body = '<h1>Loans</h1>', robots = '', marker = true } = {}) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>${title}</title><meta name="description" content="Loans &amp; more."/>${robots}</head>` +
  `<body><header>Menu words</header><main id="main"${marker ? ' data-pagefind-body=""' : ''} class="flex-1">${body}</main><footer>Footer words</footer></body></html>`;

describe('which exported pages are searched', () => {
  it('takes a page with the main marker and a language, not a noindex page, an alias page or a page without the marker', () => {
    expect(isIndexable(page())).toBe(true);
    expect(isIndexable(page({ robots: '<meta name="robots" content="noindex, follow"/>' }))).toBe(false);
    expect(isIndexable(page({ marker: false }))).toBe(false);
    expect(isIndexable('<!DOCTYPE html><html lang="en"><head><meta http-equiv="refresh" content="0; url=/program/"/></head><body></body></html>')).toBe(false);
  });

  it('names a result by the page title without the company name, in its language, with the description ahead of the content', () => {
    expect(pageTitle(page(), 'Acme Overseas')).toBe('Education Loans');
    expect(pageTitle(page({ title: 'Acme Overseas | Study Abroad' }), 'Acme Overseas')).toBe('Study Abroad');
    const html = pageForIndex(page({ lang: 'te-IN', title: 'రుణాలు &amp; &quot;వీసా&quot; | Acme Overseas' }), 'Acme Overseas');
    expect(html).toContain('<meta data-pagefind-meta="title[content]" content="రుణాలు &amp; &quot;వీసా&quot;"/>');
    expect(html).toContain('<meta data-pagefind-meta="lang[content]" content="te"/>');
    expect(html).toContain('<main id="main" data-pagefind-body="" class="flex-1"><p>Loans &amp; more.</p><h1>');
  });

  it('gives each page its URL path', () => {
    expect(urlOfFile('index.html')).toBe('/');
    expect(urlOfFile("FAQ'S/index.html")).toBe("/FAQ'S/");
    expect(urlOfFile('te/blog/abc/index.html')).toBe('/te/blog/abc/');
  });
});

describe('buildSearchIndex', () => {
  it('indexes the main content of each language’s pages into an index of its own, and nothing else', () => {
    const out = mkdtempSync(join(tmpdir(), 'search-index-'));
    const files: Record<string, string> = {
      'index.html': page({ body: '<h1>Welcome</h1><p>Blocked account help.</p><form method="POST"><label>Leadfieldword</label></form>' }),
      'te/index.html': page({ lang: 'te-IN', body: '<h1>స్వాగతం</h1><p>విద్యా రుణం</p><section data-pagefind-ignore="">Repeatedctaword</section>' }),
      'hi/index.html': page({ lang: 'hi-IN', body: '<h1>स्वागत</h1><p>एजुकेशन लोन</p>' }),
      'thank-you/index.html': page({ robots: '<meta name="robots" content="noindex, follow"/>', body: '<p>Thankspageword</p>' }),
      '404.html': page({ body: '<p>Notfoundword</p>' }),
      'admin/index.html': page({ body: '<p>Adminword</p>' }),
      'programs/index.html': '<!DOCTYPE html><html lang="en"><head><meta http-equiv="refresh" content="0; url=/program/"/></head><body>Aliasword</body></html>',
    };
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(dirname(join(out, file)), { recursive: true });
      writeFileSync(join(out, file), html);
    }
    const report = buildSearchIndex(out, 'Acme Overseas');
    expect(report).toEqual({ pages: 3, languages: { en: { pages: 1 }, te: { pages: 1 }, hi: { pages: 1 } } });

    const bundle = join(out, 'pagefind');
    const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8'));
    expect(Object.keys(entry.languages).sort()).toEqual(['en-in', 'hi-in', 'te-in']);
    expect(readdirSync(bundle)).toContain('pagefind.js');
    expect(readdirSync(bundle).filter((f) => f.includes('-ui'))).toEqual([]);
    // Fragments (gzip, after Pagefind's signature) hold each page's text as results quote it.
    const text = readdirSync(join(bundle, 'fragment'))
      .map((f) => gunzipSync(readFileSync(join(bundle, 'fragment', f))).toString('utf8'))
      .join('\n');
    for (const word of ['Blocked account', 'విద్యా రుణం', 'एजुकेशन लोन', '"title":"Education Loans"', '"lang":"te"']) expect(text).toContain(word);
    for (const word of ['Menu words', 'Footer words', 'Leadfieldword', 'Repeatedctaword', 'Thankspageword', 'Notfoundword', 'Adminword', 'Aliasword'])
      expect(text).not.toContain(word);
  }, 60_000);
});
