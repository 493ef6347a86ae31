/**
 * The export on the real host software, walked over plain HTTP (no browser): nginx with the server
 * block of docs/deploying.md and the generated include, Cloudflare Pages' own runtime (`wrangler pages dev`),
 * and Netlify's own parsers for `_redirects` and `_headers`. The walk comes from the route
 * registry, so a new page is covered the day it is added.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFileOf } from '@/tooling/export-files';
import { normalizePath, publishedEditions, resolvePath, rewriteMap, routes, withSlash } from '@/content/routes';
import { shellIn } from '@/content/shell';
import { adminContentSecurityPolicy, commonHeaders, contentSecurityPolicy, inlineScriptHashes, metaPolicyOf, pagePolicy } from '@/tooling/security-headers';
import { aliasPages } from '@/tooling/deploy';
import { ADMIN_PATH, CONFIG_FILE, sveltiaVersion } from '@/tooling/cms-admin';
import { searchPagePaths } from '@/tooling/search-index';

const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'out');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const NGINX_PORT = 4332;
const WRANGLER_PORT = 4333;
const WRANGLER_INSPECTOR_PORT = 4334;
/**
 * The compatibility date of `npm run preview:cloudflare` (a date the workerd bundled with the
 * pinned wrangler supports; it refuses later ones), so the walk runs what the preview runs.
 */
const COMPATIBILITY_DATE = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['preview:cloudflare'] as string).match(
  /--compatibility-date (\S+)/,
)![1];

// In order in one worker (one host at a time on a small CI machine); a failure does not skip the others.
test.describe.configure({ mode: 'default', timeout: 180_000 });

/** The policy a page must be served with, computed here from the exported HTML. */
const policyOf = (path: string) => pagePolicy(withSlash(path), readFileSync(join(OUT, htmlFileOf(path)), 'utf8'), searchPagePaths());
const notFoundPolicy = () => contentSecurityPolicy(inlineScriptHashes(readFileSync(join(OUT, '404.html'), 'utf8')));
/** Next's copies of the not-found page: HTML files the export ships under their own folders. */
const EXPORTED_COPIES = ['/404/', '/_not-found/'];
/** The content editor's folder (not a site page: not in the registry): its own policy on the page and every file. */
const adminPolicy = () => adminContentSecurityPolicy(sveltiaVersion());

/** Every path a visitor may type or follow, and the canonical page it must reach. */
function variants(): [string, string][] {
  const list: [string, string][] = [];
  for (const route of routes) {
    const canonical = withSlash(route.path);
    const forms = [route.path.toLowerCase(), route.path.toUpperCase(), route.path.replace(/\/(.)/g, (_m, c: string) => `/${c.toUpperCase()}`)];
    for (const v of new Set(forms)) if (v !== route.path && v !== '/') list.push([v, canonical], [`${v}/`, canonical]);
    if (route.path !== '/') list.push([route.path, canonical], [`${canonical}index.html`, canonical]);
    for (const alias of route.aliases ?? []) list.push([alias, canonical], [withSlash(alias), canonical]);
  }
  list.push(
    ['/index.html', '/'],
    ['/FAQ%27S', "/FAQ'S/"],
    ['/faq%27s/', "/FAQ'S/"],
    ['/SERVICES/VISA-SERVICES', '/services/visa-services/'],
    ['/Mbbs', '/MBBS/'],
    ['/mbbs/?ref=x', '/MBBS/'],
  );
  return [...new Map(list.filter(([from, to]) => from !== to))];
}

/**
 * Where a host answers every pure case variant with its not-found page and that page's script (the
 * same file for all of them, whose map e2e/routes.spec.ts checks for every spelling), one variant
 * of each page is asked for, the kinds taken in turn from page to page; every alias, /index.html
 * form and spelling with an escape or a query still is.
 */
function onePureVariantEach(list: [string, string][]): [string, string][] {
  const isPure = ([from, to]: [string, string]) => normalizePath(from) === normalizePath(to) && !/index\.html|[%?]/.test(from);
  const pure = new Map<string, [string, string][]>();
  for (const pair of list.filter(isPure)) pure.set(pair[1], [...(pure.get(pair[1]) ?? []), pair]);
  const kept = new Set([...pure.values()].map((pairs, i) => pairs[i % pairs.length]));
  return list.filter((pair) => !isPure(pair) || kept.has(pair));
}

