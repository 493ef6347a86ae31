/**
 * Site search in the browser: what the search page's island (components/search/search-box.tsx)
 * needs besides Pagefind itself, which the build writes to out/pagefind/ (tooling/search-index.ts)
 * and the island fetches only on the search page. Plain functions, safe in client islands.
 */
/** Where the build writes Pagefind's bundle: its script, one index per language, in chunks fetched on demand. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** A piece of a result's excerpt: plain text, marked (a match) or not. */
export type ExcerptPart = { text: string; mark: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", nbsp: '\u00a0' };
const decode = (s: string) => s.replace(/&(#x27|#39|amp|lt|gt|quot|apos|nbsp);/g, (_m, name: string) => ENTITIES[name]);

/**
 * Pagefind's excerpt (page text, HTML-escaped, with the matched words in <mark>) as text parts, so
 * the page renders it as text: no markup from the index ever reaches innerHTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece) parts.push({ text: decode(piece.replace(/<[^>]*>/g, '')), mark });
  }
  return parts;
}

/**
 * The query Pagefind runs: the visitor's words, each one written the way a visitor says it replaced
 * by the site's spelling (content/pages/<l>/search.yaml `spellings`: ఐఇఎల్టిఎస్ → IELTS), so a parent
 * typing an exam's name in Telugu or Devanagari letters finds the pages that write it in Latin ones.
 * (Pagefind finds the pages that hold every word, so the spelling replaces the word.)
 */
export function expandQuery(query: string, spellings: Record<string, string>): string {
  return query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => spellings[w.normalize('NFC')] ?? w)
    .join(' ');
}

/** Fills {placeholders} (the same as lib/locale's fillText, kept here so the island imports nothing every page shares). */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
