/**
 * Security headers for the CDN, computed at build from the exported HTML: a Content-Security-Policy
 * per page that allows only our own scripts (plus the hashes of that page's inline scripts), the
 * form service for connect-src and form-action, and the map for frame-src on the pages that have it.
 */
import { createHash } from 'node:crypto';
import { MAP_MARKER } from '@/lib/map';
import { site } from '@/content/site';

const origin = (url: string) => new URL(url).origin;

export const FORM_ORIGIN = origin(site.form.endpoint);
export const MAP_ORIGIN = origin(site.mapEmbedUrl('x'));

/**
 * The hosts of the form service's hCaptcha (operator setting formCaptcha): its loader script on
 * web3forms.com (docs.web3forms.com, spam protection: hCaptcha), and hCaptcha's own script, frames,
 * styles and API (the hosts hCaptcha's documentation lists for a Content-Security-Policy).
 */
export const CAPTCHA_SOURCES = {
  script: ['https://web3forms.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com'],
  other: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

/** Whether an exported page has the map a visitor may load (components/contact/map-embed.tsx): only there may the map site be framed. */
export const hasMap = (html: string) => html.includes(` ${MAP_MARKER}=`);

/** Whether an exported page has a lead form: a form posting to the form service. */
export const hasLeadForm = (html: string) => html.includes(`action="${site.form.endpoint}"`);

/**
 * Origins a form may post to or be redirected to: the page's own origin, the site's canonical
 * origin and its www/apex twin (the form service redirects a no-JS post back to SITE_URL's
 * /thank-you/, which must not be blocked when the page was served from a preview or the twin
 * host), and the form service.
 */
export function formActionSources(siteUrl = site.url): string[] {
  const url = new URL(siteUrl);
  const twin = new URL(siteUrl);
  twin.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  return ["'self'", url.origin, ...(url.hostname.includes('.') ? [twin.origin] : []), FORM_ORIGIN];
}

/** Headers every response gets. */
export const commonHeaders: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['X-Frame-Options', 'DENY'],
];

/** sha256 source expressions of the inline (executable) scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs, body] = m;
    if (/\ssrc=/.test(attrs)) continue;
    const type = attrs.match(/\stype="([^"]*)"/)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$|^speculationrules$/.test(type)) continue; // data blocks (JSON-LD)
    if (!body) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page policy. Styles come only from our stylesheets: the export has no style attributes or
 * <style> elements, and scripts set styles through the CSSOM, which style-src does not govern.
 * `captcha`: the page has a lead form and the operator turned the captcha on; only then are its
 * hosts allowed. `map`: the page has the map (hasMap); only then may the map site be framed, and
 * a page with neither frames nothing. `wasm`: the page compiles WebAssembly ('wasm-unsafe-eval',
 * which allows that and no other eval): the search pages only, where Pagefind runs (tooling/search-index.ts; its worker,
 * served without a page policy, needs none).
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  siteUrl = site.url,
  { captcha = false, wasm = false, map = false }: { captcha?: boolean; wasm?: boolean; map?: boolean } = {},
): string {
  const { script, other } = captcha ? CAPTCHA_SOURCES : { script: [], other: [] };
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", wasm ? "'wasm-unsafe-eval'" : '', ...scriptHashes, ...script)}`,
    `style-src ${list("'self'", ...other)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${list("'self'", FORM_ORIGIN, ...other)}`,
    `form-action ${formActionSources(siteUrl).join(' ')}`,
    `frame-src ${list(map ? MAP_ORIGIN : '', ...other) || "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * The same policy for a <meta http-equiv> in the page itself, for responses no header rule can
 * name in advance (the not-found page served for any unknown path). Browsers ignore
 * frame-ancestors in a meta policy, so it is left out; X-Frame-Options still covers framing.
 */
export function metaContentSecurityPolicy(scriptHashes: string[], siteUrl = site.url): string {
  return metaPolicyOf(contentSecurityPolicy(scriptHashes, siteUrl));
}

/** A page's header policy as a <meta> can hold it: without frame-ancestors (X-Frame-Options covers framing). */
export const metaPolicyOf = (policy: string) =>
  policy
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');

/** The meta element, placed first in <head> (a meta policy governs only what follows it). */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  return cleaned.replace(/<head>(<meta charSet="utf-8"\/?>)?/i, (m) => `${m}${meta}`);
}

