import { about, commitments } from '@/content/about';
import { contact, thankYou } from '@/content/contact';
import { home } from '@/content/home';
import { leadTexts } from '@/content/lead';
import { asSentence } from '@/components/forms/lead-outcome';
import { nofee } from '@/content/nofee';
import { vision } from '@/content/vision';
import { href } from '@/content/routes';
import { site } from '@/content/site';
import { VIEWPORT, expect as baseExpect, test, type Page, type Request, type Route } from './fixtures';
import { escapeRegExp } from './util';

// A loaded CI machine hydrates slowly: wait longer than the 5 s default for what a visitor would
// eventually see (these are waits, not timing assertions).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const FORM_ENDPOINT = 'https://api.web3forms.com/submit';
// The counters as content/pages/en/home.yaml lists them, each with the operator's figure (content/operator.json, through content/site).
const COUNTERS = home.counters.stats.map((s) => `${s.value}${s.suffix}`);

/** The fields of a multipart/form-data request body. */
function multipartFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  expect(type).toContain('multipart/form-data');
  expect(boundary).not.toBeNull();
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary![1] ?? boundary![2]}`)) {
    const m = /name="([^"]+)"\r\n(?:[^\r\n]*\r\n)*?\r\n([\s\S]*)\r\n$/.exec(part);
    if (m) fields[m[1]] = m[2];
  }
  return fields;
}

const counter = (page: Page, value: string) => page.locator('#main').getByText(value, { exact: true });

test.describe('home', () => {
  test('the counters’ final values are in the HTML, for crawlers and readers without JavaScript', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const value of COUNTERS) expect(html).toContain(`>${value}<`);
    for (const { label } of home.counters.stats) expect(html).toContain(label);
  });

  test('without JavaScript the counters show their final values', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const value of COUNTERS) await expect(counter(page, value)).toBeVisible();
    await context.close();
  });

  test('the counters are drawn in by a scroll-driven animation, at their final values, with no script', VIEWPORT, async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: home.counters.title });
    const figures = stats.locator('dd span');
    // CSS, not an island: the animation follows the scroll.
    expect(await figures.first().evaluate((el) => getComputedStyle(el).animationName)).toBe('figure-in');
    await stats.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    for (const value of COUNTERS) await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect.poll(() => figures.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('with reduced motion the counters do not move', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const stats = page.getByRole('region', { name: home.counters.title });
    for (const value of COUNTERS) await expect(stats.getByText(value, { exact: true })).toBeAttached();
    expect(
      await stats
        .locator('dd span')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await context.close();
  });

  test('hero, the program cards, the life cycle, and the links to about, contact and the engineering course', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const badge of home.hero.badges) await expect(page.getByText(badge, { exact: true })).toBeVisible();
    // The cards as content/pages/en/home.yaml gives them: title, link, duration and highlight.
    const programs = page.locator('#programmes');
    await expect(programs.getByRole('listitem')).toHaveCount(home.programs.cards.length);
    for (const card of home.programs.cards) {
      const link = programs.getByRole('link', { name: new RegExp(`^${escapeRegExp(card.title)}`) });
      await expect(link).toHaveAttribute('href', href(card.to));
      for (const tag of [card.duration, card.highlight].filter(Boolean) as string[]) await expect(link).toContainText(tag);
    }
    await expect(page.locator('#life-cycle li')).toHaveText(home.lifeCycle.steps.map((s) => new RegExp(escapeRegExp(s.title))));
    // The commitments are content/pages/en/commitments.yaml; each highlight card links where its file says.
    // A commitment may share its title with a highlight card (both say the support before and after the flight).
    for (const { title } of commitments) await expect(page.getByRole('heading', { name: title }).first()).toBeAttached();
    await expect(page.locator(`#commitment a[href="${href(home.highlights.to)}"]`)).toHaveCount(home.highlights.cards.length);
    await expect(page.locator(`#engineering a[href="${href(home.engineering.primary.to)}"]`)).toHaveCount(1);
    await expect(page.locator(`#engineering a[href="${href(home.engineering.secondary.to)}"]`)).toHaveCount(1);
    await expect(page.locator(`#free-consultation a[href="${href(home.consultation.primary.to)}"]`)).toHaveCount(1);
    await expect(page.locator(`#free-consultation a[href="${href(home.consultation.secondary.to)}"]`)).toHaveCount(1);
  });

  test('the engineering link reaches the engineering course page', async ({ page }) => {
    await page.goto('/');
    // The course content/pages/en/home.yaml links to.
    const course = page.locator(`#engineering a[href="${href(home.engineering.primary.to)}"]`);
    await course.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href(home.engineering.primary.to))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('about', () => {
  // The page's words as its file has them (content/pages/en/about.yaml).
  const topics = about.whyMbbs.topics.map((t) => t.title);
  const [first, second, third] = about.whyMbbs.topics;

  test('the timeline shows each year of its file', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.locator('#journey li')).toHaveCount(about.story.timeline.length);
    for (const { year } of about.story.timeline) await expect(page.locator('#journey').getByText(String(year), { exact: true })).toBeAttached();
    await expect(page.getByRole('main').getByRole('link', { name: about.hero.cta.label })).toHaveAttribute('href', href(about.hero.cta.to));
  });

  test('the why-MBBS selector switches topic, description and stats by click and arrow keys', async ({ page }) => {
    await page.goto('/about/');
    const tablist = page.getByRole('tablist', { name: about.whyMbbs.tabsLabel });
    await expect(tablist.getByRole('tab')).toHaveText(topics);
    // Before the framework, every topic reads in turn (as without script); the first tap switches to one.
    await expect(tablist.getByRole('tab', { name: first.title })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await tablist.getByRole('tab', { name: second.title }).click();
    await expect(panel).toHaveCount(1);
    await expect(tablist.getByRole('tab', { name: second.title })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText(second.description);
    await expect(panel.locator('dt')).toHaveText(second.stats.map((s) => s.label));
    await expect(panel.locator('dd')).toHaveText(second.stats.map((s) => s.value));
    await expect(page.getByText(first.description)).toBeHidden();

    await tablist.getByRole('tab', { name: second.title }).press('ArrowRight');
    const thirdTab = tablist.getByRole('tab', { name: third.title });
    await expect(thirdTab).toBeFocused();
    await expect(thirdTab).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText(third.description);
    await expect(panel.locator('dt')).toHaveCount(third.stats.length);

    await thirdTab.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { name: second.title })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { name: first.title })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.locator('dt')).toHaveText(first.stats.map((s) => s.label));
    await expect(panel.locator('dd')).toHaveText(first.stats.map((s) => s.value));
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: second.title })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    const last = about.whyMbbs.topics.at(-1)!;
    await expect(tablist.getByRole('tab', { name: last.title })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText(last.description);
  });

  test('every topic with its stats is in the HTML', async ({ request }) => {
    const html = await (await request.get('/about/')).text();
    for (const topic of topics) expect(html).toContain(topic);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(topics.length);
  });
});

