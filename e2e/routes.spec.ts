import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VIEWPORT, expect, test, type Page } from './fixtures';
import { aliasPages } from '@/tooling/deploy';
import { articleFiles, type ArticleTree } from '@/content/articles';
import {
  localizedHref,
  normalizePath,
  publishedEditions,
  publishedLocales,
  resolvePath,
  rewriteMap,
  routes,
  withSlash,
  type RouteEntry,
} from '@/content/routes';
import { notFoundMetadata, shellIn } from '@/content/shell';
import { LANGUAGES } from '@/lib/locale';
import { FORM_ORIGIN, MAP_ORIGIN } from '@/tooling/security-headers';
import { site } from '@/content/site';
import { chatbotLauncher } from '@/content/chatbot';
import {
  OUT,
  addStyles,
  allRoutes,
  axeThemeViolations,
  axeViolations,
  expectedTitle,
  htmlFiles,
  inGroups,
  markRendered,
  readOut,
  servedHtml,
  sharedTemplate,
  templateRoutes,
  urlOf,
  watchPolicy,
} from './util';
import { contextFor, open, shareShown, usesScriptState, visibleWords } from './without-framework';

const NOT_FOUND_TITLE = 'Oops! Page Not Found';

/** The kinds of element an article's body draws (tags, callouts by tone): what its Markdown adds to the template beyond words. */
function bodyKinds(route: RouteEntry): string[] {
  const article = articleFiles.find((a) => a.key === route.key);
  if (!article) return [];
  const kinds = new Set<string>();
  const walk = (node: ArticleTree['children'][number]) => {
    if (node.type !== 'element') return;
    kinds.add(node.properties.tone ? `${node.tagName}:${String(node.properties.tone)}` : node.tagName);
    node.children.forEach(walk);
  };
  article.body.children.forEach(walk);
  return [...kinds];
}

/**
 * The routes axe checks: the template stand-ins, and each article whose body draws a kind of element
 * (a callout's tone, a table, a testimonial) that no route before it in the set draws. Every other
 * route differs from its stand-in only in its words: axe's rules read the markup and the colours,
 * which the template gives.
 */
