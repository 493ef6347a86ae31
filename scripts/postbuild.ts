/**
 * Runs after `next build`: adds what a plain static host needs to serve the export with
 * case-insensitive paths, all generated from the route registry, and finishes each page: scripts
 * after the first paint, structured data in the head, security headers; and publishes the uploads
 * as responsive variants in place of the originals.
 */
import { IslandCheckError, islandProblems, payloadStream } from '@/tooling/island-check';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/json-ld';
import {
  DeferredScriptsContractError,
  deferScripts,
  deferredScriptSources,
  inlineScriptsFirst,
  PAYLOAD_DIR,
  takePayloadOut,
  withCompileHint,
} from '@/tooling/deferred-scripts';
import { htmlFileOf, htmlFiles } from '@/tooling/export-files';
import { withSpeculationRules } from '@/tooling/speculation-rules';
import { withInvokerFallback } from '@/tooling/invoker-fallback';
import { buildResponsiveImages, defaultCacheDir, originalReferences, ResponsiveImageError } from '@/tooling/responsive-images';
import { pageStructuredData } from '@/content/page-structured-data';
import { aliasPageHtml, aliasPages, netlifyRedirects, nginxConfig, notFoundRedirectScript, type NotFoundViews } from '@/tooling/deploy';
import { ADMIN_PATH, SVELTIA_DIR, sveltiaVersion, writeAdmin } from '@/tooling/cms-admin';
import { cmsConfig, cmsSettingsFromEnv } from '@/tooling/cms-config';
import {
  adminHeaders,
  commonHeaders,
  headersFile,
  hostRuleLimitProblems,
  metaPolicyOf,
  pagePolicy,
  withMetaPolicy,
  type PageHeaders,
} from '@/tooling/security-headers';
import { buildSearchIndex, searchPagePaths } from '@/tooling/search-index';
import { writeMissingFlags } from '@/tooling/flags';
import { localeOf, publishedEditions, routes, withSlash } from '@/content/routes';
import { LANGUAGES } from '@/lib/locale';
import { shellIn } from '@/content/shell';
import { figures, site } from '@/content/site';
import { articleForms, offeredIntakes } from '@/content/articles/forms';
import { factFiles } from '@/content/fact-registry';
import { buildDay } from '@/lib/clock';
import { trueUntil, trueUntilLine } from '@/tooling/true-until';
import { buildCommit } from '@/tooling/build-commit';
import { dueCountLine, dueListHtml, dueOn } from '@/tooling/due-list';
import { siteDueList } from '@/tooling/site-due-list';

const out = join(process.cwd(), 'out');

// 1. 404.html: the redirect script goes first in <head> (after the charset), before any stylesheet or script.
//    It also picks the not-found view in the language of the path's prefix (each published edition's).
const notFoundViews: NotFoundViews = Object.fromEntries(
  publishedEditions.map((locale) => [locale, { lang: LANGUAGES[locale].htmlLang, title: shellIn(locale).notFound.title }]),
);
const script = `<script>${notFoundRedirectScript(undefined, notFoundViews)}</script>`;
for (const file of ['404.html', '404/index.html']) {
  const path = join(out, file);
  if (!existsSync(path)) continue;
  const html = readFileSync(path, 'utf8');
  if (html.includes('l.replace(t+l.search')) continue;
  writeFileSync(
    path,
    html.replace(/<head>(<meta charSet="utf-8"\/>)?/i, (_m, charset = '') => `<head>${charset}${script}`),
  );
}

