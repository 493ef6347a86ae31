/**
 * Site search's index, built by postbuild from the exported pages with Pagefind
 * (https://pagefind.app, its Node API): one index per language, chosen by each page's
 * `<html lang>` (en-in, te-in, hi-in), split into chunks the search page fetches on demand, with
 * Pagefind's browser script (out/pagefind/pagefind.js) and its WebAssembly. Nothing of it is
 * loaded by any page but the search page (components/search/).
 *
 * What is indexed: every exported page with the main content's marker (`data-pagefind-body` on
 * `<main>`, components/layout/root-document.tsx) and a `lang`, which search engines may index.
 * So a page added to the site (an article file, a new route) is found after the next build with
 * no other change, and these are not: the alias pages (a redirect, no marker), the not-found page,
 * noindex pages (/thank-you/, the search pages themselves), the content editor (/admin/).
 * Only `<main>` is read: not the header, footer or chat; inside it, blocks every page repeats are
 * marked `data-pagefind-ignore` (the closing call to action, an edition's review note), and the
 * lead forms (posted to the form service) are left out here.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from '@/tooling/export-files';
import { routes, withSlash } from '@/content/routes';

/** Pagefind's bundle folder in the export (lib/search.ts PAGEFIND_URL names its script). */
export const SEARCH_DIR = 'pagefind';

/** The search pages (/search/, /te/search/, …): the only pages whose policy lets WebAssembly run (tooling/security-headers.ts). */
export const searchPagePaths = (): Set<string> => new Set(routes.filter((r) => r.key === 'search' || r.page === 'search').map((r) => withSlash(r.path)));

/** Inside the main content, what no result should quote: the lead forms (they post to the form service). */
export const EXCLUDE_SELECTORS = ['form[method="POST"]'];

/** Pagefind's own interfaces, which the site does not ship (it draws its own: components/search/). */
const UNUSED_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** Whether an exported page belongs in the index: the main content's marker, a language, and not noindex. */
export function isIndexable(html: string): boolean {
  const marked = /<main\b[^>]*\sdata-pagefind-body(?:=""|\s|>)/.test(html);
  const lang = /<html\b[^>]*\slang="[^"]+"/.test(html);
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
  return marked && lang && !noindex;
}

/** The page's title as the site names it: the `<title>` without the company name the layout adds. */
export function pageTitle(html: string, siteName: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) return undefined;
  const name = siteName.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
  return title.replace(` | ${name}`, '').replace(`${name} | `, '').trim();
}

const attr = (value: string) => value.replace(/"/g, '&quot;');

/**
 * The page as Pagefind reads it (not as it is published): each result's title (the page title,
 * not its first heading), its language, and the page's description ahead of its main content, so
 * a tool is found by what it does ("IELTS band", "EMI") even where its page says it in other words.
 */
export function pageForIndex(html: string, siteName: string): string {
  const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html)![1];
  const title = pageTitle(html, siteName);
  const description = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
  const meta = [
    title ? `<meta data-pagefind-meta="title[content]" content="${attr(title)}"/>` : '',
    `<meta data-pagefind-meta="lang[content]" content="${attr(lang.split('-')[0].toLowerCase())}"/>`,
  ].join('');
  return html.replace('</head>', `${meta}</head>`).replace(/(<main\b[^>]*\sdata-pagefind-body[^>]*>)/, description ? `$1<p>${description}</p>` : '$1');
}

/** A page's URL path from its file in the export ("FAQ'S/index.html" → "/FAQ'S/"). */
export const urlOfFile = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

export type SearchIndexReport = { pages: number; languages: Record<string, { pages: number }> };

/** Indexes the export's pages into out/pagefind/, replacing what a previous build wrote there. */
export async function buildSearchIndex(outDir: string, siteName: string): Promise<SearchIndexReport> {
  // Pagefind's Node API is an ES module only: loaded here, so the page-shaping functions above stay
  // importable from the unit tests' CommonJS.
  const pagefind = await import('pagefind');
  const bundle = join(outDir, SEARCH_DIR);
  rmSync(bundle, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE_SELECTORS });
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  try {
    const languages: Record<string, { pages: number }> = {};
    let pages = 0;
    for (const file of htmlFiles(outDir)) {
      if (file.startsWith('admin/') || file === '404.html' || file.startsWith('404/')) continue;
      const html = readFileSync(join(outDir, file), 'utf8');
      if (!isIndexable(html)) continue;
      const added = await index.addHTMLFile({ url: urlOfFile(file), content: pageForIndex(html, siteName) });
      if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      const lang = added.file.meta.lang ?? 'unknown';
      languages[lang] = { pages: (languages[lang]?.pages ?? 0) + 1 };
      pages++;
    }
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    for (const file of UNUSED_FILES) rmSync(join(bundle, file), { force: true });
    return { pages, languages };
  } finally {
    await pagefind.close();
  }
}
