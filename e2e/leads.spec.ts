/**
 * Leads that survive a dropped connection, a closed tab and a busy form service (lib/lead-queue.ts,
 * lib/lead-flush.ts) and say where they came from (lib/lead-origin.ts), on the contact form:
 * offline at send, a tab closed during the send, two tabs, each answer of a busy service, a
 * refusal (after values the form itself refuses), a cancellation.
 */
import { contact } from '@/content/contact';
import { leadTexts } from '@/content/lead';
import { asSentence } from '@/components/forms/lead-outcome';
import { FIRST_WAIT_MS } from '@/lib/lead-queue';
import { expect, test, type Locator, type Page, type Request, type Route } from './fixtures';

// Several page loads and a held answer per test: room for a loaded machine.
test.describe.configure({ timeout: 60_000 });

const FORM_ENDPOINT = 'https://api.web3forms.com/submit';
const REFERENCE = /AP-[2-9A-HJ-NP-Z]{5}/;
const say = (text: string, reference: string) => text.replace('{reference}', reference);

/** The fields of a multipart/form-data request body. */
function multipartFields(request: Request): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers()['content-type'] ?? '');
  const fields: Record<string, string> = {};
  for (const part of (request.postDataBuffer()?.toString('utf8') ?? '').split(`--${boundary![1] ?? boundary![2]}`)) {
    const m = /name="([^"]+)"\r\n(?:[^\r\n]*\r\n)*?\r\n([\s\S]*)\r\n$/.exec(part);
    if (m) fields[m[1]] = m[2];
  }
  return fields;
}

/** Whether the test has the browser offline: a request that still reaches a route then fails as it would. */
let offline = false;
async function setOffline(page: Page, value: boolean) {
  offline = value;
  await page.context().setOffline(value);
}

test.beforeEach(() => {
  offline = false;
});

/** The form service: fails as the browser would while the test has it offline, else calls `sent` and accepts the lead. */
const service = (sent: (request: Request) => unknown) => async (route: Route) => {
  if (offline) return route.abort('internetdisconnected');
  await sent(route.request());
  await route.fulfill({ contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify({ success: true }) });
};

/** Opens the contact form, fills it in and returns its send button. */
async function fillContactForm(page: Page, path = '/contact/') {
  await page.goto(path);
  const form = page.locator('#contact-form');
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeVisible();
  await form.getByLabel('Full Name').fill('Asha Rao');
  await form.getByLabel('Email Address').fill('asha@example.in');
  await form.getByLabel('Phone Number').fill('+91 90000 00000');
  await form.getByLabel('Subject').fill('MBBS abroad');
  await form.getByLabel('Message').fill('Please call me about MBBS in Vietnam.');
  return send;
}

/**
 * Waits until no tab of the site holds or waits for a Web Lock: a sending of saved leads that has
 * begun (lib/lead-queue.ts sends under a lock, asked for as it starts) has then ended, its
 * requests made and answered.
 */
async function sendingSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const locks = await navigator.locks.query();
        return (locks.held?.length ?? 0) + (locks.pending?.length ?? 0);
      }),
    )
    .toBe(0);
}

/** The browser says it is online again (the page sends any saved lead then); waits until what that started has ended. */
async function backOnline(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await sendingSettled(page);
}

/**
 * Sends the filled form while offline; returns the reference the "saved" dialog shows. The
 * connection drops once the page has started its script, as it would for a visitor who took the
 * seconds a form takes to fill (a connection lost before the script arrived leaves the send to the
 * browser: its own offline page).
 */
async function sendOffline(page: Page, send: Locator) {
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'started');
  await setOffline(page, true);
  await send.click();
  const dialog = page.getByRole('dialog', { name: leadTexts.savedTitle });
  await expect(dialog).toContainText(leadTexts.saved);
  const reference = REFERENCE.exec((await dialog.textContent()) ?? '')?.[0] ?? '';
  await expect(dialog).toContainText(say(leadTexts.reference, reference));
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  return reference;
}

