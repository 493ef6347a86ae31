import { expect, test, type Page } from './fixtures';
import { articleEditions, articles } from '@/content/articles';
import { contentFor } from '@/content/i18n';
import { universitiesIn } from '@/content/universities';
import { htmlFileOf } from '@/tooling/export-files';
import { fillText, LANGUAGES, type Locale } from '@/lib/locale';
import { editionKey, getRoute, href, localeOf, localizedHref, routes, type RouteKey } from '@/content/routes';
import { decodeEntities, readOut } from './util';

/**
 * Site search (components/search/, tooling/search-index.ts) as a visitor uses it: the search page
 * of each language finds that language's pages, a miss says so and offers the contact page, the
 * page reads without scripts, and every article file is found after a build. Searching runs the
 * same Pagefind index at any width: desktop project only.
 */

const LOCALES: Locale[] = ['en', 'te', 'hi'];
const searchKey = (locale: Locale): RouteKey => (locale === 'en' ? 'search' : editionKey(locale, 'search'));

/** The text of a page's main content in the export, as a visitor reads it (tags dropped, references resolved). */
function mainText(key: RouteKey): string {
  const html = readOut(htmlFileOf(getRoute(key).path));
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return decodeEntities(main.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/**
 * A phrase that is on exactly one page of its language: the IELTS calculator's lead text (the tools
 * are found by what they do). Checked against every exported page of that language, so the test
 * says so if the content ever repeats it elsewhere.
 */
function uniquePhrase(locale: Locale): { phrase: string; key: RouteKey } {
  const key: RouteKey = locale === 'en' ? 'ieltsscore' : editionKey(locale, 'ieltsscore');
  const phrase = contentFor(locale).ieltsTool.hero.text.replace(/\s+/g, ' ').trim();
  const holders = routes.filter((r) => localeOf(r) === locale && !r.noindex && mainText(r.key as RouteKey).includes(phrase)).map((r) => r.path);
  expect(holders, `pages of ${locale} that hold the phrase`).toEqual([getRoute(key).path]);
  return { phrase, key };
}

const results = (page: Page) => page.locator('#search-results a[data-result]');

for (const locale of LOCALES) {
  test(`${locale}: the search finds a phrase on one page and reaches that page`, async ({ page }) => {
    const { phrase, key } = uniquePhrase(locale);
    const target = encodeURI(href(key));
    if (locale === 'en') {
      // A shared address opens with its results.
      await page.goto(`${href('search')}?q=${encodeURIComponent(phrase)}`);
    } else {
      // From the header of the edition's home page to its search page, then typing.
      await page.goto(href(editionKey(locale, 'home')));
      await page
        .locator('header')
        .getByRole('link', { name: contentFor(locale).search.header.label })
        .click();
      await page.waitForURL((url) => url.pathname === href(searchKey(locale)));
      await page.getByRole('searchbox', { name: contentFor(locale).search.page.fieldLabel }).fill(phrase);
    }
    await expect(results(page).first()).toHaveAttribute('href', target);
    await expect(page.getByRole('status')).toHaveText(fillText(contentFor(locale).search.page.oneResult, { query: phrase }));
    await expect(results(page).first()).toContainText(LANGUAGES[locale].name);
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    if (locale === 'hi') {
      // Keyboard: Down arrow from the field to the result, Enter follows it.
      await page.getByRole('searchbox').press('ArrowDown');
      await expect(results(page).first()).toBeFocused();
      await page.keyboard.press('Enter');
    } else await results(page).first().click();
    await page.waitForURL((url) => url.pathname === target);
  });
}

test('a search with no results says so and offers the contact page; Escape clears it', async ({ page }) => {
  // An exam typed the way parents say it finds the page that writes it in Latin letters (content/pages/te/search.yaml `spellings`).
  await page.goto(`${href(searchKey('te'))}?q=${encodeURIComponent('ఐఇఎల్టిఎస్')}`);
  await expect(page.locator(`#search-results a[data-result][href="${href(editionKey('te', 'ieltsscore'))}"]`)).toHaveCount(1);
  const { search } = contentFor('te');
  const field = page.getByRole('searchbox', { name: search.page.fieldLabel });
  const query = 'zqxjvwk';
  await field.fill(query);
  await expect(page.getByRole('status')).toHaveText(fillText(search.page.noResults, { query }));
  await expect(results(page)).toHaveCount(0);
  const contact = page.getByRole('link', { name: search.page.contactLink }).last();
  await expect(contact).toHaveAttribute('href', encodeURI(href(editionKey('te', 'contact'))));
  expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  await field.press('Escape');
  await expect(field).toHaveValue('');
  await expect(page.getByRole('status')).toHaveText('');
});

test('every article file is found by its title on its language’s search page', async ({ page }) => {
  for (const locale of LOCALES) {
    const own = locale === 'en' ? articles : articleEditions.filter((a) => a.language === locale);
    if (own.length === 0) continue;
    await page.goto(href(searchKey(locale)));
    const missing = await page.evaluate(
      async (list) => {
        const script = '/pagefind/pagefind.js';
        const pagefind = await import(script);
        const lost: string[] = [];
        for (const { title, path } of list) {
          const found = await pagefind.search(title);
          const urls = await Promise.all(found.results.slice(0, 10).map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url));
          if (!urls.includes(path)) lost.push(`${path} (“${title}”): ${urls.join(', ')}`);
        }
        return lost;
      },
      own.map((a) => ({ title: a.title, path: `${a.path}/` })),
    );
    expect(missing, locale).toEqual([]);
  }
});

test('on a wide screen the header holds a search field, and Enter opens the search page with its results', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(href('about'));
  const { label } = contentFor('en').search.header;
  const header = page.locator('header');
  // The field takes the icon link's place where the header has room for it.
  await expect(header.getByRole('link', { name: label })).toBeHidden();
  const field = header.getByRole('search').getByRole('searchbox', { name: label });
  await field.fill('education loan');
  await field.press('Enter');
  await page.waitForURL((url) => url.pathname === href('search') && url.searchParams.get('q') === 'education loan');
  await expect(page.getByRole('searchbox', { name: contentFor('en').search.page.fieldLabel })).toHaveValue('education loan');
  await expect(results(page).first()).toBeVisible();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page explains that search needs script and lists the main sections; the header links to it', async ({ page }) => {
    await page.goto(href(editionKey('te', 'home')));
    const { search, mainNav } = contentFor('te');
    const headerLink = page.locator('header').getByRole('link', { name: search.header.label });
    await expect(headerLink).toHaveAttribute('href', href(searchKey('te')));
    await headerLink.click();
    await page.waitForURL((url) => url.pathname === href(searchKey('te')));
    await expect(page.locator('[data-script-note]')).toBeVisible();
    await expect(page.locator('[data-script-note]')).toContainText(search.page.scriptNote);
    await expect(page.getByRole('searchbox', { name: search.page.fieldLabel })).toBeHidden();
    const sections = page.getByRole('navigation', { name: search.page.sectionsTitle });
    for (const item of mainNav.filter((i) => i.to)) {
      await expect(sections.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', encodeURI(localizedHref(item.to!, 'te')));
    }
  });
});

