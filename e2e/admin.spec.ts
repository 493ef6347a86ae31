/**
 * The content editor at /admin/ (Sveltia CMS, tooling/cms-admin.ts), served with its own headers
 * from the export. This machine has no outside network: every request to another host is
 * intercepted. The ones Sveltia makes before sign-in get stand-in answers like the real ones (its
 * update check, GitHub's status feed, its interface strings for another language); its fonts are
 * refused, as an offline network would. The editor must start without a console error or a
 * policy violation and show its sign-in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ConsoleMessage, Page, Route } from '@playwright/test';
import { desktopOnly, expect, test } from './fixtures';
import { htmlFiles, OUT } from './util';
import { ADMIN_PATH, SVELTIA_DIR, sveltiaVersion } from '@/tooling/cms-admin';
import { REPO_NOT_SET } from '@/tooling/cms-config';
import { adminContentSecurityPolicy, commonHeaders } from '@/tooling/security-headers';

const VERSION = sveltiaVersion();
const POLICY = adminContentSecurityPolicy(VERSION);
const config = () => parse(readFileSync(join(OUT, 'admin', 'config.yml'), 'utf8')) as { backend: { repo: string }; app_title: string };

/** Hosts the policy names (connect-src, img-src, font-src), each with the paths it allows. */
const allowedOutside = POLICY.split('; ')
  .flatMap((d) => d.split(' ').slice(1))
  .filter((s) => s.startsWith('https://'));
const policyAllows = (url: string) =>
  allowedOutside.some((source) => (source.endsWith('/') ? url.startsWith(source) : url === source || url.startsWith(`${source}/`)));

/** Stand-ins for the outside hosts; fonts and anything else are refused. Returns what was asked. */
async function offline(page: Page, baseURL: string, answers: Record<string, (route: Route) => Promise<void>> = {}) {
  const asked: { url: string; type: string; answered: boolean }[] = [];
  await page.route(
    (url) => url.origin !== new URL(baseURL).origin,
    async (route) => {
      const url = route.request().url();
      const answer =
        Object.entries(answers).find(([prefix]) => url.startsWith(prefix))?.[1] ??
        (url === 'https://unpkg.com/@sveltia/cms/package.json'
          ? (r: Route) => r.fulfill({ json: { name: '@sveltia/cms', version: VERSION } })
          : url === 'https://www.githubstatus.com/api/v2/status.json'
            ? (r: Route) => r.fulfill({ json: { status: { indicator: 'none', description: 'All Systems Operational' } } })
            : url.startsWith(`https://unpkg.com/@sveltia/cms@${VERSION}/locales/`)
              ? (r: Route) => r.fulfill({ contentType: 'application/json', body: readFileSync(join(SVELTIA_DIR, 'locales', url.split('/').pop()!)) })
              : undefined);
      asked.push({ url, type: route.request().resourceType(), answered: Boolean(answer) });
      return answer ? answer(route) : route.abort('internetdisconnected');
    },
  );
  return asked;
}