// 2. Every exported page paints before its framework scripts load, and those scripts carry V8's
//    compile hint (tooling/deferred-scripts.ts). deferScripts checks the shape of Next.js's tags and
//    throws, naming the page and the tag, when an upgrade changes it; every page Next.js rendered
//    (it carries the React payload) must come out with exactly one loader. A page with a dialog
//    its HTML opens by itself gets the invoker-command fallback (tooling/invoker-fallback.ts) in its
//    <head>, ahead of the stylesheet like the loader. Every Next.js page gets the Speculation Rules
//    that prerender the next page on hover or touch (tooling/speculation-rules.ts). The page's React
//    payload leaves its HTML for a script of its own under PAYLOAD_DIR, which the loader runs
//    first when the framework starts (takePayloadOut). Read from that payload, every control the
//    framework drives must sit inside an island whose trigger starts it, or answer from the HTML
//    alone (tooling/island-check.ts): the build stops, naming each page and element, otherwise.
let deferred = 0;
const islandIssues: string[] = [];
let invokerFallbacks = 0;
const firstLoad = new Set<string>();
// The content editor's page (step 7) is not a Next.js page: it keeps its one script as it is.
for (const file of htmlFiles(out).filter((f) => !f.startsWith(ADMIN_PATH.slice(1)))) {
  const html = readFileSync(join(out, file), 'utf8');
  const payload = takePayloadOut(html, file);
  if (payload) {
    mkdirSync(join(out, PAYLOAD_DIR), { recursive: true });
    writeFileSync(join(out, payload.src), payload.js);
    islandIssues.push(...islandProblems(payloadStream(payload.js), `/${file}`));
  }
  const withLoader = deferScripts(payload?.html ?? html, file, payload?.src);
  const next = inlineScriptsFirst(withInvokerFallback(html.includes('self.__next_f') ? withSpeculationRules(withLoader) : withLoader));
  if (next !== withLoader) invokerFallbacks++;
  const sources = deferredScriptSources(next);
  if (html.includes('self.__next_f') && sources.length === 0) throw new DeferredScriptsContractError(file, 'a Next.js page came out without the loader');
  for (const src of sources) if (src.startsWith('/_next/')) firstLoad.add(src);
  if (next !== html) {
    writeFileSync(join(out, file), next);
    deferred++;
  }
}
if (islandIssues.length) throw new IslandCheckError(islandIssues);
for (const src of firstLoad) {
  const path = join(out, src);
  writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
}

// 3. Each page's structured data (content/page-structured-data.ts) goes into its <head>.
for (const route of routes) {
  if (route.noindex) continue;
  const file = join(out, htmlFileOf(route.path));
  const html = readFileSync(file, 'utf8');
  if (html.includes('application/ld+json')) continue;
  const data = pageStructuredData(route.key);
  const block = renderToStaticMarkup(createElement(JsonLd, { data: data.length === 1 ? data[0] : data }));
  writeFileSync(file, html.replace('</head>', `${block}</head>`));
}

// 4. Alias redirect pages (no scripts), in their page's language.
const titleOf = new Map(routes.map((r) => [withSlash(r.path), r.title]));
const localeAt = new Map(routes.map((r) => [withSlash(r.path), localeOf(r)]));
for (const { file, target } of aliasPages()) {
  const path = join(out, file);
  const locale = localeAt.get(target) ?? 'en';
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    aliasPageHtml(target, site.url, titleOf.get(target) ?? site.name, { lang: LANGUAGES[locale].htmlLang, moved: shellIn(locale).notFound.moved }),
  );
}

// 5. Security headers: each page's policy allows exactly its own inline scripts (hashed here).
//    The not-found page is served for any unknown path, which no header rule can name, so it
//    carries its policy in a <meta> (which does not change its script hashes).
const pageFile = (path: string) => (path.endsWith('/') ? join(out, decodeURIComponent(path), 'index.html') : join(out, path));
//    With the operator's captcha on, the pages with a lead form also allow its hosts; the search
//    pages alone may compile WebAssembly (Pagefind, step 9).
//    Next's own copies of the not-found page (/404/, /_not-found/) are HTML files a host serves
//    too: they get their rules like any page. Every page also carries its policy in a <meta>
//    (all but frame-ancestors, which X-Frame-Options covers), so a host that serves its file under
//    another address (/<page>/index.html) still applies it; so do the alias pages (no scripts).
const searchPaths = searchPagePaths();
const exportedCopies = ['/404/', '/_not-found/'].filter((path) => existsSync(pageFile(path)));
const pages: PageHeaders[] = [...routes.map((r) => withSlash(r.path)), '/404.html', ...exportedCopies].map((path) => ({
  path,
  csp: pagePolicy(path, readFileSync(pageFile(path), 'utf8'), searchPaths),
}));
for (const { path, csp } of pages) writeFileSync(pageFile(path), withMetaPolicy(readFileSync(pageFile(path), 'utf8'), metaPolicyOf(csp)));
const aliasPolicy = metaPolicyOf(pagePolicy('', '', new Set()));
for (const { file } of aliasPages()) writeFileSync(join(out, file), withMetaPolicy(readFileSync(join(out, file), 'utf8'), aliasPolicy));
// 7. The content editor at /admin/ (tooling/cms-admin.ts): Sveltia CMS from node_modules, its
//    configuration generated from the zod schemas the build checks (tooling/cms-config.ts), where
//    to commit from CMS_REPO / CMS_BRANCH / CMS_AUTH_URL. Its own policy and noindex header below;
//    nothing of it is linked or loaded from a site page, and the route registry (so the sitemap)
//    does not know it.
const cmsSettings = cmsSettingsFromEnv(process.env, `${site.name} – content editor`);
const adminFiles = writeAdmin(out, cmsConfig(cmsSettings), cmsSettings, join(SVELTIA_DIR, 'dist'));
const folders = [adminHeaders(sveltiaVersion())];