type Host = {
  name: string;
  base: string;
  /** How a pure case variant, which no host rule lists, reaches its page. */
  caseVariants: 'redirect' | 'not-found script';
  /** Whether the not-found page gets its policy as a header too (else only its <meta>). */
  notFoundHeader: boolean;
};

const pathOf = (url: string) => {
  const p = new URL(url).pathname;
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
};

async function get(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text(), location: res.headers.get('location') };
}

/** Runs `fn` over `items`, a few at a time (the hosts share two cores with the rest of CI). */
async function pool<T>(items: T[], fn: (item: T) => Promise<void>, size = 6) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

function headerProblems(where: string, headers: Headers, csp: string | null): string[] {
  const problems: string[] = [];
  for (const [name, value] of commonHeaders) if (headers.get(name) !== value) problems.push(`${where}: ${name} is ${headers.get(name)}`);
  if (csp !== null && headers.get('content-security-policy') !== csp)
    problems.push(`${where}: Content-Security-Policy is ${headers.get('content-security-policy')?.slice(0, 80) ?? 'missing'}`);
  return problems;
}

/** The walk every host must pass; returns what a visitor would notice went wrong. */
async function walk(host: Host): Promise<{ problems: string[]; requests: number }> {
  const problems: string[] = [];
  let requests = 0;
  const fetchPath = async (path: string) => {
    requests++;
    return get(host.base + path);
  };

  // Every route, as linked (/FAQ'S/) and as a browser sends it (/FAQ%27S/).
  const pagePaths = routes.flatMap((r) => {
    const p = withSlash(r.path);
    const encoded = encodeURI(p).replace(/'/g, '%27');
    return encoded === p
      ? [[p, p]]
      : [
          [p, p],
          [encoded, p],
        ];
  });
  await pool(pagePaths, async ([requested, canonical]) => {
    const res = await fetchPath(requested);
    if (res.status !== 200) return void problems.push(`${requested}: status ${res.status}`);
    if (!res.body.includes('<h1')) problems.push(`${requested}: no h1 in the page`);
    if (!res.headers.get('content-type')?.startsWith('text/html')) problems.push(`${requested}: Content-Type ${res.headers.get('content-type')}`);
    problems.push(...headerProblems(requested, res.headers, policyOf(canonical)));
  });

  // Every case variant, alias and /index.html form reaches its page.
  await pool(host.caseVariants === 'not-found script' ? onePureVariantEach(variants()) : variants(), async ([from, to]) => {
    let url = host.base + (from.includes('%') ? from : encodeURI(from));
    for (let hop = 0; hop < 4; hop++) {
      requests++;
      const res = await get(url);
      if (res.status >= 300 && res.status < 400 && res.location) {
        const next = new URL(res.location, url);
        if (next.origin !== host.base) return void problems.push(`${from}: redirected off-site to ${res.location}`);
        if (hop === 0 && host.name === 'nginx' && res.status !== 301) problems.push(`${from}: ${res.status}, not 301`);
        url = next.href;
        continue;
      }
      if (res.status === 200) {
        if (pathOf(url) !== to) problems.push(`${from}: reached ${pathOf(url)}, not ${to}`);
        else problems.push(...headerProblems(`${from} → ${to}`, res.headers, policyOf(to)));
        return;
      }
      if (res.status === 404 && host.caseVariants === 'not-found script' && normalizePath(from) === normalizePath(to) && hop === 0) {
        // No rule lists it: the not-found page's first script must send the visitor on.
        if (!res.body.includes('l.replace(t+l.search')) problems.push(`${from}: not-found page without its redirect script`);
        if (resolvePath(from) !== to) problems.push(`${from}: the script's map sends it to ${resolvePath(from)}`);
        return;
      }
      return void problems.push(`${from}: status ${res.status} at ${pathOf(url)}`);
    }
    problems.push(`${from}: more than 3 redirects`);
  });

  // Hashed build assets: cached for a year, with the common headers.
  const chunk = readdirSync(join(OUT, '_next', 'static', 'chunks')).find((f) => f.endsWith('.js'))!;
  const asset = await fetchPath(`/_next/static/chunks/${chunk}`);
  if (asset.status !== 200) problems.push(`${chunk}: status ${asset.status}`);
  if (asset.headers.get('cache-control') !== 'public, max-age=31536000, immutable')
    problems.push(`${chunk}: Cache-Control ${asset.headers.get('cache-control')}`);
  problems.push(...headerProblems(chunk, asset.headers, null));

  // The content editor: its page and files with its own policy and noindex; /admin reaches /admin/.
  for (const file of ['', CONFIG_FILE, 'sveltia-cms.js']) {
    const path = `${ADMIN_PATH}${file}`;
    const res = await fetchPath(path);
    if (res.status !== 200) problems.push(`${path}: status ${res.status}`);
    if (res.headers.get('x-robots-tag') !== 'noindex') problems.push(`${path}: X-Robots-Tag ${res.headers.get('x-robots-tag')}`);
    problems.push(...headerProblems(path, res.headers, adminPolicy()));
    if (file === '' && !res.body.includes('<meta name="robots" content="noindex">')) problems.push(`${path}: not the editor's page`);
  }
  {
    const res = await fetchPath(ADMIN_PATH.slice(0, -1));
    const location = res.location ? new URL(res.location, host.base) : undefined;
    if (!(res.status >= 300 && res.status < 400) || location?.pathname !== ADMIN_PATH) problems.push(`/admin: status ${res.status} to ${res.location}`);
  }

  // Next's own copies of the not-found page (/404/, /_not-found/), as folders and as their files:
  // the page with its policy in a header and in its <meta>, or a redirect to the folder that has it.
  for (const folder of EXPORTED_COPIES.filter((f) => existsSync(join(OUT, f, 'index.html')))) {
    const policy = pagePolicy(folder, readFileSync(join(OUT, folder, 'index.html'), 'utf8'), searchPagePaths());
    const res = await fetchPath(folder);
    if (res.status !== 200) problems.push(`${folder}: status ${res.status}`);
    else if (!res.body.includes(`<meta http-equiv="Content-Security-Policy" content="${metaPolicyOf(policy).replace(/&/g, '&amp;')}"/>`))
      problems.push(`${folder}: no <meta> policy`);
    problems.push(...headerProblems(folder, res.headers, policy));
    const file = await fetchPath(`${folder}index.html`);
    if (!(file.status >= 300 && file.status < 400) || new URL(file.location ?? '', host.base).pathname !== folder)
      problems.push(`${folder}index.html: status ${file.status} to ${file.location}, not to ${folder}`);
  }

  // A true miss: status 404, the not-found page with its policy.
  for (const miss of ['/this-page-does-not-exist', '/blog/no-such-article/', '/MBBS/nothing']) {
    const res = await fetchPath(miss);
    if (res.status !== 404) problems.push(`${miss}: status ${res.status}, not 404`);
    if (!res.body.includes('Oops! Page Not Found')) problems.push(`${miss}: not the not-found page`);
    if (!/<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/.test(res.body))
      problems.push(`${miss}: no policy first in the not-found page`);
    problems.push(...headerProblems(miss, res.headers, host.notFoundHeader ? notFoundPolicy() : null));
  }
  // An edition's miss gets the same page, which holds that edition's view (its script shows it).
  for (const locale of publishedEditions) {
    const miss = `/${locale}/no-such-page`;
    const res = await fetchPath(miss);
    if (res.status !== 404) problems.push(`${miss}: status ${res.status}, not 404`);
    if (!res.body.includes('l.replace(t+l.search') || !res.body.includes(shellIn(locale).notFound.title))
      problems.push(`${miss}: not the not-found page with its view`);
    problems.push(...headerProblems(miss, res.headers, host.notFoundHeader ? notFoundPolicy() : null));
  }
  return { problems, requests };
}

async function waitForPort(base: string, child: ChildProcess, log: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the host exited (${child.exitCode}):\n${log()}`);
    try {
      await fetch(base + '/', { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`the host did not answer within ${timeoutMs / 1000} s:\n${log()}`);
}

/** Stops a host started here (its whole process group: wrangler starts workerd children). */
/** Stops a host's process group and waits (up to 10 s) until it has exited. */
async function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/**
 * Removes a host's temp folder. A host's helper processes (workerd's) may still be writing their
 * logs for a moment after the main process has exited, so a folder that is not empty yet is tried again.
 */
const removeDir = (dir: string) => dir && rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });

test.describe('nginx with the server block of docs/deploying.md', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';
  test.afterAll(async () => {
    await stop(nginx);
    removeDir(dir);
  });

  test("passes nginx -t and serves every route, variant, alias, the 404 and each page's headers", async () => {
    test.skip(!existsSync(NGINX) && !process.env.CI, `no nginx at ${NGINX} (.ci/run installs it)`);
    const started = Date.now();
    dir = mkdtempSync(join(tmpdir(), 'nginx-walk-'));
    const guide = readFileSync(join(ROOT, 'docs', 'deploying.md'), 'utf8');
    const blocks = [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks, 'one nginx block in docs/deploying.md').toHaveLength(1);
    // Only the machine-specific values are substituted, so the tested block is the documented one.
    const substitutions: [RegExp, string][] = [
      [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${NGINX_PORT};`],
      [/^(\s*)root \/var\/www\/site\/out;$/m, `$1root ${OUT};`],
      [/^(\s*)include \/var\/www\/site\/deploy\/nginx\.conf;$/m, `$1include ${join(ROOT, 'deploy', 'nginx.conf')};`],
    ];
    let server = blocks[0];
    for (const [pattern, value] of substitutions) {
      expect(server, `the block of docs/deploying.md has ${pattern}`).toMatch(pattern);
      server = server.replace(pattern, value);
    }
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        // Debian's layout: the server block sits in the http block, which includes mime.types.
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 128; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((s) => `  ${s}_temp_path ${dir}/${s};`),
        server,
        '}',
      ].join('\n'),
    );
    const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`];
    const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    expect(check.stderr, 'nginx -t').toContain('test is successful');
    expect(check.status).toBe(0);

    let log = '';
    nginx = spawn(NGINX, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr!.on('data', (d) => (log += d));
    const base = `http://127.0.0.1:${NGINX_PORT}`;
    await waitForPort(base, nginx, () => log + readFileSync(`${dir}/error.log`, 'utf8'));
    const ready = Date.now();
    const { problems, requests } = await walk({ name: 'nginx', base, caseVariants: 'redirect', notFoundHeader: true });
    expect(problems).toEqual([]);
    console.log(
      `nginx: ${routes.length} routes, ${requests} requests, started in ${((ready - started) / 1000).toFixed(1)} s, walked in ${((Date.now() - ready) / 1000).toFixed(1)} s`,
    );
  });
});