/** Console errors and policy violations, less the offline network's refusals of the requests refused above. */
async function watch(page: Page, refused: () => string[]) {
  const errors: string[] = [];
  const violations: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.text().startsWith('CSP:')) violations.push(m.text());
    else if (m.type() === 'error' && !(m.text().startsWith('Failed to load resource: net::') && refused().includes(m.location().url))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.log(`CSP: ${e.effectiveDirective} refused ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    ),
  );
  return { errors, violations };
}

test.describe('the content editor at /admin/', () => {
  test.use({ bypassCSP: false });
  test.describe.configure({ timeout: 90_000 });

  test('starts with no console error or policy violation, asks only hosts its policy names, and shows its sign-in', async ({ page, baseURL }) => {
    const asked = await offline(page, baseURL!);
    const { errors, violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    const response = await page.goto(ADMIN_PATH);
    expect(response!.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toBe(POLICY);
    expect(headers['x-robots-tag']).toBe('noindex');
    for (const [name, value] of commonHeaders) expect(headers[name.toLowerCase()]).toBe(value);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');

    await expect(page.getByRole('heading', { name: config().app_title })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    const connected = config().backend.repo !== REPO_NOT_SET;
    await expect(page.locator('#cms-not-configured')).toHaveCount(connected ? 0 : 1);
    if (!connected) await expect(page.getByRole('alert').filter({ hasText: 'CMS_REPO=owner/name' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    // Code only from our own origin; every other request is one the policy allows (data and fonts).
    expect(asked.filter((a) => a.type === 'script')).toEqual([]);
    expect(asked.map((a) => a.url).filter((url) => !policyAllows(url))).toEqual([]);
    expect(asked.map((a) => a.url)).toContain('https://unpkg.com/@sveltia/cms/package.json');
  });

  test.describe(() => {
    desktopOnly('the same editor at any viewport: desktop project only');

    test('in a browser set to British English, it takes its interface strings from its own package of this version (the policy allows that path), and starts', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ locale: 'en-GB', baseURL });
      const page = await context.newPage();
      const asked = await offline(page, baseURL!);
      const { errors, violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
      await page.goto(ADMIN_PATH);
      await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible({ timeout: 60_000 });
      expect(asked.map((a) => a.url)).toContain(`https://unpkg.com/@sveltia/cms@${VERSION}/locales/en-GB.json`);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('signing in with a token asks the GitHub API only, within the policy', async ({ page, baseURL }) => {
      const github: string[] = [];
      const asked = await offline(page, baseURL!, {
        'https://api.github.com/': async (route) => {
          github.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
          if (route.request().url() === 'https://api.github.com/user')
            return route.fulfill({ json: { id: 1, login: 'staff-member', name: 'Staff Member', avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4' } });
          return route.fulfill({ status: 404, json: { message: 'Not Found' } });
        },
      });
      const { violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
      await page.goto(ADMIN_PATH);
      await page.getByRole('button', { name: 'Sign In Using Access Token' }).click({ timeout: 60_000 });
      const dialog = page.getByRole('alertdialog', { name: 'Sign In Using Access Token' });
      await dialog.getByRole('textbox', { name: 'Personal Access Token' }).fill('github_pat_not_a_real_token');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      // The stand-in API knows the user but not the repository: the editor says so.
      await expect(page.getByText(/You don’t have access to the “.+” repository/)).toBeVisible({ timeout: 30_000 });
      expect(github).toContain('GET /user');
      expect(github.some((g) => g.includes(`/repos/${config().backend.repo}`) || g === 'POST /graphql')).toBe(true);
      expect(violations).toEqual([]);
      expect(asked.map((a) => a.url).filter((url) => !policyAllows(url))).toEqual([]);
    });

    test('serves its files with the same headers, and /admin reaches /admin/', async ({ request }) => {
      for (const file of ['config.yml', 'sveltia-cms.js', 'chunks/react-dom.js']) {
        const res = await request.get(`${ADMIN_PATH}${file}`);
        expect(res.status(), file).toBe(200);
        expect(res.headers()['content-security-policy'], file).toBe(POLICY);
        expect(res.headers()['x-robots-tag'], file).toBe('noindex');
      }
      expect((await request.get(`${ADMIN_PATH}sveltia-cms.js.map`)).status()).toBe(404);
      const bare = await request.get('/admin', { maxRedirects: 0 });
      expect([301, 308]).toContain(bare.status());
      expect(bare.headers()['location']).toMatch(/\/admin\/$/);
    });

    test('costs the public pages nothing: no exported page, script, stylesheet or feed names it, and the sitemap leaves it out', async ({ request }) => {
      // The host rules (_headers) name it for its own headers; nothing a visitor downloads does.
      const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter(
        (file) => !file.startsWith('admin/') && file !== '_headers' && /\.(?:html|js|css|txt|xml|json|webmanifest)$/.test(file),
      );
      expect(files.filter((f) => f.endsWith('.html')).length).toBe(htmlFiles().filter((f) => !f.startsWith('admin/')).length);
      expect(files.filter((file) => readFileSync(join(OUT, file), 'utf8').includes(ADMIN_PATH))).toEqual([]);
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(ADMIN_PATH);
    });
  });
});