/**
 * The content editor's policy (/admin/, tooling/cms-admin.ts), found by loading Sveltia CMS in
 * Chromium and reading its violation reports (e2e/admin.spec.ts holds it):
 * - scripts only from the editor's folder (Sveltia and its chunk are served from out/admin/);
 * - inline styles: Svelte injects each component's <style> and sets style attributes;
 * - images from blob: (previews of the repository's images, fetched through the GitHub API) and
 *   data:, and the GitHub avatars of signed-in staff and of commit authors;
 * - fonts: Sveltia's @font-face rules name its text and icon fonts (Material Symbols: every icon
 *   of the UI) on cdn.jsdelivr.net/fontsource/fonts/ only;
 * - connections: the GitHub API (REST and GraphQL: every read and commit); GitHub's status feed
 *   (an outage banner); Sveltia's own package on unpkg.com, as data only (scripts stay 'self'): its
 *   update check (package.json) and its interface strings for a browser in another of its
 *   languages (locales/<lang>.json of this very version; when that request is refused Sveltia
 *   retries it without end and the tab hangs); blob: and data: URLs it reads back.
 * Everything else falls to default-src 'self'. Sign-in through an OAuth worker is a popup window
 * that answers by postMessage, which no directive governs.
 */
export function adminContentSecurityPolicy(sveltiaVersion: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' https://cdn.jsdelivr.net/fontsource/fonts/",
    [
      "connect-src 'self' data: blob:",
      'https://api.github.com',
      'https://www.githubstatus.com/api/v2/status.json',
      'https://unpkg.com/@sveltia/cms/package.json',
      `https://unpkg.com/@sveltia/cms@${sveltiaVersion}/locales/`,
    ].join(' '),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Header rules for a folder of the export that is not a site page (the content editor): its policy, and no indexing. */
export type FolderHeaders = { path: string; headers: [string, string][] };

export const adminHeaders = (sveltiaVersion: string): FolderHeaders => ({
  path: '/admin/',
  headers: [
    ['Content-Security-Policy', adminContentSecurityPolicy(sveltiaVersion)],
    ['X-Robots-Tag', 'noindex'],
  ],
});

export type PageHeaders = { path: string; csp: string };

/**
 * The forms of a path a host may match a `_headers` rule against: as written, and with the
 * characters browsers percent-encode in a path (Chrome sends /FAQ'S/ as /FAQ%27S/; Cloudflare
 * Pages matches the rule against the path as sent).
 */
export function headerRulePaths(path: string): string[] {
  const encoded = encodeURI(path).replace(/'/g, '%27');
  return encoded === path ? [path] : [path, encoded];
}

/** Netlify / Cloudflare Pages `_headers`. A folder's rule (`/admin/*`) covers the folder's index and every file in it. */
export function headersFile(pages: PageHeaders[], folders: FolderHeaders[] = []): string {
  const lines = ['# Generated by scripts/postbuild.ts from the exported HTML: do not edit.', '/*'];
  for (const [k, v] of commonHeaders) lines.push(`  ${k}: ${v}`);
  lines.push('/_next/static/*', '  Cache-Control: public, max-age=31536000, immutable');
  for (const page of pages) for (const path of headerRulePaths(page.path)) lines.push(path, `  Content-Security-Policy: ${page.csp}`);
  for (const folder of folders) lines.push(`${folder.path}*`, ...folder.headers.map(([k, v]) => `  ${k}: ${v}`));
  return lines.join('\n') + '\n';
}

/**
 * Cloudflare Pages' documented limits: `_headers` at most 100 rules and 2,000 characters a line;
 * `_redirects` at most 2,000 static and 100 dynamic rules, 1,000 characters each. Past them the host
 * drops rules silently, so the build fails instead. Returns the problems found (none: []).
 */
export function hostRuleLimitProblems(headers: string, redirects: string): string[] {
  const problems: string[] = [];
  const headerLines = headers.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const headerRules = headerLines.filter((l) => !/^\s/.test(l)).length;
  if (headerRules > 100) problems.push(`_headers has ${headerRules} rules (Cloudflare Pages reads at most 100)`);
  for (const line of headerLines) if (line.length > 2000) problems.push(`_headers line of ${line.length} characters (at most 2,000): ${line.slice(0, 60)}…`);
  const redirectLines = redirects.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const dynamic = redirectLines.filter((l) => /[*:]/.test(l.split(/\s+/)[0] ?? '')).length;
  const staticCount = redirectLines.length - dynamic;
  if (staticCount > 2000) problems.push(`_redirects has ${staticCount} static rules (at most 2,000)`);
  if (dynamic > 100) problems.push(`_redirects has ${dynamic} dynamic rules (at most 100)`);
  for (const line of redirectLines)
    if (line.length > 1000) problems.push(`_redirects line of ${line.length} characters (at most 1,000): ${line.slice(0, 60)}…`);
  return problems;
}

/**
 * The policy of one exported page from its HTML, as the postbuild writes it and the host walks
 * expect it: the captcha's hosts where the page has a lead form and the operator turned the captcha
 * on; the map site in frame-src where the page has the map; WebAssembly on the search pages
 * (`searchPaths`, tooling/search-index.ts) alone.
 */
export function pagePolicy(path: string, html: string, searchPaths: ReadonlySet<string>, siteUrl = site.url): string {
  return contentSecurityPolicy(inlineScriptHashes(html), siteUrl, {
    captcha: site.form.captcha && hasLeadForm(html),
    wasm: searchPaths.has(path),
    map: hasMap(html),
  });
}
