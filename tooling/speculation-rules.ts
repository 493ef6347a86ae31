/**
 * The next page opens at once: Chrome's Speculation Rules prerender a same-origin page when the
 * visitor's pointer rests on its link or a finger touches it (moderate eagerness), so the tap only
 * shows a page that has already loaded. Links left alone: a link opening elsewhere (`target`), a
 * download, `rel=nofollow`. No public page links the content editor, and none names it (e2e/admin.spec.ts
 * checks every exported file), so the rules do not name it either. Browsers
 * without Speculation Rules read a data block and do nothing. The block is an inline script, so
 * the page policy hashes it (tooling/security-headers.ts, inlineScriptHashes).
 */
const SAME_SITE_LINKS = { and: [{ href_matches: '/*' }, { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } }] };

/**
 * The same links are also prefetched (the HTML only, moderate): where Chrome declines to prerender
 * (battery or data saver, memory pressure, a tab with developer tools attached) the tap still
 * finds the next page's HTML at hand, and its stylesheet is the one already cached.
 */
export const SPECULATION_RULES = {
  prerender: [{ where: SAME_SITE_LINKS, eagerness: 'moderate' }],
  prefetch: [{ where: SAME_SITE_LINKS, eagerness: 'moderate' }],
};

const TAG = `<script type="speculationrules">${JSON.stringify(SPECULATION_RULES)}</script>`;

/** Adds the rules to a page's <head> (once). */
export function withSpeculationRules(html: string): string {
  if (html.includes('<script type="speculationrules">') || !html.includes('</head>')) return html;
  return html.replace('</head>', `${TAG}</head>`);
}
