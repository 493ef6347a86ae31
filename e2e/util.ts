import { readFileSync } from 'node:fs';
import { htmlFiles as exportedHtmlFiles } from '@/build/export-files';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { routes, withSlash, type RouteEntry } from '@/lib/routes';
import { site } from '@/lib/site';

export const OUT = join(__dirname, '..', 'out');

/** URL path of a route as a browser requests it. */
export const urlOf = (r: RouteEntry) => encodeURI(withSlash(r.path));

/** The home page of every language puts the company first. */
export const expectedTitle = (r: RouteEntry) => (r.page === 'home' ? `${site.name} | ${r.title}` : `${r.title} | ${site.name}`);

export const allRoutes = routes;

/** Every exported HTML file, relative to out/. */
export const htmlFiles = (dir = OUT) => exportedHtmlFiles(dir);

export const readOut = (file: string) => readFileSync(join(OUT, file), 'utf8');

/**
 * Runs axe-core (WCAG 2 A/AA) on the page (or a part of it) and returns the violations, briefly
 * described. Scroll-reveal fades are settled first, so contrast is measured on the final colours.
 */
export async function axeViolations(page: Page, context = 'html') {
  await page.addStyleTag({ content: '.reveal,.reveal-pending{transition:none!important;opacity:1!important;transform:none!important}' });
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async (selector) => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(selector, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v: { id: string; nodes: { target: string[]; failureSummary: string }[] }) => ({
      id: v.id,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    }));
  }, context);
}
