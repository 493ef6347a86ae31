/**
 * The Telugu and Hindi editions of the enquiry pages (issue 16): each answers in its language,
 * names itself canonical, points to its set's other languages (both ways) and x-default, is in the
 * sitemap with its alternates, is reached case-insensitively, and its switcher, calculator, lead
 * form and chatbot work in its language.
 */
import { VIEWPORT, expect, test, type Page, type Request, type Route } from './fixtures';
import { contentFor } from '@/content/i18n';
import { htmlFileOf } from '@/tooling/export-files';
import { IELTS_QUERY_KEYS, IELTS_SKILLS } from '@/lib/ielts';
import { LANGUAGES, fillText, type EditionLocale, type EditionPageKey } from '@/lib/locale';
import { kb, routeBytes } from '@/tooling/route-bytes';
import { editionKey, editionPageKeys, editionsOfPage, getRoute, href, routes, withSlash, type RouteKey } from '@/content/routes';
import { editionReviews, isPageReviewed } from '@/content/editions';
import { site } from '@/content/site';
import { OUT, readOut } from './util';

const FORM_ENDPOINT = 'https://api.web3forms.com/submit';
const abs = (key: RouteKey) => `${site.url}${href(key)}`;

/** Letters (not digits, punctuation or spaces) of a text, and how many are in the language's script. */
const SCRIPT: Record<EditionLocale, RegExp> = { te: /[\u0C00-\u0C7F]/u, hi: /[\u0900-\u097F]/u };
function scriptShare(text: string, locale: EditionLocale) {
  const letters = [...text].filter((ch) => /\p{L}|\p{M}/u.test(ch));
  return letters.filter((ch) => SCRIPT[locale].test(ch)).length / Math.max(1, letters.length);
}

