import { expect, test } from './fixtures';
import { watchPolicy } from './util';
import { publishedEditions } from '@/content/routes';
import { shellIn } from '@/content/shell';

test.describe('served with the CDN headers of the export', () => {
  test.use({ bypassCSP: false });

  test('the not-found page, served for any unknown path, carries its own policy and breaks none of it', async ({ page, baseURL }) => {
    const { violations, outside } = await watchPolicy(page, baseURL!);
    // An edition's miss first: the page's script picks its view, under the same policy.
    for (const locale of publishedEditions) {
      expect((await page.goto(`/${locale}/no-such-page`))!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: shellIn(locale).notFound.title })).toBeVisible();
    }
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

  // Every route's policy and headers: the site walk in e2e/routes.spec.ts.
});