test('offline at send: saved with its reference, sent exactly once when back online, saying where it came from', async ({ page, context }) => {
  const requests: Request[] = [];
  await context.route(
    FORM_ENDPOINT,
    service((request) => requests.push(request)),
  );
  // The visit begins on the services page from a search, with campaign parameters and a click identifier.
  await page.goto('/services/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&gclid=XYZ123', { referer: 'https://www.google.com/search?q=mbbs' });
  // Only read: the framework never starts here; the loader's note of the landing is all the lead has.
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'pending');
  const send = await fillContactForm(page);

  const reference = await sendOffline(page, send);
  await expect(page.locator('#contact-form').getByLabel('Full Name')).toHaveValue('');
  const saved = page.getByRole('region', { name: leadTexts.savedListTitle });
  await expect(saved).toContainText(reference);

  await setOffline(page, false);
  await expect(page.getByRole('status').filter({ hasText: say(leadTexts.sentLater, reference) })).toBeVisible();
  await expect(saved).toBeHidden();
  // Coming online again sends nothing more.
  await backOnline(page);
  expect(requests).toHaveLength(1);
  const fields = multipartFields(requests[0]);
  expect(fields).toMatchObject({
    reference,
    name: 'Asha Rao',
    form: 'contact',
    page: '/contact/',
    landing_page: '/services/',
    referrer: 'https://www.google.com',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'autumn',
    language: 'en',
  });
  expect(requests[0].postData()).not.toContain('XYZ123');
  expect(requests[0].postData()).not.toContain('search?q=');
});

test('a lead is kept from the moment Send is pressed: a tab closed during the send leaves it to the next visit, which sends it once, also with two tabs opening together', async ({
  page,
  context,
}) => {
  let asked = 0;
  let answered = 0;
  await context.route(FORM_ENDPOINT, async (route) => {
    asked += 1;
    if (asked === 1) return; // the first try never gets its answer: the tab is closed meanwhile
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a slow answer: without the locks both tabs would send
    answered += 1;
    await route.fulfill({ contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify({ success: true }) });
  });
  const send = await fillContactForm(page);
  await send.click();
  await expect.poll(() => asked).toBe(1);
  // Saved before the service answered.
  const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('leads:saved'))) ?? '[]') as { reference: string; fields: Record<string, string> }[];
  expect(kept.map((l) => [l.fields.name, l.fields.reference === l.reference])).toEqual([['Asha Rao', true]]);
  const reference = kept[0].reference;
  expect(reference).toMatch(REFERENCE);
  await page.close();

  const [home, about] = [await context.newPage(), await context.newPage()];
  await Promise.all([home.goto('/'), about.goto('/about/')]);
  const told = (p: Page) => p.getByRole('status').filter({ hasText: say(leadTexts.sentLater, reference) });
  await expect.poll(() => answered, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await told(home).count()) + (await told(about).count())).toBe(1);
  // A second sending, by the other tab, would have begun while the first waited for its slow answer.
  await sendingSettled(home);
  expect([asked, answered]).toEqual([2, 1]);
  expect(await about.evaluate(() => localStorage.getItem('leads:saved'))).toBeNull();
});

