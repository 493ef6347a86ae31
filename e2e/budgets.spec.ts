import { expect, test } from '@playwright/test';
import { routes, withSlash } from '@/lib/routes';
import { kb, routeBytes } from '@/lib/route-bytes';
import { OUT } from './util';

/** Byte budgets per route (gzip), deterministic: a first visit on a slow phone. */
export const BUDGETS = { js: 160 * 1024, html: 40 * 1024, css: 20 * 1024 };

test('every route stays within its first-load byte budgets (gzip)', () => {
  test.skip(test.info().project.name !== 'desktop', 'byte counts: once');
  const broken: string[] = [];
  const files = [...routes.map((r) => `${decodeURIComponent(withSlash(r.path)).slice(1)}index.html`), '404.html'];
  for (const file of files) {
    const b = routeBytes(OUT, file);
    const route = '/' + file.replace(/index\.html$/, '');
    if (b.js.gzip > BUDGETS.js) broken.push(`${route}: first-load JS ${kb(b.js.gzip)} KB gzip > ${kb(BUDGETS.js)} KB`);
    if (b.html.gzip > BUDGETS.html) broken.push(`${route}: HTML ${kb(b.html.gzip)} KB gzip > ${kb(BUDGETS.html)} KB`);
    if (b.css.gzip > BUDGETS.css) broken.push(`${route}: CSS ${kb(b.css.gzip)} KB gzip > ${kb(BUDGETS.css)} KB`);
  }
  expect(broken).toEqual([]);
});
