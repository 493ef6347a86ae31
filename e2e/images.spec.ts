/**
 * What a browser does with an upload's <picture>: which file it takes at the layout's sizes. No
 * article has a raster cover (and no sample content may be published), so the page is the
 * <Picture> of a fixture drawn here, its variants made by the build's own generator into a temp
 * folder, served from a host of its own by request interception; the export is not involved.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { VIEWPORT } from './fixtures';
import { Picture } from '@/components/ui/picture';
import { IMAGE_SIZES } from '@/lib/responsive-images';
import { buildResponsiveImages } from '@/tooling/responsive-images';

const ORIGIN = 'http://images.test';
let root: string;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(join(tmpdir(), 'images-e2e-'));
  for (const dir of ['public/media', 'out/media']) mkdirSync(join(root, dir), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1260"><rect width="2400" height="1260" fill="#1e3a8a"/><circle cx="700" cy="600" r="400" fill="#f59e0b"/></svg>`;
  await sharp(Buffer.from(svg)).toFile(join(root, 'public/media/cover.png'));
  await buildResponsiveImages({ publicDir: join(root, 'public'), outDir: join(root, 'out'), cacheDir: join(root, 'cache') });
});

test.afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A page holding the <picture> of /media/cover.png drawn at `sizes`. */
const pageHtml = (sizes: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Picture</title></head><body style="margin:0">${renderToStaticMarkup(
    createElement(Picture, { src: '/media/cover.png', width: 2400, height: 1260, alt: 'Fixture cover', sizes }),
  )}</body></html>`;

/** Opens the page of `sizes`; returns the file the browser took, once decoded, and every image it requested. */
async function chosen(page: Page, sizes: string) {
  const requested: string[] = [];
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: pageHtml(sizes) });
    requested.push(path);
    const type = path.endsWith('.avif') ? 'image/avif' : 'image/webp';
    return route.fulfill({ contentType: type, body: readFileSync(join(root, 'out', path)) });
  });
  await page.goto(`${ORIGIN}/`);
  const img = page.getByRole('img', { name: 'Fixture cover' });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const currentSrc = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
  return { currentSrc, requested, width: Number(/-(\d+)\.avif$/.exec(currentSrc)?.[1]) };
}

test('an upload in the article header: the browser takes an AVIF variant at least as wide as the drawn image', VIEWPORT, async ({ page }, testInfo) => {
  const { currentSrc, requested, width } = await chosen(page, IMAGE_SIZES.articleHeader);
  expect(currentSrc).toMatch(/^\/media\/_r\/cover-\d+\.avif$/);
  expect(requested).toEqual([currentSrc]);
  // Desktop (1280 px, 1×): the header is 768 px. Phone (390 px): 358 CSS px, more device pixels.
  if (testInfo.project.name === 'desktop') expect(currentSrc).toBe('/media/_r/cover-768.avif');
  else expect(width).toBeGreaterThanOrEqual(358);
});

test('an upload on a blog card: the smallest variant serves a three-column card at 1×', async ({ page }) => {
  const { currentSrc } = await chosen(page, IMAGE_SIZES.card);
  expect(currentSrc).toBe('/media/_r/cover-416.avif');
});

test('the <picture> markup is valid HTML (W3C Nu HTML Checker)', () => {
  const files = Object.entries(IMAGE_SIZES).map(([name, sizes]) => {
    const file = join(root, `${name}.html`);
    writeFileSync(file, pageHtml(sizes));
    return file;
  });
  let report = '';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar ships no types; its export is the jar's path
    execFileSync('java', ['-jar', String(require('vnu-jar')), '--errors-only', '--format', 'gnu', ...files], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    report = `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
  expect(report.split('\n').filter(Boolean)).toEqual([]);
});
