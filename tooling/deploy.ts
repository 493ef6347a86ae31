/**
 * Files the export ships for static hosts, all generated from the route registry: the 404 page's
 * redirect script, alias redirect pages, Netlify/Cloudflare `_redirects` and an nginx snippet.
 */
import { normalizePath, rewriteMap, routes, withSlash } from '@/content/routes';

/** The not-found view of each published edition, by its path prefix (te, hi): its `<html lang>` and its title. */
export type NotFoundViews = Record<string, { lang: string; title: string }>;

/**
 * Inline script for 404.html: looks the lower-cased, decoded path up in the rewrite map and
 * replaces the location with the canonical path before anything else loads. A true miss gets the
 * view in the language of its path's first segment (an edition's prefix in `views`, else English):
 * the script marks `<html data-nf="te">` before the body is parsed, so the page's stylesheet shows
 * only that language's block (app/global-not-found.tsx) from the first paint, and sets `<html lang>`
 * and the title. Without script every block shows, English first.
 */
export function notFoundRedirectScript(map = rewriteMap(), views: NotFoundViews = {}): string {
  return `(function(){var m=${JSON.stringify(map)},v=${JSON.stringify(views)};var l=location,p=l.pathname,d=document,h=d.documentElement;try{p=decodeURIComponent(p)}catch(e){}var k=p.toLowerCase().replace(/\\/index\\.html$/,'').replace(/\\/+$/,'')||'/';var t=m[k];if(t&&t!==p){h.style.visibility='hidden';l.replace(t+l.search+l.hash);return}var s=k.split('/')[1],g=Object.prototype.hasOwnProperty.call(v,s)&&v[s];h.setAttribute('data-nf',g?s:'en');if(g){h.lang=g.lang;d.title=g.title;d.addEventListener('DOMContentLoaded',function(){d.title=g.title})}})()`;
}

export type AliasPage = { file: string; target: string };

/**
 * A redirect page per alias that differs from its page by more than letter case. Pure case
 * variants (/mbbs, /About) get no file: on a case-insensitive disk it would overwrite the real
 * page; the 404 script (and the host rules) send them on instead.
 */
export function aliasPages(): AliasPage[] {
  const taken = new Set(routes.map((r) => normalizePath(r.path)));
  const pages: AliasPage[] = [];
  for (const route of routes) {
    for (const alias of route.aliases ?? []) {
      const key = normalizePath(alias);
      if (taken.has(key)) continue;
      taken.add(key);
      pages.push({ file: `${key.slice(1)}/index.html`, target: withSlash(route.path) });
    }
  }
  return pages;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/'/g, '&#39;');

/** The language of an alias page: the page's own (`lang`, its `<html lang>`) and its line before the link (the shell's notFound.moved). */
export type AliasPageWords = { lang: string; moved: string };

export function aliasPageHtml(
  target: string,
  siteUrl: string,
  title: string,
  words: AliasPageWords = { lang: 'en-IN', moved: 'This page has moved:' },
): string {
  const t = escapeHtml(target);
  return `<!doctype html><html lang="${escapeHtml(words.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(siteUrl)}${t}"><meta http-equiv="refresh" content="0; url=${t}"></head><body><p>${escapeHtml(words.moved)} <a href="${t}">${escapeHtml(title)}</a>.</p></body></html>\n`;
}

/**
 * Aliases that differ from their page by more than letter case, as permanent redirects. Pure case
 * variants stay out: a host that matches rules case-insensitively would loop on the real page; the
 * 404 page's script sends them on.
 */
function redirectPairs(): [string, string][] {
  return Object.entries(rewriteMap()).filter(([from, to]) => normalizePath(to) !== from);
}

/** Netlify / Cloudflare Pages `_redirects`. */
export function netlifyRedirects(): string {
  const lines = ['# Generated from content/routes.ts by scripts/postbuild.ts: do not edit.'];
  for (const [from, to] of redirectPairs()) {
    lines.push(`${from} ${to} 301`, `${from}/ ${to} 301`);
  }
  return lines.join('\n') + '\n';
}

const nginxRegex = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nginxQuote = (v: string) => `"${v.replace(/"/g, '\\"')}"`;

/**
 * nginx snippet for the server block that serves out/ (docs/deploying.md, "Deploy": the block there holds
 * only listen, server_name, root and this include). Security headers on every response; each
 * page's own Content-Security-Policy (exact locations); the not-found page with its own policy;
 * case-insensitive locations that send every variant, alias and /index.html form to the canonical
 * path with a 301; folders that are not site pages with their own headers (the content editor).
 * Redirects stay relative, so they hold behind a proxy or on another port.
 */
export function nginxConfig(
  pages: { path: string; csp: string }[],
  common: [string, string][],
  folders: { path: string; headers: [string, string][] }[] = [],
): string {
  const headers = (extra: [string, string][] = []) => [...common, ...extra].map(([k, v]) => `add_header ${k} ${nginxQuote(v)} always;`).join(' ');
  const cspOf = new Map(pages.map((p) => [p.path, p.csp]));
  const notFoundCsp = cspOf.get('/404.html');
  const lines = [
    '# Generated from content/routes.ts and the exported HTML by scripts/postbuild.ts: do not edit.',
    '# Include inside the server block that serves out/ (see docs/deploying.md, "Deploy").',
    'absolute_redirect off;',
    `${headers()}`,
    'error_page 404 /404.html;',
    `location = /404.html { internal; ${headers(notFoundCsp ? [['Content-Security-Policy', notFoundCsp]] : [])} }`,
    `location ^~ /_next/static/ { ${headers([['Cache-Control', 'public, max-age=31536000, immutable']])} }`,
    'location / { try_files $uri $uri/index.html =404; }',
    `location ~* "^/index\\.html$" { ${headers()} return 301 /$is_args$args; }`,
  ];
  // A folder that is not a site page (the content editor, /admin/): its own headers on the folder
  // and every file in it (a prefix location that no regex location below can take over), and the
  // folder without its slash sent to it, so its page is never served without them.
  for (const folder of folders) {
    lines.push(`location ^~ ${folder.path} { ${headers(folder.headers)} try_files $uri $uri/index.html =404; }`);
    lines.push(`location = ${folder.path.replace(/\/$/, '')} { ${headers()} return 301 ${folder.path}$is_args$args; }`);
  }
  for (const page of pages) {
    if (page.path === '/404.html') continue;
    lines.push(`location = ${nginxQuote(page.path)} { ${headers([['Content-Security-Policy', page.csp]])} try_files ${page.path}index.html =404; }`);
  }
  for (const [from, to] of Object.entries(rewriteMap())) {
    if (from === '/') continue;
    lines.push(
      `location ~* "^${nginxRegex(from)}(/|/index\\.html)?$" { ${headers()} if ($uri != "${to}") { return 301 ${to}$is_args$args; } try_files ${to}index.html =404; }`,
    );
  }
  // Any other HTML file under its own address (/404/index.html, /_not-found/index.html) goes to its
  // folder's address, whose rule (above) has its headers; regex locations match in order, so the
  // page and alias locations above take theirs first.
  lines.push(`location ~ "^(.*/)index\\.html$" { ${headers()} return 301 $1$is_args$args; }`);
  return lines.join('\n') + '\n';
}
