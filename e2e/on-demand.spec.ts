import { expect as baseExpect, test, type Page } from '@playwright/test';
import { frameworkState, gotoBeforeStartUp, holdChunks } from './hold-chunks';
import { href } from '@/lib/routes';
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

test('a page that only reads fetches no framework; a tap on the theme button starts it, and that tap switches the theme once', async ({ page }) => {
  const requests = frameworkRequests(page);
  await page.goto(href('home'), { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  expect(requests).toEqual([]);
  expect(await frameworkState(page)).toBe('pending');
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const before = await dark();
  await page.getByRole('button', { name: shell.header.darkMode }).click();
  await started(page);
  await expect.poll(dark).toBe(!before);
  await expect(page.getByRole('button', { name: shell.header.darkMode })).toHaveAttribute('aria-pressed', String(!before));
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
  await held.release();
  await expect(page.getByRole('dialog', { name: I.dialogTitle }).locator('output')).toHaveText('6.5');
  expect(new URL(page.url()).pathname).toBe(href('ieltsscore'));
});

test("the chat's clock starts it before its moment, and the chat opens by itself at 150 s", async ({ page }) => {
  const requests = frameworkRequests(page);
  await page.clock.install({ time: new Date('2026-01-05T10:00:00+05:30') });
  await page.goto(href('blog'), { waitUntil: 'load' });
  await page.clock.runFor(chatbotLauncher.autoOpenMs - 10_000);
  expect(requests).toEqual([]);
  await page.clock.runFor(6_000);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')))).toBe(true);
  await page.clock.runFor(5_000);
  await expect(page.getByRole('dialog', { name: chatbotTexts.dialogLabel })).toBeVisible();
});
