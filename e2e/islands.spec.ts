import { expect, test, type Locator, type Page } from './fixtures';
import { templateRoutes, urlOf } from './util';
import type { RouteEntry } from '@/content/routes';

/**
 * Every island is reached from a cold page by its own trigger, as a visitor reaches it, on one page
 * of each template: the framework starts for it (nothing else asks: the suite's `goto` starts
 * nothing), the page is not left (a form the framework did not take would be sent natively), no
 * script error is thrown, and the control the visitor reached is the framework's by then (React
 * holds it: its first answer, a band, a result, a tile, comes from it). What each answer says is
 * checked by the pages' own tests; the build refuses a control outside every island
 * (tooling/island-check.ts).
 */
test.describe.configure({ timeout: 120_000 });

/** The chat's island is on every page: reached once, on the first route. */
const CHAT = '[data-island-at]';

/** The first control a visitor would reach in an island: a field, else a button or tab, else a link. */
const firstControl = (island: Locator) =>
  island
    .locator(':is(input:not([type=hidden]), select, textarea):visible')
    .or(island.locator(':is(button, [role=tab]):visible'))
    .or(island.locator('a[href]:visible'))
    .first();

const frameworkState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-framework'));

/** Reaches the island as a visitor would: scrolls to a `visible` one; types a digit into a field; clicks a button; focuses a link (Tab). */
async function reach(page: Page, island: Locator): Promise<Locator | null> {
  const start = await island.getAttribute('data-island');
  if (start === 'visible') {
    await island.scrollIntoViewIfNeeded();
    return null;
  }
  const control = firstControl(island);
  await control.scrollIntoViewIfNeeded();
  const tag = await control.evaluate((el) => `${el.tagName.toLowerCase()}:${el.getAttribute('type') ?? ''}`);
  if (tag.startsWith('a:')) await control.focus();
  else if (tag.startsWith('select:')) await control.focus();
  else if (/^(input:(|text|search|number|tel|email)|textarea:)$/.test(tag)) await control.pressSequentially('7');
  else await control.click();
  return control;
}

const holdsHandlers = (control: Locator) => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')));

const walked = [...templateRoutes];

for (const [r, route] of walked.entries()) {
  test(`${route.path}: each island starts the framework on its own trigger from a cold page, and the page stays`, async ({ page }) => {
    await check(page, route, r === 0);
  });
}

async function check(page: Page, route: RouteEntry, withChat: boolean) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(urlOf(route), { waitUntil: 'load' });
  const count = await page.locator('[data-island]').count();
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.goto(urlOf(route), { waitUntil: 'load' });
    const island = page.locator('[data-island]').nth(i);
    if (!withChat && (await island.evaluate((el, chat) => el.matches(chat), CHAT))) continue;
    // Nothing has started it: the page is as a visitor first finds it (an idle island with no query only prefetches).
    expect(await frameworkState(page), `${route.path}: island ${i} before the visitor reached it`).toBe('pending');
    const path = new URL(page.url()).pathname;
    const control = await reach(page, island);
    await expect.poll(() => frameworkState(page), { message: `${route.path}: island ${i} did not start the framework`, timeout: 20_000 }).toBe('started');
    expect(new URL(page.url()).pathname, `${route.path}: island ${i} left the page`).toBe(path);
    if (control) await expect.poll(() => holdsHandlers(control), { message: `${route.path}: island ${i}'s control is not the framework's` }).toBe(true);
  }
  expect(errors).toEqual([]);
}
