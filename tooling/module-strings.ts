/** A string found in a content module, with where it sits ("faq.ts.items.0.answer"). */
export type FoundString = { where: string; text: string };

/**
 * Every string a module exports, at any depth, each with its path: the content tests walk the site's
 * words with it (money figures, glossary terms, the directory's name). Keys in `skip` are passed over;
 * an object reached twice (one module re-exporting another's) is read once per `seen`.
 */
export function stringsOf(module: unknown, where: string, skip: ReadonlySet<string> = new Set(), seen = new Set<unknown>()): FoundString[] {
  const out: FoundString[] = [];
  const walk = (v: unknown, at: string) => {
    if (typeof v === 'string') out.push({ where: at, text: v });
    else if (v && typeof v === 'object' && !seen.has(v)) {
      seen.add(v);
      for (const [k, x] of Object.entries(v)) if (!skip.has(k)) walk(x, `${at}.${k}`);
    }
  };
  walk(module, where);
  return out;
}
