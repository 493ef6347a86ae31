import { VIEWPORT, expect, test, type Page, type Request } from './fixtures';
import { articles, getArticle, relatedArticles } from '@/content/articles';
import { articleCopy, blogListing } from '@/content/blog';
import { leadTexts } from '@/content/lead';
import { FEED_PATH } from '@/lib/feed';
import { faqItems, faqPage } from '@/content/faq';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { href } from '@/content/routes';
import { site, telHref } from '@/content/site';

const FORM_ENDPOINT = 'https://api.web3forms.com/submit';

// Whole articles and axe runs on a shared, busy machine: allow more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The fields of a multipart request body. */
function multipartFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const m of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) fields[m[1]] = m[2];
  return fields;
}

/** Answers the form service's POST; `gate` lets a test look at the page before the answer arrives. */
async function interceptForm(page: Page, answer: { status: number; body: unknown }, gate?: Promise<void>) {
  const requests: Request[] = [];
  await page.route(FORM_ENDPOINT, async (route) => {
    requests.push(route.request());
    await gate;
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(answer.body),
    });
  });
  return requests;
}

test.describe('blog articles', () => {
  for (const post of articles) {
    const article = post;

    test(`${post.path}: header, chat button, body and the consultation form with its dropdowns`, async ({ page }) => {
      await page.goto(href(post.key));
      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(main.getByRole('link', { name: articleCopy.back })).toHaveAttribute('href', href('blog'));

      const chat = main.getByRole('link', { name: new RegExp(articleCopy.chatLabel) });
      await expect(chat).toHaveAttribute('href', site.chatLink);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(main.getByText(articleCopy.helpPrompt)).toBeVisible();

      const header = main.locator('article header');
      await expect(header.getByText(articleCopy.badge, { exact: true })).toBeVisible();
      await expect(header.locator('time')).toHaveText(post.dateText);
      await expect(header.getByText(post.author ?? site.name)).toBeVisible();
      await expect(header.getByText(`${post.readingMinutes} ${articleCopy.minutesRead}`)).toBeVisible();
      if (post.cover) {
        const image = header.getByRole('img', { name: post.cover.alt });
        await expect(image).toHaveAttribute('width', String(post.cover.width));
        await expect(image).toHaveAttribute('height', String(post.cover.height));
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }

      // The body: its section headings and the lead are on the page.
      await expect(main.getByText(article.lead)).toBeVisible();
      await expect(main.locator('article h2')).toHaveText(article.sections);

      const form = page.locator('#consultation-form');
      await expect(form.getByLabel(articleCopy.form.fields.name)).toHaveAttribute('type', 'text');
      await expect(form.getByLabel(articleCopy.form.fields.email)).toHaveAttribute('type', 'email');
      await expect(form.getByLabel(articleCopy.form.fields.phone)).toHaveAttribute('type', 'tel');
      for (const dropdown of article.dropdowns) {
        const select = form.getByLabel(dropdown.label);
        await expect(select).toBeVisible();
        await expect(select.locator('option:not([disabled])')).toHaveText(dropdown.options.map(({ label }) => label));
      }

      const related = page.getByRole('region', { name: articleCopy.related });
      const readMore = new RegExp(blogListing.readMore);
      await expect(related.getByRole('link', { name: readMore })).toHaveText(relatedArticles(post).map(() => readMore));
      for (const q of post.faq ?? []) await expect(main.locator('#questions summary', { hasText: q.question })).toBeVisible();
    });
  }

  test('the consultation form sends the fields, the chosen options and a subject naming the article', async ({ page }) => {
    let release!: () => void;
    const requests = await interceptForm(
      page,
      { status: 200, body: { success: true, message: 'Email sent successfully!' } },
      new Promise((r) => (release = r)),
    );
    const post = getArticle('blog9');
    await page.goto(href('blog9'));
    const form = page.locator('#consultation-form');
    await form.getByLabel(articleCopy.form.fields.name).fill('Asha Rao');
    await form.getByLabel(articleCopy.form.fields.email).fill('asha@example.in');
    await form.getByLabel(articleCopy.form.fields.phone).fill('+91 98765 43210');
    await form.getByLabel('Study Destination').selectOption('Canada');
    // The last intake offered: it has not begun on the day of the build, as every option.
    const intake = post.dropdowns[1].options.at(-1)!.value;
    await form.getByLabel('Intake Year').selectOption(intake);
    const submit = form.getByRole('button', { name: articleCopy.form.submitLabel });
    await submit.click();

    // While the service has not answered: one request, the button disabled and reading Sending...
    const sending = form.getByRole('button', { name: leadTexts.sending });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    release();

    const dialog = page.getByRole('dialog', { name: leadTexts.successTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(leadTexts.successMessage)).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0].method()).toBe('POST');
    expect(multipartFields(requests[0])).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      study_destination: 'Canada',
      intake_year: intake,
      subject: `Consultation request: ${post.title} — Canada, ${intake}`,
      [site.form.accessKeyField]: site.form.accessKey,
    });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel(articleCopy.form.fields.name)).toHaveValue('');
    await expect(form.getByLabel('Study Destination')).toHaveValue('');
  });

  test('a form opened after an intake has begun no longer offers it, before and after the framework starts (the browser’s clock moved on)', async ({
    page,
  }) => {
    // The export's first intake (it had not begun on the day of the build); the visitor's clock is on the day it begins.
    const post = articles.find((a) => a.dropdowns.some((d) => d.options.some((o) => o.begins)))!;
    const dropdown = post.dropdowns.find((d) => d.options.some((o) => o.begins))!;
    const [begun, ...coming] = dropdown.options;
    await page.clock.setFixedTime(new Date(`${begun.begins}T10:00:00`));
    await page.goto(href(post.key));
    const select = page.locator(`#consultation-form select[name="${dropdown.name}"]`);
    const offered = () =>
      select.locator('option').evaluateAll((options) => (options as HTMLOptionElement[]).filter((o) => !o.hidden && !o.disabled).map((o) => o.value));
    expect(await offered()).toEqual(coming.map((o) => o.value));
    await expect(select).toHaveValue('');
    // React takes the form over as it is: the begun intake stays out, the next can be chosen.
    await select.focus();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-framework')), { timeout: 15_000 }).toBe('started');
    expect(await offered()).toEqual(coming.map((o) => o.value));
    await select.selectOption(coming[0].value);
    await expect(select).toHaveValue(coming[0].value);
  });

  test('on failure the service message is shown and the typed text is kept', async ({ page }) => {
    const requests = await interceptForm(page, { status: 400, body: { success: false, message: 'Invalid access key' } });
    const post = getArticle('blog3');
    await page.goto(href('blog3'));
    const form = page.locator('#consultation-form');
    await form.getByLabel(articleCopy.form.fields.name).fill('Ravi Kumar');
    await form.getByLabel(articleCopy.form.fields.email).fill('ravi@example.in');
    await form.getByLabel(articleCopy.form.fields.phone).fill('9000000000');
    const intake = post.dropdowns[1].options[0].value;
    await form.getByLabel('Intake Year').selectOption(intake);
    await form.getByRole('button', { name: articleCopy.form.submitLabel }).click();

    const dialog = page.getByRole('dialog', { name: leadTexts.failureTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Invalid access key')).toBeVisible();
    expect(multipartFields(requests[0]).subject).toBe(`Consultation request: ${post.title} — Study Destination ${articleCopy.form.notChosen}, ${intake}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel(articleCopy.form.fields.name)).toHaveValue('Ravi Kumar');
    await expect(form.getByLabel(articleCopy.form.fields.email)).toHaveValue('ravi@example.in');
    await expect(form.getByLabel(articleCopy.form.fields.phone)).toHaveValue('9000000000');
    await expect(form.getByLabel('Intake Year')).toHaveValue(intake);
  });
});

test.describe('blog listing', () => {
  test('shows every article newest first, each with image, New badge, date, author and Read More', async ({ page }) => {
    await page.goto(href('blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogListing.hero.title);
    await expect(page.getByRole('link', { name: blogListing.hero.cta })).toHaveAttribute('href', href('blog', '#articles'));

    const cards = page.locator('#articles li');
    await expect(cards.locator('h3')).toHaveText(articles.map((p) => p.title));
    for (const [i, post] of articles.entries()) {
      const card = cards.nth(i);
      await expect(card.locator('time')).toHaveText(post.dateText);
      await expect(card.getByText(post.author ?? site.name)).toBeVisible();
      await expect(card.getByText(post.description)).toBeVisible();
      if (post.cover) {
        await expect(card.getByText(blogListing.badge, { exact: true })).toBeVisible();
        const img = card.getByRole('img', { name: post.cover.alt });
        await expect(img).toHaveAttribute('width', String(post.cover.width));
        await expect(img).toHaveAttribute('height', String(post.cover.height));
        if (i > 0) await expect(img).toHaveAttribute('loading', 'lazy');
      }
      const readMore = card.getByRole('link', { name: `${blogListing.readMore} ${blogListing.readMoreAbout} ${post.title}` });
      await expect(readMore).toHaveAttribute('href', href(post.key));
    }
    await expect(page.getByRole('heading', { level: 2, name: blogListing.whyRead.title })).toBeVisible();
  });

  test('Read More opens the article; Explore More Blogs returns to the top', VIEWPORT, async ({ page }) => {
    await page.goto(href('blog'));
    const exploreMore = page.getByRole('link', { name: blogListing.exploreMore });
    await expect(exploreMore).toHaveAttribute('href', href('blog', '#top'));
    await exploreMore.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await exploreMore.click();
    await expect(page).toHaveURL(/\/blog\/#top$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    const last = articles[0];
    await page.getByRole('link', { name: `${blogListing.readMore} ${blogListing.readMoreAbout} ${last.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${href(last.key)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
  });
});

test.describe('article feed', () => {
  test('lists every article, newest first, and is linked from the head of the listing and the articles and from the listing', async ({ page, request }) => {
    const response = await request.get(FEED_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]).pathname);
    const byDate = [...articles].sort((a, b) => b.date.localeCompare(a.date));
    expect(links).toEqual(byDate.map((a) => href(a.key)));
    for (const path of [href('blog'), href(articles[0].key)]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`${FEED_PATH}$`));
    }
    await page.goto(href('blog'));
    await expect(page.getByRole('link', { name: blogListing.feed.label })).toHaveAttribute('href', FEED_PATH);
  });
});

