import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { aliasPages } from '@/build/deploy';
import { normalizePath, resolvePath, rewriteMap, routes, withSlash } from '@/lib/routes';
import { site } from '@/lib/site';
import { OUT, allRoutes, axeViolations, expectedTitle, htmlFiles, readOut, urlOf } from './util';

/** HTML-level checks need one browser project only. */
const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'HTML-level check: desktop project only');

test.describe('every route of the registry', () => {
  for (const route of allRoutes) {
    test(`${route.path} answers 200 with its title, canonical and one h1`, async ({ page }) => {
      desktopOnly();
      const response = await page.goto(urlOf(route));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expectedTitle(route));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`${site.url}${withSlash(route.path)}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(route.description);
      expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBe(route.keywords.join(','));
      // Open Graph and Twitter card fields, with an image of ours.
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(expectedTitle(route));
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical);
      expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toMatch(new RegExp(`^${site.url}/`));
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
      // Structured data: breadcrumbs below the home page, the organisation on / and /contact.
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
        (t) => [JSON.parse(t)].flat() as { '@type': string; mainEntity?: { name: string }[] }[],
      );
      const types = ld.map((d) => d['@type']);
      if (route.page !== 'home' && !route.noindex) expect(types).toContain('BreadcrumbList');
      if (route.page === 'home' || route.page === 'contact') expect(types).toContain('EducationalOrganization');
      if (/^blog\d+$/.test(route.key)) expect(types).toContain('BlogPosting');
      if (route.key.startsWith('course:')) expect(types).toContain('Course');
      const showsFaq = await page.locator('main details').count();
      if (['faq', 'services', 'mba', 'neet', 'program', 'visaServices'].includes(route.page ?? route.key)) {
        expect(showsFaq).toBeGreaterThan(0);
        expect(types).toContain('FAQPage');
      }
      // FAQPage lists exactly questions the page shows.
      const questions = ld.filter((d) => d['@type'] === 'FAQPage').flatMap((d) => d.mainEntity!.map((q) => q.name));
      if (questions.length) {
        const shown = (await page.locator('main').textContent())!.replace(/\s+/g, ' ');
        expect(questions.filter((q) => !shown.includes(q.replace(/\s+/g, ' ')))).toEqual([]);
      }
    });
  }
});

test.describe('case-insensitive paths and aliases on a plain static host', () => {
  const variants: [string, string][] = [];
  for (const route of routes) {
    if (route.path === '/') continue;
    const canonical = withSlash(route.path);
    for (const v of new Set([route.path.toLowerCase(), route.path.toUpperCase(), route.path.replace(/\/(.)/g, (_m, c: string) => `/${c.toUpperCase()}`)])) {
      if (v !== route.path) variants.push([v, canonical]);
    }
    for (const alias of route.aliases ?? []) variants.push([alias, canonical]);
  }
  variants.push(['/FAQ%27S', "/FAQ'S/"], ['/SERVICES/VISA-SERVICES', '/services/visa-services/'], ['/Mbbs', '/MBBS/'], ['/mbbs/?ref=x#top', '/MBBS/']);

  // One test per page, walking all its spellings in one tab: a new browser context per spelling
  // cost about a second each, over 300 of them once the language editions doubled the paths.
  const byTarget = new Map<string, string[]>();
  for (const [from, to] of new Map(variants)) byTarget.set(to, [...(byTarget.get(to) ?? []), from]);
  for (const [to, froms] of byTarget) {
    test(`${froms.join(', ')} reach ${to}`, async ({ page }) => {
      desktopOnly();
      for (const from of froms) {
        await test.step(`${from} reaches ${to}`, async () => {
          await page.goto(from.includes('%') ? from : encodeURI(from));
          await page.waitForURL((url) => decodeURIComponent(url.pathname) === to);
          await expect(page.locator('h1')).toBeVisible();
          await expect(page.locator('h1')).not.toHaveText('Oops! Page Not Found');
        });
      }
    });
  }

  test('the query string and hash survive the 404 redirect', async ({ page }) => {
    desktopOnly();
    await page.goto('/mbbs?ref=ad#universities');
    await page.waitForURL(/\/MBBS\/\?ref=ad#universities$/);
  });

  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: site.headOffice.email })).toHaveAttribute('href', `mailto:${site.headOffice.email}`);
    expect(new URL(page.url()).pathname).toBe('/this-page-does-not-exist');
  });

  test('the host rule files are generated from the registry', () => {
    desktopOnly();
    const redirects = readOut('_redirects');
    expect(redirects).toContain('/programs /program/ 301');
    expect(redirects).toContain('/faq /FAQ\'S/ 301');
    expect(redirects).not.toMatch(/^\/mbbs /m); // pure case variants are left to 404.html (no loops)
    const nginx = readOut('../deploy/nginx.conf');
    const mbbsRule = nginx.split('\n').find((l) => l.startsWith('location ~* "^/mbbs(/|/index\\.html)?$" {')) ?? '';
    expect(mbbsRule.includes('if ($uri != "/MBBS/") { return 301 /MBBS/$is_args$args; }')).toBe(true);
    for (const page of aliasPages()) expect(existsSync(join(OUT, page.file))).toBe(true);
  });
});

test.describe('links in the export', () => {
  test('every internal link is canonical and resolves to an exported file', () => {
    desktopOnly();
    const canonical = new Set(Object.values(rewriteMap()));
    const problems: string[] = [];
    const aliasFiles = new Set(aliasPages().map((p) => p.file));
    for (const file of htmlFiles()) {
      if (aliasFiles.has(file)) continue;
      const html = readOut(file);
      for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
        const href = raw.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const path = decodeURIComponent(href.split(/[?#]/)[0]);
        const target = path.endsWith('/') ? join(OUT, path, 'index.html') : join(OUT, path);
        if (!existsSync(target)) problems.push(`${file}: ${href} (no file)`);
        else if (path.endsWith('/') && !canonical.has(path)) problems.push(`${file}: ${href} (not a canonical route path)`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('sitemap lists every canonical route and robots names it', async ({ request }) => {
    desktopOnly();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const r of routes.filter((x) => !x.noindex)) expect(sitemap).toContain(`<loc>${site.url}${withSlash(r.path).replace(/'/g, '%27')}</loc>`);
    expect(sitemap).not.toContain('/thank-you/');
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('client navigation on the static host fetches no missing payload file', async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/');
    const steps = ['about', 'services', 'blog'] as const;
    for (const key of steps) {
      const link = page.locator(`footer a[href="${withSlash(routes.find((r) => r.key === key)!.path)}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL((u) => u.pathname === withSlash(routes.find((r) => r.key === key)!.path));
      await expect(page.locator('h1')).toBeVisible();
    }
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
  });
});

test.describe('accessibility and no-JS reading', () => {
  for (const route of allRoutes) {
    test(`${route.path}: axe finds no violations in light and dark`, async ({ page }) => {
      await page.goto(urlOf(route));
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => {
        localStorage.setItem('darkMode', 'true');
      });
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });
    for (const route of allRoutes) {
      test(`${route.path}: headings and text are visible`, async ({ page }) => {
        desktopOnly();
        await page.goto(urlOf(route));
        await expect(page.locator('h1')).toBeVisible();
        const hidden = await page.evaluate(() => {
          const out: string[] = [];
          for (const el of Array.from(document.querySelectorAll('main h1, main h2, main h3, main p'))) {
            // Closed dialogs and accordions hold their text in the HTML by design; `js:` styles mark
            // controls that only make sense with scripts (the search hint, tab bars).
            if (el.closest('dialog, details:not([open]), .sr-only, [aria-hidden="true"], [class*="js:"]')) continue;
            if (!(el as HTMLElement).innerText?.trim()) continue;
            const style = getComputedStyle(el);
            const visible = (el as HTMLElement).checkVisibility({ opacityProperty: true, visibilityProperty: true });
            if (!visible || Number(style.opacity) === 0) out.push(`${el.tagName}: ${(el as HTMLElement).innerText.slice(0, 60)}`);
          }
          return out;
        });
        expect(hidden).toEqual([]);
      });
    }
  });
});

test('rewrite map and resolver agree with the exported pages', () => {
  desktopOnly();
  for (const [from, to] of Object.entries(rewriteMap())) {
    expect(existsSync(join(OUT, decodeURIComponent(to), 'index.html')) || to === '/').toBe(true);
    expect(resolvePath(from.toUpperCase())).toBe(to);
    expect(normalizePath(to)).toBe(normalizePath(to.toLowerCase()));
  }
});