const axeRoutes = new Set(templateRoutes);
const kindsChecked = new Set([...templateRoutes].flatMap(bodyKinds));
for (const route of allRoutes) {
  const kinds = bodyKinds(route);
  if (axeRoutes.has(route) || kinds.every((k) => kindsChecked.has(k))) continue;
  axeRoutes.add(route);
  kinds.forEach((k) => kindsChecked.add(k));
}

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

  // Spellings with a file of their own (an alias page, or the page itself once the host has added
  // the trailing slash) involve no script: read over HTTP. Every other spelling is a miss that the
  // 404 page's script sends on: walked in a browser, one tab for many spellings.
  const unique = [...new Map(variants)];
  const aliasFiles = new Set(aliasPages().map((p) => `/${p.file.replace(/\/index\.html$/, '')}`));
  const pagePaths = new Set(routes.map((r) => r.path));
  const hasFile = (from: string) => {
    const path = decodeURIComponent(from.split(/[?#]/)[0]).replace(/(.)\/$/, '$1');
    return aliasFiles.has(path) || pagePaths.has(path);
  };
  const byFile = unique.filter(([from]) => hasFile(from));
  const byScript = unique.filter(([from]) => !hasFile(from));
  const urlFor = (from: string) => (from.includes('%') ? from : encodeURI(from));
  // One connection per request: the client keeps idle connections that a busy server may close
  // just as the next request is sent on one (ECONNRESET); a browser retries those, this client not.
  const FRESH_CONNECTION = { connection: 'close' };

  // Eight spellings per test: the host compresses each page on its first request, slow on a busy machine.
  for (const group of inGroups(byFile, 8)) {
    test(`${group.map(([from]) => from).join(', ')} reach their pages (alias pages and the trailing-slash redirect)`, async ({ request: http }) => {
      const pages = new Map<string, ReturnType<typeof servedHtml>>();
      for (const [from, to] of group) {
        await test.step(`${from} reaches ${to}`, async () => {
          // Follows the host's redirects (the trailing slash), then, as a browser does at once, an
          // alias page's zero-delay refresh.
          const response = await http.get(urlFor(from), { headers: FRESH_CONNECTION });
          expect(response.status()).toBe(200);
          const refresh = servedHtml(await response.text()).meta('http-equiv', 'refresh');
          expect(refresh.length).toBeLessThanOrEqual(1);
          if (refresh.length) expect(refresh[0]).toMatch(/^0; ?url=/);
          const landed = new URL(refresh.length ? refresh[0].replace(/^0; ?url=/, '') : response.url(), response.url());
          expect(decodeURIComponent(landed.pathname)).toBe(to);
          if (!pages.has(landed.href)) {
            const target = await http.get(landed.href, { maxRedirects: 0, headers: FRESH_CONNECTION });
            expect(target.status()).toBe(200);
            pages.set(landed.href, servedHtml(await target.text()));
          }
          const h1 = pages.get(landed.href)!.h1Texts();
          expect(h1).toHaveLength(1);
          expect(h1[0].trim()).not.toBe(NOT_FOUND_TITLE);
        });
      }
    });
  }

  // The 404 page's script sends a spelling on by the registry's resolver, which reads no more than
  // the case: pages drawn with a shared template (sharedTemplate) differ in it only by their path's
  // words. So each template is reached through the 404 page by one spelling of one of its pages, the
  // kinds (lower case, upper case, capitalised) taken in turn from template to template, and by every
  // spelling with an escape, a query or a fragment. Every spelling of every page resolves, in the
  // registry's own resolver (below), to the page it names.
  const routeAt = new Map(routes.map((r) => [withSlash(r.path), r]));
  const byTemplate = new Map<string, [string, string][]>();
  for (const pair of byScript) {
    const route = routeAt.get(pair[1])!;
    const template = sharedTemplate(route) ?? route.key;
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), pair]);
  }
  const walkedSpellings = [...byTemplate.values()].flatMap((pairs, i) => pairs.filter((pair, j) => j === i % pairs.length || /[%?#]/.test(pair[0])));
  test('every spelling the 404 page sends on resolves to its page', () => {
    expect(byScript.filter(([from, to]) => resolvePath(from) !== to)).toEqual([]);
  });
  // At most five spellings per tab (up to 3 s each on a loaded machine).
  const groups = inGroups(walkedSpellings, 5);
  for (const group of groups) {
    test(`${group.map(([from]) => from).join(', ')} reach their pages through the 404 page's script`, async ({ context }) => {
      // A tab of its own, without the suite's wait for the framework: the redirect happens before
      // anything else loads, and the page's heading is what the visitor is looking for. The
      // redirect is the 404 page's inline script; files (framework chunks, styles, images, fonts)
      // play no part in it and are refused, so each spelling costs its two documents only.
      await context.route(/\/_next\/static\/|\.(?:css|js|woff2?|avif|webp|png|jpe?g|svg|ico)(?:\?|$)/, (route) => route.abort());
      const tab = await context.newPage();
      for (const [from, to] of group) {
        await test.step(`${from} reaches ${to}`, async () => {
          await tab.goto(urlFor(from));
          await tab.waitForURL((url) => decodeURIComponent(url.pathname) === to);
          await expect(tab.locator('h1')).toBeVisible();
          await expect(tab.locator('h1')).not.toHaveText(NOT_FOUND_TITLE);
        });
      }
    });
  }

  test('the query string and hash survive the 404 redirect', async ({ page }) => {
    await page.goto('/mbbs?ref=ad#universities');
    await page.waitForURL(/\/MBBS\/\?ref=ad#universities$/);
  });

  test('the host rule files are generated from the registry', () => {
    const redirects = readOut('_redirects');
    expect(redirects).toContain('/programs /program/ 301');
    expect(redirects).toContain("/faq /FAQ'S/ 301");
    expect(redirects).not.toMatch(/^\/mbbs /m); // pure case variants are left to 404.html (no loops)
    const nginx = readOut('../deploy/nginx.conf');
    const mbbsRule = nginx.split('\n').find((l) => l.startsWith('location ~* "^/mbbs(/|/index\\.html)?$" {')) ?? '';
    expect(mbbsRule.includes('if ($uri != "/MBBS/") { return 301 /MBBS/$is_args$args; }')).toBe(true);
    for (const page of aliasPages()) expect(existsSync(join(OUT, page.file))).toBe(true);
  });

  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: site.headOffice.email })).toHaveAttribute('href', `mailto:${site.headOffice.email}`);
    expect(new URL(page.url()).pathname).toBe('/this-page-does-not-exist');
    // The editions' blocks of the one 404.html stay hidden: one view, in English.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES.en.htmlLang);
    await expect(page).toHaveTitle(notFoundMetadata.title);
  });
});