const attr = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0]).map((t) => new RegExp(`\\s${name}="([^"]*)"`).exec(t)?.[1]);
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2].replace(/&#x27;/g, "'")]));

/** The pages with editions, and the published languages each has (those of `editions` with the page's content/pages/<locale>/<page>.yaml). */
const sets = editionPageKeys.map((page) => ({ page, editions: editionsOfPage(page) })).filter((s) => s.editions.length);

test.describe('each English enquiry page has its Telugu and Hindi editions', () => {
  for (const { page, editions } of sets) {
    test(`${getRoute(page).path}: ${editions.join(' and ')} answer 200 in their language, self-canonical, alternates both ways`, async ({ request }) => {
      const expected = { en: abs(page), ...Object.fromEntries(editions.map((l) => [l, abs(editionKey(l, page))])), 'x-default': abs(page) };
      const english = await (await request.get(encodeURI(href(page)))).text();
      expect(alternatesOf(english)).toEqual(expected);
      for (const locale of editions) {
        const key = editionKey(locale, page);
        const response = await request.get(encodeURI(href(key)));
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(attr(html, 'html', 'lang')[0]).toBe(LANGUAGES[locale].htmlLang);
        expect(html).toContain(`<link rel="canonical" href="${abs(key).replace(/'/g, '&#x27;')}"/>`);
        expect(alternatesOf(html)).toEqual(expected);
        expect(html).toContain(`<meta property="og:locale" content="${LANGUAGES[locale].ogLocale}"/>`);
        expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(getRoute(key).title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
        // The switcher links this page in every language, marking this one.
        for (const [l, url] of Object.entries({ en: href(page), ...Object.fromEntries(editions.map((e) => [e, href(editionKey(e, page))])) })) {
          expect(html).toContain(`href="${url.replace(/'/g, '&#x27;')}" hrefLang="${l}" lang="${l}"${l === locale ? ' aria-current="page"' : ''}`);
        }
      }
    });

    test(`${getRoute(page).path}: the edition pages are mostly in their script`, async ({ page: tab }) => {
      for (const locale of editions) {
        await tab.goto(encodeURI(href(editionKey(locale, page))));
        const text = await tab.locator('main').innerText();
        expect(scriptShare(text, locale), `${locale} ${page}`).toBeGreaterThanOrEqual(0.6);
      }
    });
  }

  test('the sitemap lists every edition page with its set’s alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = new Map([...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => [/<loc>([^<]+)<\/loc>/.exec(m[1])![1], m[1]]));
    const loc = (key: RouteKey) => abs(key).replace(/'/g, '%27');
    // Noindex sets (the search pages) are kept out of the sitemap.
    for (const { page, editions } of sets.filter((s) => !getRoute(s.page).noindex)) {
      for (const key of [page, ...editions.map((l) => editionKey(l, page))] as RouteKey[]) {
        const entry = entries.get(loc(key));
        expect(entry, loc(key)).toBeDefined();
        for (const [l, k] of [['en', page], ...editions.map((e) => [e, editionKey(e, page)]), ['x-default', page]] as [string, RouteKey][]) {
          expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${l}" href="${loc(k)}" />`);
        }
      }
    }
  });

  /** Bytes of gzip two builds of the same code may differ by (module ids). */
  const SAME_CODE_SLACK = 64;

  test('edition pages carry no more first-load script than their English page', () => {
    const problems: string[] = [];
    for (const { page, editions } of sets) {
      const english = routeBytes(OUT, htmlFileOf(getRoute(page).path), { brotli: false });
      for (const locale of editions) {
        const edition = routeBytes(OUT, htmlFileOf(getRoute(editionKey(locale, page)).path), { brotli: false });
        // The error boundary's chunk differs between the two layouts by its module id alone (Turbopack
        // numbers modules by a hash, 5 or 6 digits): a few bytes, not words or code.
        if (edition.js.gzip > english.js.gzip + SAME_CODE_SLACK)
          problems.push(`${locale} ${page}: ${kb(edition.js.gzip)} KB > English ${kb(english.js.gzip)} KB`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('edition paths are reached in any letter case, aliases included', async ({ page }) => {
    for (const [from, to] of [
      ['/TE/MBBS', '/te/MBBS/'],
      ["/Hi/Faq's", "/hi/FAQ'S/"],
      ['/te/faq', "/te/FAQ'S/"],
      ['/HI/ieltsscore/', '/hi/ieltsscore/'],
      ['/Te', '/te/'],
    ]) {
      await page.goto(encodeURI(from));
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === to);
      expect(await page.locator('html').getAttribute('lang')).toBe(to.startsWith('/te') ? 'te-IN' : 'hi-IN');
    }
  });
});

test.describe('the review note', () => {
  test('is on each edition page and translated article its sign-off (content/editions) leaves unreviewed, linking the English page, and on no other', async ({
    request,
  }) => {
    const editionRoutes = routes.filter((r) => r.locale);
    expect(editionRoutes.length).toBeGreaterThan(0);
    for (const route of editionRoutes) {
      const locale = route.locale!;
      const english = (route.page ?? route.article) as RouteKey;
      const html = await (await request.get(encodeURI(href(route.key as RouteKey)))).text();
      const note = /<p data-edition-note=""[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
      expect([route.key, Boolean(note)]).toEqual([route.key, !isPageReviewed(editionReviews, locale, english)]);
      if (note) {
        const { reviewNote } = contentFor(locale).shell;
        expect(note).toContain(`href="${href(english).replace(/'/g, '&#x27;')}" hrefLang="en"`);
        expect(note).toContain(reviewNote.link);
      }
    }
  });
});

test.describe('the language switcher', () => {
  /** The switcher: a menu in the header on every width, its entries plain links. */
  async function switchTo(page: Page, name: string) {
    await page.locator('[data-language-toggle]').click();
    await page.locator('#language-menu').getByRole('link', { name, exact: true }).click();
  }

  for (const page of ['mbbs', 'faq'] as EditionPageKey[]) {
    test(`reaches ${getRoute(page).path} in each language and back`, VIEWPORT, async ({ page: tab }) => {
      await tab.goto(encodeURI(href(page)));
      for (const [name, key] of [
        [LANGUAGES.te.name, editionKey('te', page)],
        [LANGUAGES.hi.name, editionKey('hi', page)],
        [LANGUAGES.en.name, page],
      ] as [string, RouteKey][]) {
        await switchTo(tab, name);
        await tab.waitForURL((url) => decodeURIComponent(url.pathname) === withSlash(getRoute(key).path));
        await expect(tab.locator('h1')).toBeVisible();
      }
    });
  }

  test('works without script, and leads from a page without an edition to the edition’s home', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about/');
    // The menu is a native popover: it opens without script too.
    await page.locator('[data-language-toggle]').click();
    const te = page.locator('#language-menu').getByRole('link', { name: LANGUAGES.te.name, exact: true });
    await expect(te).toHaveAttribute('href', '/te/');
    await te.click();
    await page.waitForURL((url) => url.pathname === '/te/');
    await page.locator('[data-language-toggle]').click();
    await page.locator('#language-menu').getByRole('link', { name: LANGUAGES.hi.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/hi/');
    await context.close();
  });
});

test.describe('the calculator, forms and chatbot speak the edition’s language', () => {
  test('the IELTS calculator gives the same band from the English, Telugu and Hindi pages', async ({ page }) => {
    const scores = ['7', '6.5', '6', '6'];
    const bands: string[] = [];
    for (const key of ['ieltsscore', 'te:ieltsscore', 'hi:ieltsscore'] as RouteKey[]) {
      const { locale } = getRoute(key);
      const copy = contentFor(locale ?? 'en').ieltsTool.form;
      await page.goto(href(key));
      const form = page.getByRole('form', { name: copy.formLabel });
      await expect(form).toBeVisible();
      for (const [i, skill] of IELTS_SKILLS.entries()) await form.locator(`input[name="${IELTS_QUERY_KEYS[skill]}"]`).fill(scores[i]);
      await form.getByRole('button', { name: copy.submit }).click();
      const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
      await expect(dialog).toBeVisible();
      bands.push((await dialog.locator('output').textContent())!);
    }
    expect(bands).toEqual(['6.5', '6.5', '6.5']);
  });

  test('a wrong score is told in the edition’s language', async ({ page }) => {
    const copy = contentFor('hi').ieltsTool.form;
    await page.goto(href('hi:ieltsscore'));
    const form = page.getByRole('form', { name: copy.formLabel });
    await form.locator('input[name="l"]').fill('12');
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByText(contentFor('hi').shell.calculator.ieltsInvalid)).toBeVisible();
  });

  function multipartFields(request: Request): Record<string, string> {
    const body = request.postDataBuffer()?.toString('utf8') ?? '';
    const fields: Record<string, string> = {};
    for (const m of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) fields[m[1]] = m[2];
    return fields;
  }
  const respond =
    (body: unknown, status = 200) =>
    (route: Route) =>
      route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });

  async function sendContactForm(page: Page, path: string) {
    await page.goto(path);
    const form = page.locator('#contact-form');
    await form.locator('[name="name"]').fill('Asha');
    await form.locator('[name="email"]').fill('asha@example.in');
    await form.locator('[name="phone"]').fill('9876543210');
    await form.locator('[name="subject"]').fill('MBBS');
    await form.locator('[name="message"]').fill('Please call me.');
    await form.locator('button[type="submit"]').click();
  }

  test('a lead from the Telugu contact page says it was sent in Telugu, and thanks in Telugu', async ({ page }) => {
    const requests: Request[] = [];
    await page.route(FORM_ENDPOINT, async (route) => {
      requests.push(route.request());
      await respond({ success: true, message: 'Email sent successfully!' })(route);
    });
    await sendContactForm(page, href('te:contact'));
    const t = contentFor('te').leadTexts;
    const dialog = page.getByRole('dialog', { name: t.successTitle });
    await expect(dialog).toContainText(t.successMessage);
    expect(requests).toHaveLength(1);
    expect(multipartFields(requests[0])).toMatchObject({ language: 'te', name: 'Asha' });
    // The English form says English.
    expect(readOut(htmlFileOf('/contact'))).toContain('name="language" value="en"');
  });

  test('a failed lead from the Hindi contact page is told in Hindi, not in the service’s English', async ({ page }) => {
    await page.route(FORM_ENDPOINT, respond({ success: false, message: 'Invalid access key' }, 400));
    await sendContactForm(page, href('hi:contact'));
    const t = contentFor('hi').leadTexts;
    const dialog = page.getByRole('dialog', { name: t.failureTitle });
    await expect(dialog).toContainText(t.fallbackError);
    await expect(dialog).not.toContainText('Invalid access key');
    await expect(page.locator('#contact-form [name="name"]')).toHaveValue('Asha');
  });

  test('the chatbot of the Telugu pages speaks Telugu and sends the language with its lead', async ({ page }) => {
    const chat = contentFor('te');
    const { chatbotTexts } = chat;
    await page.goto(href('te:home'));
    await page.getByRole('button', { name: chat.chatbotLauncher.label }).click();
    const dialog = page.getByRole('dialog', { name: chatbotTexts.dialogLabel });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('log')).toContainText(fillText(chatbotTexts.welcome, { company: site.name }));
    await dialog.getByRole('textbox').fill('Asha');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByRole('log')).toContainText(fillText(chatbotTexts.greeting, { name: 'Asha' }));
  });
});
