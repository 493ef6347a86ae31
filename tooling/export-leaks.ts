/**
 * What must never reach visitors from a release export: a placeholder, an address at a reserved
 * example domain (a canonical or a redirect to example.com), or content marked as a sample.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const leakPatterns: { what: string; re: RegExp }[] = [
  { what: 'example domain', re: /\bexample\.(?:com|net|org)\b/i },
  { what: 'form access key placeholder', re: /YOUR-ACCESS-KEY-HERE/ },
  { what: 'placeholder phone number', re: /\+?91[\s-]?0000|wa\.me\/910000/ },
  { what: 'sample flag', re: /data-sample|\\?"sample\\?":true/ },
];

const TEXT_FILE = /\.(?:html|txt|js|json|xml|webmanifest)$|^_headers$|^_redirects$/;

/**
 * Pagefind's runtime, copied from its package as it is (tooling/search-index.ts): its code parses
 * result addresses against `https://example.com` as a base, which no visitor sees. What it shows is
 * the pages' own text, checked here in their HTML.
 */
const VENDOR_FILE = /^pagefind\/pagefind(?:-worker)?\.js$/;

/** Every file of the export that contains one of the patterns, with the first match. */
export function exportLeaks(dir: string, prefix = ''): { file: string; what: string; match: string }[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) return exportLeaks(dir, rel);
    if (!TEXT_FILE.test(e.name) || VENDOR_FILE.test(rel)) return [];
    const text = readFileSync(join(dir, rel), 'utf8');
    return leakPatterns.flatMap(({ what, re }) => {
      const m = re.exec(text);
      return m ? [{ file: rel, what, match: text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40) }] : [];
    });
  });
}
