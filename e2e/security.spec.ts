import { expect, test } from './fixtures';
import { FORM_ORIGIN, MAP_ORIGIN } from '@/lib/security-headers';
import { allRoutes, urlOf } from './util';

test.describe('served with the CDN headers of the export', () => {
  test.use({ bypassCSP: false });
  for (const route of allRoutes) {
    test(`${route.path}: the page's policy blocks nothing it needs, and it asks no outside host`, async ({ page, baseURL }) => {
      test.skip(test.info().project.name !== 'desktop', 'headers and requests: once');
      const violations: string[] = [];
      const outside: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      page.on('request', (r) => {
        const origin = new URL(r.url()).origin;
        if (origin !== new URL(baseURL!).origin && !r.url().startsWith('data:')) outside.push(r.url());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to ${e.violatedDirective}: ${e.blockedURI}`));
      });
      const response = await page.goto(urlOf(route));
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
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
      expect(violations).toEqual([]);
      // The map frame may load once scrolled to; the form service only on submit.
      expect(outside.filter((u) => !u.startsWith(MAP_ORIGIN) && !u.startsWith(FORM_ORIGIN))).toEqual([]);
      expect(outside.filter((u) => u.startsWith(FORM_ORIGIN))).toEqual([]);
    });
  }
});
