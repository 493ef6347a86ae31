#!/usr/bin/env node
/**
 * A plain, case-sensitive static file server, behaving like a bucket/CDN host: files and
 * directory index.html, a 301 to the trailing-slash URL for directories, and 404.html with status
 * 404 for everything else. Text files are compressed as a CDN does (brotli when the browser
 * accepts it, else gzip; cached in memory), so what the browser downloads here is what a visitor
 * downloads. With --headers it also sends the export's `_headers` rules (Netlify format), as the
 * CDN would. A path that is not already in normal form (`.`/`..` segments, doubled or encoded
 * slashes, backslashes, NUL) is a miss, as a bucket key would be, so no redirect can point off-site;
 * a filesystem error answers that request (404 or 500) and never stops the server. No dependencies.
 *   node scripts/serve.mjs [dir=out] [port=3000] [--headers]
 */
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { readFileSync, statSync, existsSync } from 'node:fs';
import { join, extname, resolve, posix, sep } from 'node:path';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const root = resolve(args[0] ?? 'out');
const port = Number(args[1] ?? process.env.PORT ?? 3000);
const withHeaders = process.argv.includes('--headers');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** `_headers` (Netlify format): a path pattern line, then indented "Name: value" lines. */
function loadHeaderRules() {
  const file = join(root, '_headers');
  if (!withHeaders || !existsSync(file)) return [];
  const rules = [];
  let current = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      current.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
const headerRules = loadHeaderRules();
const matches = (pattern, path) => new RegExp('^' + pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$').test(path);

const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);
const compressed = new Map();

/** The file's bytes in the best encoding the request accepts: [body, encoding or undefined]. */
function body(req, file) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = !compressible.has(extname(file)) ? undefined : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
  if (!encoding) return [readFileSync(file), undefined];
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(file);
    // Quality 5, as CDNs compress on the fly (11 is for files compressed once, ahead of time: it
    // took 48 s of the server's one thread for the export's text files, the editor's 2 MB bundle
    // seconds on its own, while the byte budgets measure brotli 11 themselves, tooling/route-bytes.ts).
    compressed.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 }),
    );
  }
  return [compressed.get(key), encoding];
}

function send(req, res, status, file, urlPath) {
  const headers = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' };
  for (const rule of headerRules) if (matches(rule.pattern, urlPath)) for (const [k, v] of rule.headers) headers[k] = v;
  const [bytes, encoding] = body(req, file);
  if (compressible.has(extname(file))) headers['Vary'] = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = bytes.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** stat without throwing: missing, unreadable or odd entries count as absent. */
const statOf = (p) => {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
};
const isFile = (p) => statOf(p)?.isFile() ?? false;
const isDir = (p) => statOf(p)?.isDirectory() ?? false;

function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** The not-found page with status 404, or a plain 404 when the export has none. */
function notFound(req, res, path) {
  const page = join(root, '404.html');
  if (isFile(page)) return send(req, res, 404, page, path);
  return plain(res, 404, 'Not Found');
}

/** A decoded request path in normal form, or null: such a path is served as is or not at all. */
function normalPath(pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(path) || !path.startsWith('/') || posix.normalize(path) !== path || path.startsWith('//')) return null;
  return path;
}

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = normalPath(url.pathname);
  if (path === null) return notFound(req, res, url.pathname);
  const target = join(root, path);
  if (target !== root && !target.startsWith(root + sep)) return notFound(req, res, path);
  // A page's file under its own address (/about/index.html) goes to the page's address, as
  // Cloudflare Pages does: the page's header rules name that address only.
  if (path.endsWith('/index.html') && isFile(target)) {
    res.writeHead(301, { Location: url.pathname.slice(0, -'index.html'.length) + url.search });
    return res.end();
  }
  if (isFile(target)) return send(req, res, 200, target, path);
  if (isDir(target)) {
    if (!path.endsWith('/')) {
      // Same-origin by construction: one leading slash, no dot segments.
      res.writeHead(301, { Location: url.pathname + '/' + url.search });
      return res.end();
    }
    if (isFile(join(target, 'index.html'))) return send(req, res, 200, join(target, 'index.html'), path);
  }
  return notFound(req, res, path);
}

createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(`${req.method} ${req.url}: ${error.message}`);
    if (!res.headersSent) plain(res, 500, 'Internal Server Error');
    else res.destroy();
  }
}).listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`));
