import { expect as baseExpect, test, type Page } from '@playwright/test';
import { frameworkState, gotoBeforeStartUp, holdChunks } from './hold-chunks';
import { href } from '@/content/routes';
import { chatbotLauncher, chatbotTexts } from '@/content/chatbot';
import { countries, explorerCopy } from '@/content/countries';
import { filterCountries } from '@/lib/country-search';
import { shell } from '@/content/shell';
import { ieltsTool } from '@/content/tools';

/**
 * The framework starts when the visitor reaches for an island that needs it (tooling/deferred-scripts.ts),
 * by each trigger, and the island then works from the state the visitor left in the HTML. Plain
 * Playwright `test`: the suite's `page.goto` would start the framework itself.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const I = ieltsTool.form;

/** Framework scripts the page has run or fetched (prefetch included). */
const frameworkRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/_next\/static\/.*\.js$/.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
};
const started = (page: Page) => expect.poll(() => frameworkState(page)).toBe('started');

test('a page that only reads fetches no framework; the theme button and a dropdown answer at once and start nothing', async ({ page }) => {
  const requests = frameworkRequests(page);
  await page.goto(href('home'), { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  expect(requests).toEqual([]);
  expect(await frameworkState(page)).toBe('pending');
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const before = await dark();
  await page.getByRole('button', { name: shell.header.darkMode }).click();
  // Switched once, by the page's own script (lib/shell-script.ts).
  expect(await dark()).toBe(!before);
  await expect(page.getByRole('button', { name: shell.header.darkMode })).toHaveAttribute('aria-pressed', String(!before));
  await page.getByRole('navigation', { name: shell.header.mainNavLabel }).locator('[data-hover-menu]').first().hover();
  await expect(page.getByRole('navigation', { name: shell.header.mainNavLabel }).locator('[popover]:popover-open')).toHaveCount(1);
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
  expect(await frameworkState(page)).toBe('pending');
});

test('typing in the countries search (focus, then input) starts it, and the tiles follow what was typed', async ({ page }) => {
  const requests = frameworkRequests(page);
  await page.goto(href('countries'), { waitUntil: 'load' });
  expect(requests).toEqual([]);
  const search = page.getByRole('searchbox', { name: explorerCopy.searchLabel });
  const query = countries[0].name.slice(1, 4).toLowerCase();
  await search.pressSequentially(query);
  await started(page);
  await expect(search).toHaveValue(query);
  const tiles = page.getByRole('list', { name: explorerCopy.tilesLabel }).getByRole('button');
  await expect(tiles).toHaveText(filterCountries(countries, query).map((c) => c.name));
});

test("a calculator's code is fetched at idle; a key in its form starts it, and Calculate pressed before start-up gives the band", async ({ page }) => {
  const held = await holdChunks(page);
  await gotoBeforeStartUp(page, href('ieltsscore'));
  // Fetched when the browser is idle after load (held here), not run: nothing has started.
  await expect.poll(held.count).toBeGreaterThan(0);
  expect(await frameworkState(page)).toBe('pending');
  const form = page.getByRole('form', { name: I.formLabel });
  await form.getByLabel(I.skills.listening).focus();
  await page.keyboard.type('7');
  expect(await frameworkState(page)).toBe('loading');
  for (const [label, value] of [
    [I.skills.reading, '6'],
    [I.skills.speaking, '6'],
    [I.skills.writing, '6'],
  ])
    await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: I.submit }).click();
  // A phone's pace: React hydrates for a while after hydrateRoot, and a Calculate given back before
  // its commit went unhandled: the browser sent the form and the page was left for the shared link.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const arrival = await page.evaluate(() => performance.timeOrigin);
  await held.release();
  await expect(page.getByRole('dialog', { name: I.dialogTitle }).locator('output')).toHaveText('6.5');
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(arrival);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href('ieltsscore'));
});

test("the chat's clock starts it before its moment, and the chat opens by itself at 150 s", async ({ page }) => {
  const requests = frameworkRequests(page);
  await page.clock.install({ time: new Date('2026-01-05T10:00:00+05:30') });
  await page.goto(href('blog'), { waitUntil: 'load' });
  await page.clock.runFor(chatbotLauncher.autoOpenMs - 10_000);
  expect(requests).toEqual([]);
  await page.clock.runFor(6_000);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await expect.poll(() => frameworkState(page)).toBe('started');
  await page.clock.runFor(5_000);
  await expect(page.getByRole('dialog', { name: chatbotTexts.dialogLabel })).toBeVisible();
});

test('the next page is asked for when the pointer rests on its link, not before, and opens with a short cross-fade under a mouse unless the visitor asks for less motion; a phone shows it at once', async ({
  page,
  context,
  browser,
}) => {
  // Chrome reports each speculation through the DevTools protocol; it does not prerender while a
  // driver without tab targets, as Playwright is, is attached (PrerenderingDisabledByDevTools), so
  // the attempt, not the activation, is checked here (npm run bench measures the activation).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Preload.enable');
  const attempts = new Set<string>();
  cdp.on('Preload.prerenderStatusUpdated', (e) => attempts.add(`prerender ${new URL(e.key.url).pathname}`));
  cdp.on('Preload.prefetchStatusUpdated', (e) => attempts.add(`prefetch ${new URL(e.key.url).pathname}`));
  await page.goto(href('home'), { waitUntil: 'load' });
  const link = page.locator('main a[href^="/"]:not([href*="#"]):visible').first();
  const to = (await link.getAttribute('href'))!;
  await page.waitForTimeout(1000);
  expect([...attempts]).toEqual([]);
  await link.hover();
  await expect.poll(() => [...attempts].sort()).toEqual([`prefetch ${to}`, `prerender ${to}`]);

  const transitions = () =>
    page.evaluate(() => {
      const rules = (list: CSSRuleList): CSSRule[] => [...list].flatMap((r) => [r, ...('cssRules' in r ? rules((r as CSSGroupingRule).cssRules) : [])]);
      const all = [...document.styleSheets].flatMap((s) => rules(s.cssRules));
      return {
        navigation: all.filter((r) => r.cssText.startsWith('@view-transition')).map((r) => (r as CSSRule & { navigation: string }).navigation),
        header: getComputedStyle(document.querySelector('body > header')!).viewTransitionName,
      };
    });
  expect(await transitions()).toEqual({ navigation: ['auto'], header: 'site-header' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await transitions()).header).toBe('none');

  // A phone (touch, no hover): the transition held back the next page's first paint.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const onPhone = await phone.newPage();
    await onPhone.goto(href('home'), { waitUntil: 'load' });
    expect(await onPhone.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    expect(await onPhone.evaluate(() => getComputedStyle(document.querySelector('body > header')!).viewTransitionName)).toBe('none');
  } finally {
    await phone.close();
  }
});