test.describe('Cloudflare Pages (wrangler pages dev, workerd)', () => {
  let wrangler: ChildProcess | undefined;
  let dir = '';
  test.afterAll(async () => {
    await stop(wrangler);
    removeDir(dir);
  });

  test("serves every route, variant, alias and the 404 with each page's headers, /FAQ'S/ included", async () => {
    const started = Date.now();
    dir = mkdtempSync(join(tmpdir(), 'wrangler-walk-'));
    let log = '';
    wrangler = spawn(
      join(ROOT, 'node_modules', '.bin', 'wrangler'),
      [
        'pages',
        'dev',
        OUT,
        '--ip',
        '127.0.0.1',
        '--port',
        String(WRANGLER_PORT),
        '--inspector-port',
        String(WRANGLER_INSPECTOR_PORT),
        '--compatibility-date',
        COMPATIBILITY_DATE,
        '--persist-to',
        join(dir, 'state'),
        '--show-interactive-dev-session=false',
        '--log-level',
        'warn',
      ],
      {
        cwd: dir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Offline: no metrics, no update check, no browser; its own config and log folder.
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          CI: 'true',
          NO_COLOR: '1',
          XDG_CONFIG_HOME: join(dir, 'config'),
          WRANGLER_LOG_PATH: join(dir, 'logs'),
        },
      },
    );
    wrangler.stdout!.on('data', (d) => (log += d));
    wrangler.stderr!.on('data', (d) => (log += d));
    const base = `http://127.0.0.1:${WRANGLER_PORT}`;
    await waitForPort(base, wrangler, () => log);
    const ready = Date.now();
    const { problems, requests } = await walk({ name: 'cloudflare', base, caseVariants: 'not-found script', notFoundHeader: false });
    expect(problems).toEqual([]);
    console.log(
      `wrangler: ${routes.length} routes, ${requests} requests, started in ${((ready - started) / 1000).toFixed(1)} s, walked in ${((Date.now() - ready) / 1000).toFixed(1)} s`,
    );
  });
});