const headers = headersFile(pages, folders);
writeFileSync(join(out, '_headers'), headers);

// 6. Host rules, within the limits Cloudflare Pages documents (past them it drops rules silently).
const redirects = netlifyRedirects();
writeFileSync(join(out, '_redirects'), redirects);
mkdirSync(join(process.cwd(), 'deploy'), { recursive: true });
writeFileSync(join(process.cwd(), 'deploy', 'nginx.conf'), nginxConfig(pages, commonHeaders, folders));
const limitProblems = hostRuleLimitProblems(headers, redirects);
if (limitProblems.length) {
  console.error(`postbuild: host rules over Cloudflare Pages' limits:\n  ${limitProblems.join('\n  ')}`);
  process.exit(1);
}

// 8. Uploads (public/media/): AVIF and WebP at the layout's widths into out/media/_r/, made once
//    and kept in .next/cache between builds; the originals are deleted from out/ (tooling/responsive-images.ts).
//    An upload sharp cannot read stops the build, naming it; so does a page that still names an original.
async function publishUploads() {
  const uploads = await buildResponsiveImages({ publicDir: join(process.cwd(), 'public'), outDir: out, cacheDir: defaultCacheDir(process.cwd()) });
  const pagesHtml = htmlFiles(out).map((file) => ({ file, html: readFileSync(join(out, file), 'utf8') }));
  const stale = originalReferences(
    pagesHtml,
    uploads.map((u) => u.src),
  );
  if (stale.length)
    throw new ResponsiveImageError(`pages name an original upload, which is not published (show it with components/ui/picture.tsx):\n  ${stale.join('\n  ')}`);
  const variants = uploads.flatMap((u) => u.variants);
  const made = variants.filter((v) => v.made).length;
  return `${uploads.length} uploads as ${variants.length} variants (${made} made, ${variants.length - made} from the cache)`;
}

// 9. Site search: Pagefind's index of every page's main content, one per language, into
//    out/pagefind/ (tooling/search-index.ts), after every other change to the pages.
async function finish() {
  // A country added in the editor whose flag is not committed yet: its PNG is drawn into out/flags/ (tooling/flags.ts).
  const flags = await writeMissingFlags(out);
  const images = `${await publishUploads()}${flags.length ? `, flags drawn for ${flags.join(', ')}` : ''}`;
  const search = await buildSearchIndex(out, site.name);
  // 10. What is due for staff (tooling/due-list.ts), a page of the editor's: after the search index, which it is no part of.
  //     As a page (due.html) and as data (due.json), which the scheduled workflow reads from the live site.
  const due = await siteDueList();
  writeFileSync(join(out, 'admin', 'due.html'), dueListHtml(due));
  writeFileSync(join(out, 'admin', 'due.json'), `${JSON.stringify(due, null, 2)}\n`);
  // 11. How long the export stays true (tooling/true-until.ts): the first day something it says stops
  //     being true (an intake begins, a rule takes effect, the year turns, an item of the due list falls due).
  const stays = trueUntil({
    built: buildDay(),
    intakes: offeredIntakes(articleForms),
    facts: factFiles,
    due: due.items,
    yearsOfExperience: figures.yearsOfExperience !== undefined,
  });
  // With the commit it was built from (tooling/build-commit.ts), so the scheduled workflow sees a deploy that never happened.
  writeFileSync(join(out, 'true-until.json'), `${JSON.stringify({ ...stays, commit: buildCommit() }, null, 2)}\n`);
  const languages = Object.entries(search.languages)
    .map(([lang, { pages }]) => `${lang} ${pages}`)
    .join(', ');
  return {
    images,
    stays,
    search: `the search index (${search.pages} pages: ${languages}), what is due (out/admin/due.html and due.json: ${dueCountLine(dueOn(due, due.built))})`,
  };
}

finish().then(
  ({ images, search, stays }) =>
    console.log(
      `postbuild: 404 redirect script (${script.length} bytes), scripts after first paint on ${deferred} pages (${firstLoad.size} chunks with compile hints), the invoker-command fallback on ${invokerFallbacks}, ${aliasPages().length} alias pages, _headers (${pages.length} page policies), a <meta> policy in every page and alias page, _redirects, deploy/nginx.conf, the content editor (${adminFiles.length} files in out/admin/, ${cmsSettings.repo ? `committing to ${cmsSettings.repo}@${cmsSettings.branch}` : 'CMS_REPO not set: not connected to a repository'}), ${images}, ${search}, ${trueUntilLine(stays)}`,
    ),
  (e) => {
    console.error(e instanceof ResponsiveImageError ? `postbuild: ${e.message}` : e);
    process.exit(1);
  },
);
