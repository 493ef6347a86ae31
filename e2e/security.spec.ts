import type { Page } from '@playwright/test';
import { desktopOnly, expect, test } from './fixtures';
import { FORM_ORIGIN, MAP_ORIGIN } from '@/tooling/security-headers';
import { allRoutes, inGroups, urlOf } from './util';

/** Collects CSP violations the page reports, and requests to any other origin (emptied per route by the walk). */
async function watch(page: Page, baseURL: string) {
  const violations: string[] = [];
  const outside: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on('request', (r) => {
    const origin = new URL(r.url()).origin;
    if (origin !== new URL(baseURL).origin && !r.url().startsWith('data:')) outside.push(r.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to ${e.violatedDirective}: ${e.blockedURI}`));
  });
  return { violations, outside };
}

test.describe('served with the CDN headers of the export', () => {
  desktopOnly('headers, policies and requested hosts are the same at any viewport: desktop project only');
  test.use({ bypassCSP: false });

  test('the not-found page, served for any unknown path, carries its own policy and breaks none of it', async ({ page, baseURL }) => {
    const { violations, outside } = await watch(page, baseURL!);
    const response = await page.goto('/no-such-page/at-all');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("style-src 'self';");
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(outside).toEqual([]);
    // The policy holds: an inline script without a listed hash does not run.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.append(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });

  // Three routes per tab: each waits for the network to fall quiet, up to 4 s on a loaded machine.
  for (const group of inGroups(allRoutes, 3)) {
    test(`${group.map((r) => r.path).join(', ')}: each page's policy blocks nothing it needs, and it asks no outside host`, async ({ page, baseURL }) => {
      const { violations, outside } = await watch(page, baseURL!);
      for (const route of group) {
        await test.step(route.path, async () => {
          violations.length = 0;
          outside.length = 0;
          const response = await page.goto(urlOf(route));
          const headers = response!.headers();
          expect(headers['content-security-policy']).toContain("script-src 'self'");
          expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
          expect(headers['content-security-policy']).toContain("style-src 'self';");
          expect(headers['content-security-policy']).toMatch(new RegExp(`form-action 'self' (\\S+ ){1,2}${FORM_ORIGIN.replace(/[.]/g, '\\.')};`));
          expect(headers['permissions-policy']).not.toContain('interest-cohort');
          expect(headers['strict-transport-security']).toContain('max-age=');
          expect(headers['x-content-type-options']).toBe('nosniff');
          expect(headers['referrer-policy']).toBeTruthy();
          expect(headers['permissions-policy']).toBeTruthy();
          // Walk the whole page so lazy content (images, islands) loads too.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((r) => requestAnimationFrame(() => r(null)));
            }
          });
          await page.waitForLoadState('networkidle');
          expect(violations, route.path).toEqual([]);
          // The map frame may load once scrolled to; the form service only on submit.
          expect(
            outside.filter((u) => !u.startsWith(MAP_ORIGIN) && !u.startsWith(FORM_ORIGIN)),
            route.path,
          ).toEqual([]);
          expect(
            outside.filter((u) => u.startsWith(FORM_ORIGIN)),
            route.path,
          ).toEqual([]);
        });
      }
    });
  }
});
