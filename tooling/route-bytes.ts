/**
 * Bytes a first visit to a route downloads from the export: the HTML, the scripts it loads
 * (`<script src>` and those the deferred-scripts loader adds, the legacy `nomodule` polyfill
 * excluded) and its stylesheets; raw, gzip and brotli (brotli at its best quality is slow: the
 * budgets, in gzip, leave it out).
 * Deterministic: used by the budgets test and by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { deferredPayloadSource, deferredScriptSources } from '@/tooling/deferred-scripts';

/** `brotli` is 0 when not asked for. */
export type Sizes = { raw: number; gzip: number; brotli: number };
/** `payload`: the page's React payload, fetched only when the framework starts (not in `js`, which is the framework's chunks). */
export type RouteBytes = { html: Sizes; js: Sizes; payload: Sizes; payloadSrc: string | null; css: Sizes; scripts: string[]; styles: string[] };

const cache = new Map<string, Sizes>();

export function sizesOf(buf: Buffer, brotli = true): Sizes {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotli ? brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length : 0,
  };
}

function fileSizes(outDir: string, urlPath: string, brotli: boolean): Sizes {
  const key = `${join(outDir, urlPath)}|${brotli}`;
  let s = cache.get(key);
  if (!s) {
    s = sizesOf(readFileSync(join(outDir, urlPath)), brotli);
    cache.set(key, s);
  }
  return s;
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/**
 * @param htmlFile path of the route's HTML relative to outDir, e.g. "MBBS/index.html"
 * @param options.brotli false: raw and gzip only (brotli 0)
 */
export function routeBytes(outDir: string, htmlFile: string, { brotli = true } = {}): RouteBytes {
  const html = readFileSync(join(outDir, htmlFile));
  const text = html.toString('utf8');
  const scripts = [...text.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => /\ssrc="/.test(attrs) && !/\snomodule\b/i.test(attrs))
    .map((attrs) => attrs.match(/\ssrc="([^"]+)"/)![1])
    .concat(deferredScriptSources(text));
  const payloadSrc = deferredPayloadSource(text);
  const styles = [...text.matchAll(/<link\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => /rel="stylesheet"/.test(attrs))
    .map((attrs) => attrs.match(/href="([^"]+)"/)![1]);
  const uniq = (xs: string[]) => [...new Set(xs)].filter((x) => x.startsWith('/'));
  return {
    html: sizesOf(html, brotli),
    js: uniq(scripts).reduce((acc, src) => add(acc, fileSizes(outDir, src.split('?')[0], brotli)), zero),
    payload: payloadSrc ? fileSizes(outDir, payloadSrc, brotli) : zero,
    payloadSrc,
    css: uniq(styles).reduce((acc, href) => add(acc, fileSizes(outDir, href.split('?')[0], brotli)), zero),
    scripts: uniq(scripts),
    styles: uniq(styles),
  };
}

export const kb = (n: number) => (n / 1024).toFixed(1);