test.describe('the not-found page in the language of the mistyped address', () => {
  for (const locale of publishedEditions) {
    test(`a mistyped /${locale}/ address reads the ${LANGUAGES[locale].englishName} view`, async ({ page }) => {
      const t = shellIn(locale).notFound;
      const response = await page.goto(`/${locale}/no-such-page/at-all`);
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText([t.title]);
      await expect(main.getByText(t.text, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: t.home })).toHaveAttribute('href', `/${locale}/`);
      await expect(main.getByRole('link', { name: site.headOffice.email })).toHaveAttribute('href', `mailto:${site.headOffice.email}`);
      await expect(main.getByText(shellIn('en').notFound.title)).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[locale].htmlLang);
      // The page's shell stays English and says so.
      await expect(page.getByRole('banner')).toHaveAttribute('lang', LANGUAGES.en.htmlLang);
      await expect(page).toHaveTitle(t.title);
      expect(new URL(page.url()).pathname).toBe(`/${locale}/no-such-page/at-all`);
    });
  }

  test('without JavaScript: the English view first, each edition’s words below it in its language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/${publishedEditions[0] ?? 'te'}/no-such-page`);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(publishedLocales.map((l) => shellIn(l).notFound.title));
    for (const locale of publishedLocales) {
      const block = main.locator(`[lang="${LANGUAGES[locale].htmlLang}"]`);
      await expect(block.getByRole('heading', { level: 1 })).toHaveText(shellIn(locale).notFound.title);
      await expect(block.getByRole('link', { name: shellIn(locale).notFound.home })).toHaveAttribute('href', localizedHref('home', locale));
    }
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES.en.htmlLang);
    await context.close();
  });
});

test.describe('links in the export', () => {
  test('every internal link is canonical and resolves to an exported file', () => {
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
        // The editor (/admin/, linked from its own due list) is a file of the export, not a route of the site.
        else if (path.endsWith('/') && !canonical.has(path) && path !== '/admin/') problems.push(`${file}: ${href} (not a canonical route path)`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('sitemap lists every canonical route and robots names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const r of routes.filter((x) => !x.noindex)) expect(sitemap).toContain(`<loc>${site.url}${withSlash(r.path).replace(/'/g, '%27')}</loc>`);
    expect(sitemap).not.toContain('/thank-you/');
    expect(sitemap).not.toContain('/search/');
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('links open pages by client navigation (no reload), and on the static host it fetches no missing payload file', async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/');
    // Client navigation comes with the framework: the visitor has reached for an island (the chat's
    // button, by keyboard) and it has started. Before that a link is followed by the browser.
    await page.getByRole('button', { name: chatbotLauncher.label }).focus();
    await expect(page.locator('html')).toHaveAttribute('data-framework', 'started', { timeout: 20_000 });
    // Gone if a link reloads the document instead of swapping the page in.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const steps = ['about', 'services', 'blog'] as const;
    for (const key of steps) {
      const route = routes.find((r) => r.key === key)!;
      const path = withSlash(route.path);
      const link = page.locator(`footer a[href="${path}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL((u) => u.pathname === path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveTitle(expectedTitle(route));
      expect(await page.evaluate(() => 'sameDocument' in window), `${path} without a reload`).toBe(true);
    }
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
  });
});