test('a university is found by the spelling it used to have on the site, on every language’s search page', async ({ page }) => {
  // The words of each old spelling that the name lacks ("Dianam"): only the indexed attribute holds them.
  const spellings = universitiesIn('en').flatMap((u) =>
    (u.alsoKnownAs ?? []).map((old) => ({
      spelling: old
        .split(' ')
        .filter((word) => !u.name.split(' ').includes(word))
        .join(' '),
    })),
  );
  expect(spellings.length).toBeGreaterThan(0);
  for (const locale of LOCALES) {
    const mbbs = `${getRoute(locale === 'en' ? 'mbbs' : editionKey(locale, 'mbbs')).path}/`;
    await page.goto(href(searchKey(locale)));
    const missing = await page.evaluate(
      async ({ list, mbbs }) => {
        const script = '/pagefind/pagefind.js';
        const pagefind = await import(script);
        const lost: string[] = [];
        for (const { spelling } of list) {
          const found = await pagefind.search(spelling);
          const urls = await Promise.all(found.results.slice(0, 10).map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url));
          if (!urls.includes(mbbs)) lost.push(`“${spelling}”: ${urls.join(', ')}`);
        }
        return lost;
      },
      { list: spellings, mbbs },
    );
    expect(missing, locale).toEqual([]);
  }
});