test.describe('contact', () => {
  const label = (name: string) => contact.form.fields.find((f) => f.name === name)!.label;
  const fill = async (
    page: Page,
    values = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 90000 00000', subject: 'MBBS abroad', message: 'Please call me about MBBS in Vietnam.' },
  ) => {
    const form = page.locator('#contact-form');
    for (const name of ['name', 'email', 'phone', 'subject', 'message'] as const) await form.getByLabel(label(name)).fill(values[name]);
    return values;
  };
  const send = (page: Page) => page.locator('#contact-form').getByRole('button', { name: contact.form.submitLabel });
  const open = async (page: Page, path = '/contact/') => {
    await page.goto(path);
    await expect(send(page)).toBeVisible();
  };
  const respond =
    (body: unknown, status = 200) =>
    (route: Route) =>
      route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });

  test('info cards: call, e-mail, head office and working hours', async ({ page }) => {
    await page.goto('/contact/');
    const { infoCards } = contact;
    const cards = page.getByRole('region', { name: infoCards.sectionLabel });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([infoCards.call, infoCards.email, infoCards.headOffice, infoCards.hours]);
    await expect(cards.locator('a[href^="tel:+91"]')).toHaveCount(1);
    await expect(cards.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(cards.locator('a[href^="https://www.google.com/maps/"]')).toHaveAttribute('target', '_blank');
    // The call card and the hours card now agree (they said "Mon-sun" and "Sunday closed").
    await expect(cards.getByText(site.hours.hoursCard, { exact: true })).toHaveCount(2);
    const associates = page.locator('#associates');
    const branches = site.offices.filter((o) => o.kind === 'associate');
    await expect(associates.getByRole('heading', { level: 3 })).toHaveCount(branches.length);
    for (const b of branches) await expect(associates).toContainText(b.timings);
    await expect(associates.locator('a[href^="tel:"]')).toHaveCount(branches.length);
    await expect(associates.locator('a[href^="mailto:"]')).toHaveCount(branches.length);
    await expect(associates.getByRole('link', { name: contact.associates.labels.map })).toHaveCount(branches.length);
  });

  test('the form’s five fields are all required, each with its input type', async ({ page }) => {
    await page.goto('/contact/');
    const form = page.locator('#contact-form');
    for (const [name, type] of [
      ['name', 'text'],
      ['email', 'email'],
      ['phone', 'tel'],
      ['subject', 'text'],
    ]) {
      await expect(form.getByLabel(label(name))).toHaveAttribute('type', type);
      await expect(form.getByLabel(label(name))).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel(label('message'))).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(form.getByLabel(label('message'))).toHaveAttribute('required', '');
  });

  test('Schedule a Call takes the visitor to the form', VIEWPORT, async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: contact.hero.scheduleLabel }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.locator('#contact-form').getByLabel(label('name'))).toBeInViewport();
  });

  test('success: multipart body with the fields and access key, "Thank You!", form cleared', async ({ page }) => {
    const requests: Request[] = [];
    await page.route(FORM_ENDPOINT, async (route) => {
      requests.push(route.request());
      await respond({ success: true, message: 'Email sent successfully!' })(route);
    });
    await open(page);
    const values = await fill(page);
    await send(page).click();
    const dialog = page.getByRole('dialog', { name: leadTexts.successTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(leadTexts.successMessage);
    expect(requests).toHaveLength(1);
    expect(requests[0].method()).toBe('POST');
    const fields = multipartFields(requests[0]);
    expect(fields).toMatchObject(values);
    expect(fields.access_key).toBeTruthy();
    const form = page.locator('#contact-form');
    for (const { label: field } of contact.form.fields) await expect(form.getByLabel(field)).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('failure keeps the text and shows the service message under "Oops!"', async ({ page }) => {
    await page.route(FORM_ENDPOINT, respond({ success: false, message: 'Invalid access key' }, 400));
    await open(page);
    const values = await fill(page);
    await send(page).click();
    const dialog = page.getByRole('dialog', { name: leadTexts.failureTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Invalid access key');
    await expect(page.locator('#contact-form').getByLabel(label('name'))).toHaveValue(values.name);
    await expect(page.locator('#contact-form').getByLabel(label('message'))).toHaveValue(values.message);
  });

  test("a refusal without a message says the page file's words and what to do", async ({ page }) => {
    await page.route(FORM_ENDPOINT, respond({ success: false }));
    await open(page);
    await fill(page);
    await send(page).click();
    const dialog = page.getByRole('dialog', { name: leadTexts.failureTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${asSentence(leadTexts.fallbackError)} ${leadTexts.refusedHelp}`);
  });

  test('a request cut off (no connection) saves the lead in the browser and says so; the button is usable again', async ({ page }) => {
    await page.route(FORM_ENDPOINT, (route) => route.abort());
    await open(page);
    const values = await fill(page);
    await send(page).click();
    await expect(page.getByRole('dialog', { name: leadTexts.savedTitle })).toContainText(leadTexts.saved);
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('leads:saved'))) ?? '[]') as { fields: Record<string, string> }[];
    expect(saved.map((l) => l.fields.email)).toEqual([values.email]);
    await expect(send(page)).toBeEnabled();
  });

  test('a double click sends exactly one request, and the button reads "Sending..." meanwhile', async ({ page }) => {
    let count = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_ENDPOINT, async (route) => {
      count += 1;
      await held;
      await respond({ success: true })(route);
    });
    await open(page);
    await fill(page);
    await send(page).dblclick();
    const sending = page.locator('#contact-form').getByRole('button', { name: leadTexts.sending });
    await expect(sending).toBeDisabled();
    await expect.poll(() => count).toBe(1);
    release();
    await expect(page.getByRole('dialog', { name: leadTexts.successTitle })).toBeVisible();
    expect(count).toBe(1);
  });

  test('/contact/?subject=… fills in the subject', async ({ page }) => {
    await open(page, '/contact/?subject=' + encodeURIComponent('MBBS in Vietnam enquiry'));
    await expect(page.locator('#contact-form').getByLabel(label('subject'))).toHaveValue('MBBS in Vietnam enquiry');
  });

  test(
    'the map loads only on a click, at once on the page as it loads (no framework), telling Google nothing of the page (no referrer)',
    VIEWPORT,
    async ({ page }) => {
      const google: Request[] = [];
      page.on('request', (r) => {
        if (/^https:\/\/[^/]*google\./.test(r.url())) google.push(r);
      });
      await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }));
      // On the page as it loads, nothing started: the button is there and shows the map.
      await page.goto('/contact/');
      const plainMap = page.locator('#map');
      await plainMap.scrollIntoViewIfNeeded();
      await plainMap.getByRole('button', { name: contact.map.showLabel }).click();
      await expect(plainMap.locator('iframe')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-framework', 'pending');
      // Its request made, before the next page is counted.
      await expect.poll(() => google.length).toBe(1);
      google.length = 0;
      // A plan sent from the planner carries its figures in the page's address.
      await open(page, '/contact/?subject=Loan%20plan&message=' + encodeURIComponent('Loan 2500000 at 10.5%, EMI 33000'));
      const map = page.locator('#map');
      await map.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const frame = map.locator('iframe');
      await expect(frame).toBeHidden();
      await expect(frame).not.toHaveAttribute('src');
      expect(google.map((r) => r.url())).toEqual([]);
      await expect(map.getByRole('link', { name: contact.map.openLabel })).toHaveAttribute('target', '_blank');
      const show = map.getByRole('button', { name: contact.map.showLabel });
      await expect(show).toHaveAccessibleDescription(contact.map.notice);
      await show.click();
      await expect(frame).toBeVisible();
      await expect(show).toBeHidden();
      await expect(map.getByText(contact.map.notice)).toBeHidden();
      await expect(frame).toHaveAttribute('title', contact.map.frameTitle);
      await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
      await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
      await expect.poll(() => google.length).toBe(1);
      expect(await google[0].headerValue('referer')).toBeNull();
    },
  );
});

test.describe('vision, free consultation and thank-you pages', () => {
  test('vision: core values and why choose', async ({ page }) => {
    await page.goto('/vission-mission/');
    for (const name of [vision.vision.title, vision.mission.title, ...vision.values.cards.map((c) => c.title), vision.whyChoose.title]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
    }
  });

  test('/nofee Book buttons open the contact form with the subject filled in', VIEWPORT, async ({ page }) => {
    await page.goto('/nofee/');
    await expect(page.getByRole('main')).toContainText(nofee.hero.text);
    const book = page.getByRole('link', { name: nofee.hero.bookLabel });
    const target = `/contact/?subject=${encodeURIComponent(nofee.bookingSubject)}#contact-form`;
    await expect(book).toHaveAttribute('href', target);
    await book.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === target);
    const form = page.locator('#contact-form');
    await expect(form.getByLabel(contact.form.fields.find((f) => f.name === 'subject')!.label)).toHaveValue(nofee.bookingSubject);
    await expect(form.getByLabel(contact.form.fields[0].label)).toBeInViewport();
  });

  test('thank-you page', async ({ page }) => {
    await page.goto('/thank-you/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.title);
    await expect(page.getByText(thankYou.text)).toBeVisible();
    for (const link of thankYou.links) await expect(page.getByRole('main').getByRole('link', { name: link.label })).toHaveAttribute('href', href(link.to));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // One tab for the six pages (a new one per page cost more than the page); the layout differs per
  // viewport, so both projects walk them.
  test('/, /about/, /contact/, /vission-mission/, /nofee/ and /thank-you/ each have one h1 and no heading or paragraph hidden', VIEWPORT, async ({ page }) => {
    for (const path of ['/', '/about/', '/contact/', '/vission-mission/', '/nofee/', '/thank-you/']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('h1'), path).toHaveCount(1);
        const hidden = await page
          .locator('main :is(h1,h2,h3,p,dd,dt)')
          // What only says how a script's control works (`shell:` and `framework:` styles show it where that script runs) is no content lost.
          .evaluateAll((els) =>
            els
              .filter((el) => (el as HTMLElement).offsetParent === null && !el.closest('dialog, [class*="shell:"], [class*="framework:"]'))
              .map((el) => el.textContent),
          );
        expect.soft(hidden, path).toEqual([]);
      });
    }
  });
});

// axe on these pages, light and dark: e2e/routes.spec.ts, on one route of each template (axeRoutes).