type Theme = 'light' | 'dark';

const themesOf = (route: RouteEntry): Theme[] => (templateRoutes.has(route) ? ['light', 'dark'] : ['light']);

/** Sets the theme as the site's own start-up script and toggle do: the `dark` class and the colour scheme. */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((dark) => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** What a crawler reads from a route's served HTML: title, canonical, one h1, description, keywords, cards, structured data. */
function checkServedHtml(route: RouteEntry, html: string) {
  const soft = (actual: unknown, what: string) => expect.soft(actual, `${route.path}: ${what}`);
  const doc = servedHtml(html);
  soft(doc.title, 'title').toBe(expectedTitle(route));
  const canonical = doc.links('canonical');
  soft(canonical, 'canonical').toEqual([`${site.url}${withSlash(route.path)}`]);
  soft(doc.count('h1'), 'h1 elements').toBe(1);
  soft(doc.meta('name', 'description'), 'description').toEqual([route.description]);
  soft(doc.meta('name', 'keywords'), 'keywords').toEqual([route.keywords.join(',')]);
  // Open Graph and Twitter card fields, with an image of ours.
  soft(doc.meta('property', 'og:title'), 'og:title').toEqual([expectedTitle(route)]);
  soft(doc.meta('property', 'og:url'), 'og:url').toEqual(canonical);
  soft(doc.meta('property', 'og:image')[0], 'og:image').toMatch(new RegExp(`^${site.url}/`));
  soft(doc.meta('name', 'twitter:card'), 'twitter:card').toEqual(['summary_large_image']);
  // Structured data: breadcrumbs below the home page, the organisation on / and /contact.
  const ld = doc.jsonLd() as { '@type': string; mainEntity?: { name: string }[] }[];
  const types = ld.map((d) => d['@type']);
  if (route.page !== 'home' && !route.noindex) soft(types, 'structured data').toContain('BreadcrumbList');
  if (route.page === 'home' || route.page === 'contact') soft(types, 'structured data').toContain('EducationalOrganization');
  if (/^blog\d+$/.test(route.key)) soft(types, 'structured data').toContain('BlogPosting');
  if (route.key.startsWith('course:')) soft(types, 'structured data').toContain('Course');
  if (['faq', 'services', 'mba', 'neet', 'program', 'visaServices'].includes(route.page ?? route.key)) {
    soft(doc.count('details', true), 'questions shown').toBeGreaterThan(0);
    soft(types, 'structured data').toContain('FAQPage');
  }
  // FAQPage lists exactly questions the page shows.
  const questions = ld.filter((d) => d['@type'] === 'FAQPage').flatMap((d) => d.mainEntity!.map((q) => q.name));
  if (questions.length) {
    const shown = doc.mainText().replace(/\s+/g, ' ');
    soft(
      questions.filter((q) => !shown.includes(q.replace(/\s+/g, ' '))),
      'FAQPage questions not shown',
    ).toEqual([]);
  }
}

/** The headers the CDN sends with a page: its policy, and the common security headers. */
function checkHeaders(route: RouteEntry, headers: Record<string, string>) {
  const soft = (name: string) => expect.soft(headers[name], `${route.path}: ${name}`);
  soft('content-security-policy').toContain("script-src 'self'");
  soft('content-security-policy').toContain("frame-ancestors 'none'");
  soft('content-security-policy').toContain("style-src 'self';");
  soft('content-security-policy').toMatch(new RegExp(`form-action 'self' (\\S+ ){1,2}${FORM_ORIGIN.replace(/[.]/g, '\\.')};`));
  soft('permissions-policy').not.toContain('interest-cohort');
  soft('strict-transport-security').toContain('max-age=');
  soft('x-content-type-options').toBe('nosniff');
  soft('referrer-policy').toBeTruthy();
  soft('permissions-policy').toBeTruthy();
}

/** Headings and paragraphs of the main element that a reader without scripts could not see. */
const hiddenWithoutScript = () => {
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll('main h1, main h2, main h3, main p'))) {
    // Closed dialogs and accordions hold their text in the HTML by design; `js:`, `framework:` and
    // `shell:` styles mark controls that only make sense with scripts (the search hint, tab bars, tiles),
    // as `data-form-needs-script` does a tool's form whose page answers without script another way
    // (the MBBS check's checklist: components/calculators/explanation.tsx ToolCard `hideForm`).
    if (
      el.closest(
        'dialog, details:not([open]), .sr-only, [aria-hidden="true"], [class*="js:"], [class*="framework:"], [class*="shell:"], [data-form-needs-script] form',
      )
    )
      continue;
    if (!(el as HTMLElement).innerText?.trim()) continue;
    const style = getComputedStyle(el);
    const visible = (el as HTMLElement).checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (!visible || Number(style.opacity) === 0) out.push(`${el.tagName}: ${(el as HTMLElement).innerText.slice(0, 60)}`);
  }
  return out;
};