test.describe("Netlify's own parsers", () => {
  test('read every _redirects rule as generated from the registry, none rejected', async () => {
    const { parseAllRedirects } = await import('netlify-redirect-parser');
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(OUT, '_redirects')], configRedirects: [], minimal: true });
    expect(errors).toEqual([]);
    const expected = Object.entries(rewriteMap())
      .filter(([from, to]) => normalizePath(to) !== from)
      .flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
    const parsed = (redirects as { from?: string; path?: string; to: string; status?: number }[]).map((r) => `${r.from ?? r.path} ${r.to} ${r.status}`);
    expect(parsed).toEqual(expected);
    console.log(`netlify-redirect-parser: ${parsed.length} redirects`);
  });

  test("read every _headers rule: the common headers, the asset cache, each page's policy and the content editor's", async () => {
    const { parseAllHeaders } = await import('netlify-headers-parser');
    // Its published types declare headersFiles as never[]; it takes file paths.
    const result = await parseAllHeaders({ headersFiles: [join(OUT, '_headers')] as never[], netlifyConfigPath: undefined, minimal: true });
    expect(result.errors).toEqual([]);
    const headers = result.headers as unknown as { for: string; values: Record<string, string> }[];
    const byPath = new Map(headers.map((h) => [h.for, h.values]));
    expect(byPath.get('/*')).toEqual(Object.fromEntries(commonHeaders));
    expect(byPath.get('/_next/static/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    let pages = 0;
    for (const route of routes) {
      const path = withSlash(route.path);
      for (const form of new Set([path, encodeURI(path).replace(/'/g, '%27')])) {
        expect(byPath.get(form), form).toEqual({ 'Content-Security-Policy': policyOf(path) });
        pages++;
      }
    }
    expect(byPath.get('/404.html')).toEqual({ 'Content-Security-Policy': notFoundPolicy() });
    for (const folder of EXPORTED_COPIES.filter((f) => existsSync(join(OUT, f, 'index.html')))) {
      expect(byPath.get(folder), folder).toEqual({
        'Content-Security-Policy': pagePolicy(folder, readFileSync(join(OUT, folder, 'index.html'), 'utf8'), searchPagePaths()),
      });
      pages++;
    }
    expect(byPath.get(`${ADMIN_PATH}*`)).toEqual({ 'Content-Security-Policy': adminPolicy(), 'X-Robots-Tag': 'noindex' });
    expect(headers).toHaveLength(pages + 4);
    console.log(`netlify-headers-parser: ${headers.length} header rules`);
  });
});

test.describe('every HTML file the export ships', () => {
  test('carries its policy in a <meta> first in its head (its page’s header policy but frame-ancestors), so a host that serves the file under another address still applies it', () => {
    const problems: string[] = [];
    const meta = (html: string) =>
      /^<!DOCTYPE html><html[^>]*><head>(?:<meta charSet="utf-8"\/?>)?<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/i
        .exec(html)?.[1]
        ?.replace(/&amp;/g, '&');
    const pages = [...routes.map((r) => withSlash(r.path)), ...EXPORTED_COPIES.filter((f) => existsSync(join(OUT, f, 'index.html')))];
    for (const path of pages) {
      const html = readFileSync(join(OUT, htmlFileOf(path)), 'utf8');
      if (meta(html) !== metaPolicyOf(pagePolicy(path, html, searchPagePaths())))
        problems.push(`${path}: <meta> policy ${meta(html)?.slice(0, 60) ?? 'missing'}`);
    }
    const notFound = readFileSync(join(OUT, '404.html'), 'utf8');
    if (meta(notFound) !== metaPolicyOf(notFoundPolicy())) problems.push('/404.html: <meta> policy missing or not its own');
    for (const { file } of aliasPages()) {
      const policy = meta(readFileSync(join(OUT, file), 'utf8'));
      if (!policy?.startsWith("default-src 'self'; script-src 'self';")) problems.push(`${file}: <meta> policy ${policy?.slice(0, 60) ?? 'missing'}`);
    }
    expect(problems).toEqual([]);
    expect(aliasPages().length).toBeGreaterThan(0);
  });
});