test('a busy service (500, 503, a Wi-Fi login page, 429 with Retry-After) keeps the lead and tries again with growing waits until it is sent, once', async ({
  page,
}) => {
  await page.clock.install();
  const answers = [
    { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
    { status: 503, contentType: 'application/json', body: '{"success":false,"message":"Service unavailable"}' },
    { status: 200, contentType: 'text/html', body: '<!doctype html><title>Hotel Wi-Fi</title><form>Log in to continue</form>' },
    // A cross-origin answer's Retry-After is readable only when the service exposes it (CORS); unexposed, the doubling wait applies.
    {
      status: 429,
      contentType: 'application/json',
      body: '{"success":false}',
      headers: { 'Retry-After': '10', 'Access-Control-Expose-Headers': 'Retry-After' },
    },
    { status: 200, contentType: 'application/json', body: '{"success":true}' },
  ];
  const requests: Request[] = [];
  await page.route(FORM_ENDPOINT, (route) => {
    const answer = answers[requests.length] ?? answers.at(-1)!;
    requests.push(route.request());
    return route.fulfill({ ...answer, headers: { 'Access-Control-Allow-Origin': '*', ...answer.headers } });
  });
  const send = await fillContactForm(page);
  await send.click();
  // The 500: saved, and the visitor told it will be tried again.
  const dialog = page.getByRole('dialog', { name: leadTexts.savedTitle });
  await expect(dialog).toContainText(leadTexts.savedBusy);
  const reference = REFERENCE.exec((await dialog.textContent()) ?? '')?.[0] ?? '';
  await expect(dialog).toContainText(say(leadTexts.reference, reference));
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const waiting = page.getByRole('region', { name: leadTexts.savedListTitle });
  await expect(waiting).toContainText(reference);
  expect(requests).toHaveLength(1);

  /** Moves the page's clock on and waits for what that started; returns the requests made so far. */
  const after = async (ms: number, expected: number) => {
    await page.clock.fastForward(ms);
    await expect.poll(() => requests.length).toBe(expected);
    await sendingSettled(page);
  };
  await after(FIRST_WAIT_MS - 5_000, 1); // not before the first wait (30 s)
  await after(6_000, 2); // the 503
  await expect(waiting).toContainText(reference);
  await after(FIRST_WAIT_MS * 2 - 5_000, 2); // the wait doubled (1 min)
  await after(6_000, 3); // the Wi-Fi login page
  await after(FIRST_WAIT_MS * 4 + 1_000, 4); // doubled again (2 min): the 429, asking for 10 s
  await expect(waiting).toContainText(reference);
  await after(11_000, 5); // after its Retry-After, not the 4 min of the next doubling: sent
  await expect(page.getByRole('status').filter({ hasText: say(leadTexts.sentLater, reference) })).toBeVisible();
  await expect(waiting).toBeHidden();
  await after(60 * 60_000, 5); // and never again
  expect(requests.map((r) => multipartFields(r).reference)).toEqual(Array(5).fill(reference));
  expect(await page.evaluate(() => localStorage.getItem('leads:saved'))).toBeNull();
});

test('values the form cannot use are refused at the field, keeping what was typed; a refusal by the service (400) is not saved and says what to do', async ({
  page,
}) => {
  const requests: Request[] = [];
  await page.route(FORM_ENDPOINT, (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 400, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"success":false}' });
  });
  const send = await fillContactForm(page);
  const form = page.locator('#contact-form');
  const field = (name: string) => form.getByLabel(contact.form.fields.find((f) => f.name === name)!.label);
  const message = (name: string) => field(name).evaluate((el: HTMLInputElement) => el.validationMessage);
  // A name of spaces, then a phone of words: refused at the field in the page's words, nothing sent, nothing lost.
  await field('name').fill('    ');
  await send.click();
  expect(await message('name')).toBe(leadTexts.blankField);
  await field('name').fill('  Asha Rao  ');
  await field('phone').fill('call me after six');
  await send.click();
  expect(await message('phone')).toBe(leadTexts.phoneFormat);
  await field('message').fill('   ');
  await field('phone').fill('(040) 2345-6789');
  await send.click();
  expect(await message('message')).toBe(leadTexts.blankField);
  expect(requests).toHaveLength(0);
  await expect(field('subject')).toHaveValue('MBBS abroad');
  await field('message').fill('Please call me about MBBS in Vietnam.');
  await send.click();
  await expect(page.getByRole('dialog', { name: leadTexts.failureTitle })).toContainText(`${asSentence(leadTexts.fallbackError)} ${leadTexts.refusedHelp}`);
  expect(requests).toHaveLength(1);
  expect(multipartFields(requests[0])).toMatchObject({ name: 'Asha Rao', phone: '(040) 2345-6789' });
  await expect(form.getByLabel('Message')).toHaveValue('Please call me about MBBS in Vietnam.');
  await expect(field('name')).toHaveValue('  Asha Rao  ');
  expect(await page.evaluate(() => localStorage.getItem('leads:saved'))).toBeNull();
  await expect(page.getByRole('region', { name: leadTexts.savedListTitle })).toHaveCount(0);
});

test('a saved lead can be cancelled, and is then never sent', async ({ page, context }) => {
  let count = 0;
  await context.route(
    FORM_ENDPOINT,
    service(() => (count += 1)),
  );
  const reference = await sendOffline(page, await fillContactForm(page));
  await page.getByRole('button', { name: say(leadTexts.cancel, reference) }).click();
  await expect(page.getByRole('status').filter({ hasText: say(leadTexts.cancelled, reference) })).toBeVisible();
  await expect(page.getByRole('region', { name: leadTexts.savedListTitle })).toHaveCount(0);
  await setOffline(page, false);
  await backOnline(page);
  expect(count).toBe(0);
});
