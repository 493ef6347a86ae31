/**
 * Addresses a visitor can type or follow, and values left in the browser's storage, that the site
 * did not write (issue 48): no page breaks; a calculator says what it cannot use.
 */
import { errorView } from '@/content/error-view';
import { planner } from '@/content/planner';
import { formatLimit } from '@/lib/calc-input';
import { fill } from '@/lib/calc-text';
import { PLANNER_LIMITS } from '@/lib/planner';
import { errorView as teluguErrorView } from '@/content/error-view-words/te';
import { href, localizedHref } from '@/content/routes';
import { SAVED_LEADS_KEY } from '@/lib/lead-queue';
import { VISIT_KEY } from '@/lib/lead-origin';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { expect, test } from './fixtures';

/** Stored values of every key the site reads, none in the shape it writes. */
const hostileStorage = {
  local: {
    [SAVED_LEADS_KEY]: JSON.stringify([
      { reference: { x: 1 }, fields: 'Asha' },
      { reference: 'AP-22222', fields: { subject: { a: 1 } }, service: 'x', savedAt: 'soon' },
      null,
      7,
    ]),
    [THEME_STORAGE_KEY]: '{"dark":true}',
  },
  session: { [VISIT_KEY]: '{"landing_page":{"a":1},"utm_source":["x"]}' },
};

const addresses: { path: string; alert?: RegExp | string }[] = [
  { path: `${href('countries')}#%E0%A4` },
  { path: `${href('countries')}#%` },
  { path: `${href('contact')}?subject=%E0%A4%A&message=${'x'.repeat(3000)}&utm_source=%00#%` },
  { path: `${href('search')}?q=%E0%A4%A&q=<script>` },
  { path: `${href('planner')}?country=uk&months=1e999&fx=--1&children=2-`, alert: /\S/ },
  { path: `${href('ieltsscore')}?l=7&r=6.3&s=6&w=6`, alert: /0\.5/ },
  { path: `${href('scoreconverter')}?from=TOEFL&score=121&to=IELTS`, alert: 'Invalid TOEFL score. Must be between 0 and 120.' },
  { path: `${href('cgpa')}?semester1=--1`, alert: /\S/ },
  { path: `${localizedHref('home', 'te')}?utm_source=%E0%A4` },
];

test('hostile addresses and stored values break no page: its heading and words stay, no error view, a calculator says what it cannot use', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await page.addInitScript((stored) => {
    for (const [k, v] of Object.entries(stored.local)) localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(stored.session)) sessionStorage.setItem(k, v);
  }, hostileStorage);
  for (const { path, alert } of addresses) {
    const response = await page.goto(path);
    // A new fragment on the same page is a navigation within the document: no response.
    if (response) expect(response.status(), path).toBe(200);
    await expect(page.locator('main h1').first(), path).toBeVisible();
    // Long enough for a failing island to have replaced the page.
    await page.waitForTimeout(300);
    await expect(page.locator('body'), path).not.toContainText(/Unexpected Application Error!/);
    for (const title of [errorView.title, teluguErrorView.title]) await expect(page.getByText(title), path).toHaveCount(0);
    if (alert) await expect(page.getByRole('alert').filter({ hasText: alert }), path).toBeVisible();
  }
  expect(errors).toEqual([]);

  // Typed into a field: text the browser cannot read as a number is named with what the field takes, not read as empty.
  await page.goto(href('planner'));
  const form = page.getByRole('form', { name: planner.form.label });
  for (const typed of ['--1', '5e', '2-', '1-000']) {
    await form.getByLabel(planner.form.months, { exact: true }).fill('');
    await form.getByLabel(planner.form.months, { exact: true }).pressSequentially(typed);
    await form.getByRole('button', { name: planner.form.submit }).click();
    const { min, max } = PLANNER_LIMITS.months;
    await expect(form.getByRole('alert'), typed).toHaveText(
      fill(planner.messages.accepts, { label: planner.form.months, min: formatLimit(min), max: formatLimit(max), step: '1' }),
    );
  }
  expect(errors).toEqual([]);
});
