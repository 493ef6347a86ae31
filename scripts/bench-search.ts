/**
 * Site search's cost, after a build: the size of each language's index in out/pagefind/ and what a
 * first search fetches on the slow-4G phone `npm run bench` uses (150 ms RTT, 1.6 Mbps down,
 * 750 kbps up, CPU ×4, 390 px; empty cache; the export served compressed by scripts/serve.mjs).
 * `npx tsx scripts/bench-search.ts` prints a Markdown table; BENCH_PORT sets the server's port.
 */
import { slowPhonePage } from './slow-phone';
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { editionKey, href } from '@/content/routes';
import type { Locale } from '@/lib/locale';

const OUT = join(process.cwd(), 'out');
const BUNDLE = join(OUT, 'pagefind');
const PORT = Number(process.env.BENCH_PORT ?? 4390);
/** A first search in each language: what a parent might type (the education loan, in each language's words). */
const QUERIES: Record<Locale, string> = { en: 'education loan', te: 'విద్యా రుణం', hi: 'एजुकेशन लोन' };
const LANG_KEY: Record<Locale, string> = { en: 'en-in', te: 'te-in', hi: 'hi-in' };

const files = (dir: string, prefix = ''): { path: string; bytes: number }[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, `${prefix}${name}/`) : [{ path: prefix + name, bytes: statSync(full).size }];
  });

/** Bytes on disk of a language's index (its meta, index chunks, fragments and its WebAssembly, as served: Pagefind gzips them itself). */
function indexBytes(lang: string) {
  const own = files(BUNDLE).filter((f) => f.path.split('/').pop()!.includes(`${lang}_`) || f.path === `wasm.${lang}.pagefind`);
  const chunks = own.filter((f) => f.path.startsWith('index/'));
  const fragments = own.filter((f) => f.path.startsWith('fragment/'));
  const sum = (xs: { bytes: number }[]) => xs.reduce((a, f) => a + f.bytes, 0);
  return { total: sum(own), chunks: chunks.length, chunkBytes: sum(chunks), fragments: fragments.length, fragmentBytes: sum(fragments) };
}

async function firstSearch(locale: Locale) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { context, page } = await slowPhonePage(browser);
    // Pagefind fetches its index from a worker: Playwright's context events see the worker's requests too.
    const fetched: { url: string; bytes: number; at: number }[] = [];
    context.on('requestfinished', (request) => {
      const at = Date.now();
      void request.sizes().then((sizes) => fetched.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, at }));
    });
    const path = href(locale === 'en' ? 'search' : editionKey(locale, 'search'));
    await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.framework === 'started', undefined, { timeout: 60_000 });
    // What the page fetches of Pagefind on arrival (its script, worker, WebAssembly, the language's metadata).
    await page.waitForTimeout(15_000);
    const started = Date.now();
    await page.locator('#search-q').fill(QUERIES[locale]);
    await page.locator('#search-results a[data-result]').first().waitFor({ timeout: 60_000 });
    const ms = Date.now() - started;
    await page.waitForTimeout(1000);
    const ofSearch = fetched.filter((f) => f.url.includes('/pagefind/'));
    const sum = (xs: typeof fetched) => xs.reduce((a, f) => a + f.bytes, 0);
    const arrival = ofSearch.filter((f) => f.at < started);
    const search = ofSearch.filter((f) => f.at >= started);
    const list = ofSearch.map((f) => `${f.at < started ? 'arrival' : 'search'} ${new URL(f.url).pathname.replace('/pagefind/', '')} ${f.bytes}`);
    await context.close();
    return { arrival: sum(arrival), arrivalRequests: arrival.length, total: sum(search), requests: search.length, ms, list };
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', 'out', String(PORT)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 1000));
  try {
    const shared = files(BUNDLE).filter((f) => !f.path.includes('/') && !f.path.startsWith('wasm.') && !f.path.includes('_'));
    console.log(`Shared: ${shared.map((f) => `${f.path} ${f.bytes} B`).join(', ')}`);
    console.log('');
    console.log('| Language | Index on disk | Index chunks | Fragments | Fetched on arrival | First search fetches | Typing → results |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const locale of ['en', 'te', 'hi'] as Locale[]) {
      const size = indexBytes(LANG_KEY[locale]);
      const first = await firstSearch(locale);
      console.log(
        `| ${locale} | ${(size.total / 1024).toFixed(1)} KB | ${size.chunks} (${(size.chunkBytes / 1024).toFixed(1)} KB) | ${size.fragments} (${(size.fragmentBytes / 1024).toFixed(1)} KB) | ${(first.arrival / 1024).toFixed(1)} KB (${first.arrivalRequests} files) | ${(first.total / 1024).toFixed(1)} KB (${first.requests} files) | ${first.ms} ms |`,
      );
      console.error(`  ${locale} “${QUERIES[locale]}”: ${first.list.join(', ')}`);
    }
  } finally {
    server.kill();
  }
}

void main();