// Three routes per tab: a route costs a load with its policy, a scroll to its foot, on the routes
// axe checks (axeRoutes) two axe runs (2 s each on the CI machine, up to 7 s on a shared, loaded one), a load without scripts and one
// with the framework's chunks blocked (these two in tabs of their own, alongside).
const WALK_GROUP = 3;

/**
 * The site walk: every route of the registry, loaded once per project as a visitor gets it (with
 * the CDN's headers and policy, scripts started), and every per-route check made on that load:
 * - desktop: status, title, canonical, one h1, description, keywords, cards and structured data of
 *   the served HTML; the page's headers; walked to its foot (lazy images, islands) until the network
 *   is quiet, with no policy violation and no request to another host (the map frame loads only
 *   when scrolled to; the form service only on submit);
 * - both projects: its one h1 visible once scripts run; and on the routes axe checks (axeRoutes: one
 *   route of each template, and each article whose body adds a kind of block), axe finds no WCAG 2.1
 *   A/AA violation in its themes (themesOf; the phone walks one route of each template, templateRoutes), with every accordion open. The themes are switched in the
 *   loaded page, as the theme toggle does, with transitions off, so axe reads the colours the theme
 *   ends at. The first theme gets every rule; the second every colour rule on the whole page and
 *   every rule on what the switch showed or hid (axeThemeViolations): the markup is the same.
 * - without the framework, on the routes that stand for their template (desktop: each; the phone: those styled by the script state,
 *   the only ones where the phone's layout can make a difference, see usesScriptState): the page with
 *   scripts off shows its h1, and (desktop) no heading or text of its main element is hidden; with
 *   every framework chunk refused (inline scripts still run), once the loader has given up, it
 *   shows at least every word it shows with scripts off (what needs script is never all that is there).
 * Soft assertions, each naming its route, so one failing route does not hide the next.
 */
