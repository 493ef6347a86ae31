/**
 * Structured data as a <script type="application/ld+json">. The JSON is written raw, with every `<`
 * escaped as `\u003c` (still the same JSON), so no text in the data can close the tag or open
 * another. scripts/postbuild.ts renders it into each exported page's <head>, with the page's data
 * from content/page-structured-data.ts: rendered by the page itself, the data would ship twice (in
 * the HTML and again in the page's React payload).
 */

/** JSON for a <script type="application/ld+json">, with `<` escaped so no text can close the tag. */
export const jsonLdString = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