test.describe("FAQ page (/FAQ'S)", () => {
  test('nine numbered questions in one accordion: one open at a time, a repeat click closes', async ({ page }) => {
    await page.goto(href('faq'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqPage.hero.title);
    await expect(page.getByRole('link', { name: faqPage.hero.cta })).toHaveAttribute('href', href('faq', '#faq'));
    await expect(page.getByRole('heading', { name: faqPage.questions.top })).toBeVisible();
    await expect(page.getByRole('heading', { name: faqPage.questions.general })).toBeVisible();

    const items = page.locator('#faq details');
    await expect(items).toHaveCount(faqItems.length);
    await expect(items.locator('summary')).toHaveText(faqItems.map((item, i) => `${i + 1}. ${item.question}`));

    const summary = (i: number) => items.nth(i).locator('summary');
    const answer = (i: number) => items.nth(i).getByText(faqItems[i].answer.split('\n')[0]);
    await expect(answer(0)).toBeHidden();
    await summary(0).click();
    await expect(answer(0)).toBeVisible();
    await summary(4).click();
    await expect(answer(4)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await expect(page.locator('#faq details[open]')).toHaveCount(1);
    await summary(4).click();
    await expect(answer(4)).toBeHidden();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
    // Across the two lists: a top question closes a general one.
    await summary(7).click();
    await summary(1).click();
    await expect(page.locator('#faq details[open]')).toHaveCount(1);
    await expect(items.nth(1)).toHaveAttribute('open', '');
  });

  test('the study-abroad section with every question of its files, the contact cards and the booking link', async ({ page }) => {
    await page.goto(href('faq'));
    const section = page.locator('#study-abroad-faq');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(studyAbroadFaq.title);
    const items = section.locator('details');
    await expect(items).toHaveCount(studyAbroadFaq.items.length);
    await expect(items.locator('summary')).toHaveText(studyAbroadFaq.items.map((i) => i.question));
    await expect(items.locator('summary svg')).toHaveCount(studyAbroadFaq.items.length * 2); // its icon and the chevron
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0).getByText(studyAbroadFaq.items[0].answer)).toBeVisible();
    await items.nth(12).locator('summary').click();
    await expect(items.nth(12).getByText(studyAbroadFaq.items[12].answer)).toBeVisible();
    await expect(section.locator('details[open]')).toHaveCount(1);
    // Its own group: opening one here leaves the main FAQ as it was.
    await page.locator('#faq details').first().locator('summary').click();
    await expect(section.locator('details[open]')).toHaveCount(1);

    const contact = page.locator('#still-have-questions');
    await expect(contact.getByRole('link', { name: faqPage.contact.cards.email.action })).toHaveAttribute('href', `mailto:${site.headOffice.email}`);
    await expect(contact.getByRole('link', { name: faqPage.contact.cards.phone.action })).toHaveAttribute('href', telHref(site.headOffice.phone));
    await expect(contact.getByRole('link', { name: faqPage.contact.cards.contact.action })).toHaveAttribute('href', href('contact'));
    const book = page.getByRole('link', { name: new RegExp(faqPage.booking.label) });
    await expect(book).toHaveAttribute('href', site.bookingUrl);
    await expect(book).toHaveAttribute('target', '_blank');
  });
});

// Accessibility: the listing, the FAQ page and one article in light and dark, and in light each
// article whose body adds a kind of block (a callout's tone, a table, a testimonial), are checked by
// axe with their accordions open, in e2e/routes.spec.ts (axeRoutes).