test.describe('the site walk: every route, once per project', VIEWPORT, () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ bypassCSP: false });

  for (const group of inGroups(allRoutes, WALK_GROUP)) {
    test(`${group.map((r) => r.path).join(', ')}`, async ({ page, browser, baseURL, projectName }) => {
      const desktop = projectName === 'desktop';
      const walked = desktop ? group : group.filter((r) => templateRoutes.has(r));
      test.skip(walked.length === 0, 'the phone walks one route of each template');
      const policy = desktop ? await watchPolicy(page, baseURL!) : undefined;
      const withoutFramework = walked.filter((r) => templateRoutes.has(r) && (desktop || usesScriptState(r)));
      const [off, blocked] = withoutFramework.length ? await Promise.all([contextFor(browser, 'scripts off'), contextFor(browser, 'chunks blocked')]) : [];
      const [plain, unstarted] = off && blocked ? await Promise.all([off.newPage(), blocked.newPage()]) : [];

      /** The route without its framework, in the two side tabs, while the main tab is walked. */
      const checkWithoutFramework = async (route: RouteEntry) => {
        const [reference, shown] = await Promise.all([
          open(plain!, urlOf(route), 'scripts off').then(async () => {
            await expect.soft(plain!.locator('h1'), `${route.path} without scripts: h1`).toBeVisible();
            if (desktop) expect.soft(await plain!.evaluate(hiddenWithoutScript), `${route.path} without scripts: hidden text`).toEqual([]);
            return visibleWords(plain!);
          }),
          open(unstarted!, urlOf(route), 'chunks blocked').then(() => visibleWords(unstarted!)),
        ]);
        if (!route.noindex) expect.soft(reference.length, `${route.path} shows text with scripts off`).toBeGreaterThan(20);
        const { share, missing } = shareShown(reference, shown);
        expect
          .soft(
            share,
            `${route.path} with its chunks blocked shows ${(share * 100).toFixed(0)}% of the ${reference.length} words it shows with scripts off (missing e.g. ${missing.join(' ')})`,
          )
          .toBe(1);
      };

      for (const route of walked) {
        await test.step(route.path, async () => {
          const sideTabs = withoutFramework.includes(route) ? checkWithoutFramework(route) : undefined;
          // Awaited below; a failure is reported there, not as an unhandled rejection meanwhile.
          sideTabs?.catch(() => {});
          if (policy) policy.violations.length = policy.outside.length = 0;
          const response = await page.goto(urlOf(route));
          if (desktop) {
            expect.soft(response!.status(), `${route.path}: status`).toBe(200);
            checkServedHtml(route, await response!.text());
            checkHeaders(route, response!.headers());
            await page.evaluate(async () => {
              for (let y = 0; y < document.body.scrollHeight; y += 600) {
                window.scrollTo(0, y);
                await new Promise((r) => requestAnimationFrame(() => r(null)));
              }
              window.scrollTo(0, 0);
            });
            await page.waitForLoadState('networkidle');
            expect.soft(policy!.violations, `${route.path}: policy violations`).toEqual([]);
            expect
              .soft(
                policy!.outside.filter((u) => !u.startsWith(MAP_ORIGIN) && !u.startsWith(FORM_ORIGIN)),
                `${route.path}: other hosts asked`,
              )
              .toEqual([]);
            expect
              .soft(
                policy!.outside.filter((u) => u.startsWith(FORM_ORIGIN)),
                `${route.path}: the form service asked`,
              )
              .toEqual([]);
          }

          await expect.soft(page.locator('h1'), `${route.path}: h1 elements`).toHaveCount(1);
          await expect.soft(page.locator('h1').first(), `${route.path}: h1`).toBeVisible();
          if (axeRoutes.has(route)) {
            await addStyles(page, '*,*::before,*::after{transition:none!important}');
            // Accordions open, so the answers' colours are checked too (a closed <details> hides them from axe).
            await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => d.setAttribute('open', '')));
            const [first, ...others] = themesOf(route);
            await applyTheme(page, first);
            expect.soft(await axeViolations(page), `${route.path} in ${first}`).toEqual([]);
            for (const theme of others) {
              await markRendered(page);
              await applyTheme(page, theme);
              expect.soft(await axeThemeViolations(page), `${route.path} in ${theme}`).toEqual([]);
            }
          }

          await sideTabs;
        });
      }
      await Promise.all([off?.close(), blocked?.close()]);
    });
  }
});

test('rewrite map and resolver agree with the exported pages', () => {
  for (const [from, to] of Object.entries(rewriteMap())) {
    expect(existsSync(join(OUT, decodeURIComponent(to), 'index.html')) || to === '/').toBe(true);
    expect(resolvePath(from.toUpperCase())).toBe(to);
    expect(normalizePath(to)).toBe(normalizePath(to.toLowerCase()));
  }
});
