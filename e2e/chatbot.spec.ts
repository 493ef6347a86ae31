import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIEWPORT, expect, test, type Page, type Request } from './fixtures';
import { gotoBeforeStartUp, holdChunks } from './hold-chunks';
import { chatbotTexts, chatTopics } from '@/content/chatbot';
import { worldDirectory } from '@/content/world-directory';
import { site } from '@/lib/site';

const SUCCESS =
  "Thank you for providing your details! Our counselor will contact you within 24 hours to discuss your requirements in detail. Is there anything else you'd like to know?";
const ERROR = 'I apologize, but there was an error sending your details. Please try again or contact us directly.';
const TOPICS = ['MBBS Programs', 'Engineering Programs', 'Course Fees', 'Admission Process'];
const FORM_ENDPOINT = 'https://api.web3forms.com/submit';
const MBBS = chatTopics.find((t) => t.id === 'mbbs')!;
/** The MBBS topic's first sentence, which names the World Directory of Medical Schools (content/chatbot.ts). */
const MBBS_OVERVIEW = MBBS.overview.split('. ')[0];
/** Vietnam's partner universities with their accreditation, as the MBBS page shows it. */
const VIETNAM_PARTNERS = MBBS.subOptions.find((o) => o.id === 'vietnam')!.facts.find((f) => f.includes(worldDirectory.listed))!;

// Whole conversations on a shared, busy machine: give each test room (no timing is asserted).
test.describe.configure({ timeout: 90_000 });

const isMobile = () => test.info().project.name === 'mobile';
const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with our education assistant' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Chat with our education assistant' });
const log = (page: Page) => dialog(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'Type your message' });

/** The exported chunks that hold the widget: the ones carrying its texts. */
const OUT_CHUNKS = join(__dirname, '..', 'out', '_next', 'static', 'chunks');
const chunksWith = (marker: string) => readdirSync(OUT_CHUNKS).filter((f) => f.endsWith('.js') && readFileSync(join(OUT_CHUNKS, f), 'utf8').includes(marker));
const widgetChunks = () => chunksWith('contact you within 24 hours');
/** framer-motion's chunks: its reduced-motion query (the site's own code asks for `: reduce`). */
const motionChunks = () => chunksWith('"(prefers-reduced-motion)"');

/** Every exported page's HTML (the scripts a first load fetches are named in it). */
const OUT = join(__dirname, '..', 'out');
const exportedPages = (dir = OUT): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === '_next' ? [] : exportedPages(join(dir, e.name))) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );

/**
 * Fake time, paused, from before the page loads: the 150 s timer only moves when the test says.
 * Then waits until the launcher is hydrated (React has attached its handlers), i.e. the timer is set.
 */
async function loadWithFakeClock(page: Page, path = '/') {
  await page.clock.install({ time: new Date('2026-01-05T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:01+05:30'));
  await page.goto(path);
  await waitForHydration(page);
}

async function waitForHydration(page: Page) {
  await expect(launcher(page)).toBeVisible();
  await expect.poll(() => launcher(page).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
}

async function openByLauncher(page: Page) {
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** Name → MBBS Programs → MBBS in Vietnam → Get Detailed Information. */
async function walkToForm(page: Page) {
  await send(page, 'Asha');
  await dialog(page).getByRole('button', { name: 'MBBS Programs' }).last().click();
  await dialog(page).getByRole('button', { name: 'MBBS in Vietnam' }).click();
  await dialog(page).getByRole('button', { name: 'Get Detailed Information' }).click();
  await expect(dialog(page).getByRole('form', { name: 'Your details' })).toBeVisible();
}

/** The multipart body of an intercepted request, as a visitor's browser sent it. */
async function formBody(request: Request) {
  const body = new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0));
  const parsed = new Response(body, { headers: { 'content-type': request.headers()['content-type'] } });
  return Object.fromEntries(await parsed.formData());
}

/** Colour of an element as r, g, b, through a canvas (Tailwind 4 computes oklch colours). */
async function rgbOf(page: Page, selector: string, property: 'color' | 'backgroundColor') {
  return page
    .locator(selector)
    .last()
    .evaluate((el, prop) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = getComputedStyle(el)[prop];
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return { r, g, b };
    }, property);
}

test.describe('chatbot: opening', () => {
  test('opens by itself once, 150 s after load, and never again after a reload', async ({ page }) => {
    await loadWithFakeClock(page);
    await page.clock.runFor(149_000);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(dialog(page)).toBeVisible();
    await expect(log(page)).toContainText('May I know your name?');
    expect(await page.evaluate(() => localStorage.getItem('chatbotOpened'))).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(300_000);
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
  });

  test('counts the 150 s from navigation start: a framework that starts 100 s late opens it 50 s later', async ({ page }) => {
    // Fake time, paused, from before navigation (a second after install, so a loaded machine never pauses in the past); the framework's chunks are held back for 100 s of it.
    await page.clock.install({ time: new Date('2026-01-05T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01+05:30'));
    const held = await holdChunks(page);
    await gotoBeforeStartUp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(100_000);
    await held.release();
    await waitForHydration(page);
    await page.clock.runFor(49_000);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(dialog(page)).toBeVisible();
    await expect(log(page)).toContainText('May I know your name?');
  });

  test('once the visitor has opened it, it does not open by itself after a reload', async ({ page }) => {
    await loadWithFakeClock(page);
    await openByLauncher(page);
    await dialog(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();

    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(200_000);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('costs nothing on first load: the widget chunk is fetched only when the visitor asks', async ({ page }) => {
    const chunks = widgetChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const html = readFileSync(join(__dirname, '..', 'out', 'index.html'), 'utf8');
    for (const chunk of chunks) expect(html).not.toContain(chunk);

    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await loadWithFakeClock(page);
    await page.waitForLoadState('networkidle');
    expect(requested.some((p) => p.startsWith('/_next/static/chunks/'))).toBe(true);
    expect(requested.filter((p) => chunks.some((c) => p.endsWith(c)))).toEqual([]);

    const widgetRequest = page.waitForRequest((r) => chunks.some((c) => r.url().endsWith(c)));
    await launcher(page).click();
    await widgetRequest;
    await expect(dialog(page)).toBeVisible();
  });

  test('framer-motion is no part of any first load: only a visitor reaching for the chat fetches it', async ({ page }) => {
    const motion = motionChunks();
    expect(motion.length).toBeGreaterThan(0);
    for (const file of exportedPages()) {
      const html = readFileSync(file, 'utf8');
      for (const chunk of motion) expect(html, file).not.toContain(chunk);
    }

    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await loadWithFakeClock(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => motion.some((c) => p.endsWith(c)))).toEqual([]);

    await launcher(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => requested.filter((p) => motion.some((c) => p.endsWith(c))).length).toBeGreaterThan(0);
  });

  test('the launcher sits at the bottom right, clear of the WhatsApp button, on every page', VIEWPORT, async ({ page }) => {
    for (const path of ['/', '/contact/']) {
      await page.goto(path);
      const chat = await launcher(page).boundingBox();
      const whatsapp = await page
        .getByRole('link', { name: /WhatsApp/ })
        .last()
        .boundingBox();
      const viewport = page.viewportSize()!;
      expect(chat && whatsapp).toBeTruthy();
      expect(Math.round(viewport.width - (chat!.x + chat!.width))).toBe(20);
      expect(Math.round(viewport.height - (chat!.y + chat!.height))).toBe(20);
      expect(chat!.y).toBeGreaterThanOrEqual(whatsapp!.y + whatsapp!.height);
    }
  });
});

test.describe('chatbot: window', VIEWPORT, () => {
  test('a non-modal dialog of 350 × 500 px (full width on phones); minimises to a 56 px bar and restores', async ({ page }) => {
    await loadWithFakeClock(page);
    await openByLauncher(page);
    await expect(dialog(page)).not.toHaveAttribute('aria-modal', /.*/);
    await expect(log(page)).toHaveAttribute('aria-live', 'polite');
    const viewport = page.viewportSize()!;
    const box = (await dialog(page).boundingBox())!;
    if (isMobile()) {
      expect(Math.round(box.width)).toBe(viewport.width);
      expect(Math.round(box.x)).toBe(0);
      expect(box.height).toBeLessThanOrEqual(viewport.height);
    } else {
      expect(Math.round(box.width)).toBe(350);
      expect(Math.round(box.height)).toBe(500);
    }
    expect(Math.round(box.y + box.height)).toBe(isMobile() ? viewport.height : viewport.height - 20);

    await dialog(page).getByRole('button', { name: 'Minimise chat' }).click();
    await expect.poll(async () => Math.round((await dialog(page).boundingBox())!.height)).toBe(56);
    await expect(messageBox(page)).toBeHidden();
    await expect(dialog(page).getByRole('button', { name: 'Restore chat' })).toHaveAttribute('aria-expanded', 'false');

    // A click on the bar itself restores it.
    await dialog(page).getByText('Education Assistant').click();
    await expect(messageBox(page)).toBeVisible();
    await expect.poll(async () => Math.round((await dialog(page).boundingBox())!.height)).toBe(isMobile() ? Math.min(500, viewport.height) : 500);

    // And so does the restore button.
    await dialog(page).getByRole('button', { name: 'Minimise chat' }).click();
    await dialog(page).getByRole('button', { name: 'Restore chat' }).click();
    await expect(messageBox(page)).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
  });

  test('Escape closes and gives focus back to the launcher; reopening continues the conversation', async ({ page }) => {
    await loadWithFakeClock(page);
    await openByLauncher(page);
    await send(page, 'Ravi');
    await expect(log(page)).toContainText('Nice to meet you, Ravi!');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(log(page)).toContainText('Nice to meet you, Ravi!');
    await expect(messageBox(page)).toBeFocused();
  });
});

/**
 * Records, every animation frame, the computed transform of the chat's panel (inside the dialog)
 * and of the newest message; `motion()` returns them. Real time: no fake clock on these pages.
 */
async function recordMotion(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { motion: { panel: string[]; message: string[] } };
    w.motion = { panel: [], message: [] };
    const tick = () => {
      const panel = document.querySelector('[role="dialog"] > div');
      const message = document.querySelector('[role="log"] > div:last-child');
      if (panel) w.motion.panel.push(getComputedStyle(panel).transform);
      if (message) w.motion.message.push(getComputedStyle(message).transform);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return {
    motion: () => page.evaluate(() => (window as unknown as { motion: { panel: string[]; message: string[] } }).motion),
    reset: () => page.evaluate(() => Object.assign((window as unknown as { motion: object }).motion, { panel: [], message: [] })),
  };
}
const atRest = (transform: string) => transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';

test.describe('chatbot: motion', VIEWPORT, () => {
  test('the window slides in while its box holds still; a new message rises into place; closing slides it out', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const { motion, reset } = await recordMotion(page);
    await launcher(page).click();
    // From its first frame the dialog has its final place and size (only the panel inside moves).
    const box = (await dialog(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.y + box.height)).toBe(isMobile() ? viewport.height : viewport.height - 20);
    if (!isMobile()) expect([Math.round(box.width), Math.round(box.height)]).toEqual([350, 500]);
    await expect(messageBox(page)).toBeFocused();
    await expect.poll(async () => atRest((await motion()).panel.at(-1) ?? '')).toBe(true);
    expect((await motion()).panel.some((t) => !atRest(t))).toBe(true);

    await reset();
    await send(page, 'Asha');
    await expect(log(page)).toContainText('Nice to meet you, Asha!');
    await expect.poll(async () => atRest((await motion()).message.at(-1) ?? '')).toBe(true);
    expect((await motion()).message.some((t) => !atRest(t))).toBe(true);

    await dialog(page).getByRole('button', { name: 'Close chat' }).click();
    // No longer a dialog at once; the panel itself is gone once it has slid out.
    await expect(dialog(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await expect(page.getByText('Education Assistant')).toHaveCount(0);
  });

  test('with reduced motion nothing moves: the window and new messages are at rest from their first frame', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const { motion } = await recordMotion(page);
    await openByLauncher(page);
    await send(page, 'Asha');
    await expect(log(page)).toContainText('Nice to meet you, Asha!');
    await dialog(page).getByRole('button', { name: 'MBBS Programs' }).click();
    await expect(log(page)).toContainText(MBBS_OVERVIEW);
    const { panel, message } = await motion();
    expect(panel.length).toBeGreaterThan(0);
    expect(message.length).toBeGreaterThan(0);
    expect(panel.filter((t) => !atRest(t))).toEqual([]);
    expect(message.filter((t) => !atRest(t))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Education Assistant')).toHaveCount(0);
  });
});

test.describe('chatbot: conversation', () => {
  test('name → greeting with four topics → overview and sub-options → summary → lead form → success', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const posted: Request[] = [];
    await page.route(FORM_ENDPOINT, async (route) => {
      posted.push(route.request());
      await gate;
      await route.fulfill({ json: { success: true, message: 'Email sent successfully!' }, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await loadWithFakeClock(page);
    await openByLauncher(page);
    await expect(messageBox(page)).toHaveAttribute('placeholder', /name/i);

    // Step 1 → 2
    await send(page, 'Asha');
    await expect(log(page)).toContainText('Nice to meet you, Asha! What would you like to know about?');
    for (const topic of TOPICS) await expect(dialog(page).getByRole('button', { name: topic })).toBeVisible();

    // Step 2 → 3
    await dialog(page).getByRole('button', { name: 'MBBS Programs' }).click();
    await expect(log(page)).toContainText(MBBS_OVERVIEW);
    for (const sub of ['MBBS in Vietnam', 'MBBS in Russia', 'MBBS in Georgia', 'MBBS in Kazakhstan']) {
      await expect(dialog(page).getByRole('button', { name: sub })).toBeVisible();
    }

    // Step 3 → 4
    await dialog(page).getByRole('button', { name: 'MBBS in Vietnam' }).click();
    await expect(log(page)).toContainText('Here is a summary for MBBS in Vietnam:');
    await expect(log(page)).toContainText(`duration ${chatbotTexts.sampleEstimate.duration}`);
    await expect(log(page)).toContainText('cost set by each university');
    await expect(log(page)).toContainText(VIETNAM_PARTNERS);
    // The World Directory of Medical Schools lists the schools: the WHO is named only as its former publisher (until 2007).
    expect((await log(page).textContent())!.replaceAll(worldDirectory.whoFormerly, '')).not.toMatch(/\bWHO\b/);

    // The form: four labelled, required fields, pre-filled with what the visitor told us.
    await dialog(page).getByRole('button', { name: 'Get Detailed Information' }).click();
    const form = dialog(page).getByRole('form', { name: 'Your details' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('Asha');
    await expect(form.getByLabel('Preferred country')).toHaveValue('Vietnam');
    await expect(form.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
    for (const label of ['Your name', 'Phone number', 'Email address', 'Preferred country']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Phone number')).toBeFocused();

    // The browser's own checks stop an incomplete form.
    await form.getByRole('button', { name: 'Send my details' }).click();
    expect(posted).toHaveLength(0);

    await form.getByLabel('Phone number').fill('+91 98765 43210');
    await form.getByLabel('Email address').fill('asha@example.in');
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.poll(() => posted.length).toBe(1);
    release();

    await expect(log(page)).toContainText(SUCCESS);
    await expect(form).toHaveCount(0);
    const body = await formBody(posted[0]);
    expect(body).toMatchObject({
      name: 'Asha',
      phone: '+91 98765 43210',
      email: 'asha@example.in',
      country: 'Vietnam',
      subject: 'Chatbot lead: MBBS Programs – MBBS in Vietnam',
      access_key: site.form.accessKey,
    });
    expect(posted[0].method()).toBe('POST');

    // Asking again opens an empty form.
    await dialog(page).getByRole('button', { name: 'Get Detailed Information' }).click();
    await expect(dialog(page).getByRole('form', { name: 'Your details' }).getByLabel('Email address')).toHaveValue('');
  });

  test('a failed send says so in red and keeps the form with its values', async ({ page }) => {
    await page.route(FORM_ENDPOINT, (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'Invalid access key' }, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await loadWithFakeClock(page);
    await openByLauncher(page);
    await walkToForm(page);
    const form = dialog(page).getByRole('form', { name: 'Your details' });
    await form.getByLabel('Phone number').fill('9876543210');
    await form.getByLabel('Email address').fill('asha@example.in');
    await form.getByRole('button', { name: 'Send my details' }).click();

    await expect(log(page)).toContainText(ERROR);
    await expect(log(page)).not.toContainText(SUCCESS);
    const error = log(page).getByText(ERROR);
    await expect(error).toBeVisible();
    const text = await rgbOf(page, '[role="log"] p:has-text("I apologize")', 'color');
    expect(text.r).toBeGreaterThan(text.g + 40);
    expect(text.r).toBeGreaterThan(text.b + 40);

    await expect(form).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('Asha');
    await expect(form.getByLabel('Phone number')).toHaveValue('9876543210');
    await expect(form.getByLabel('Email address')).toHaveValue('asha@example.in');
    await expect(form.getByLabel('Preferred country')).toHaveValue('Vietnam');
    await expect(form.getByRole('button', { name: 'Send my details' })).toBeEnabled();
  });

  test('blank messages are ignored; free text after the name gets a reply pointing back to the topics', async ({ page }) => {
    await loadWithFakeClock(page);
    await openByLauncher(page);
    const bubbles = log(page).locator('p');
    await expect(bubbles).toHaveCount(1);
    await send(page, '    ');
    await expect(bubbles).toHaveCount(1);

    await send(page, 'Asha');
    await expect(bubbles).toHaveCount(3);
    await send(page, '   ');
    await messageBox(page).press('Enter');
    await expect(bubbles).toHaveCount(3);

    await send(page, 'Do you help with hostels?');
    await expect(bubbles).toHaveCount(5);
    await expect(bubbles.nth(3)).toHaveText('You: Do you help with hostels?');
    await expect(bubbles.nth(4)).toContainText('Thanks for your message, Asha!');
    await expect(bubbles.nth(4)).toContainText(site.headOffice.phone);
    await expect(bubbles.nth(4)).toContainText('WhatsApp');
    for (const topic of TOPICS) await expect(dialog(page).getByRole('button', { name: topic })).toHaveCount(2);
    await expect(messageBox(page)).toHaveValue('');
  });
});

test.describe('chatbot: accessibility', VIEWPORT, () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`no axe violations in the open chat with the form and an error (${theme})`, async ({ page }) => {
      await page.route(FORM_ENDPOINT, (route) => route.fulfill({ status: 500, json: { success: false }, headers: { 'Access-Control-Allow-Origin': '*' } }));
      await page.addInitScript((dark) => localStorage.setItem('darkMode', dark ? 'true' : 'false'), theme === 'dark');
      await loadWithFakeClock(page);
      await openByLauncher(page);
      await walkToForm(page);
      const form = dialog(page).getByRole('form', { name: 'Your details' });
      await form.getByLabel('Phone number').fill('9876543210');
      await form.getByLabel('Email address').fill('asha@example.in');
      await form.getByRole('button', { name: 'Send my details' }).click();
      await expect(log(page)).toContainText(ERROR);

      await page.clock.resume(); // axe schedules its own timers
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const violations = await page.evaluate(async () => {
        // @ts-expect-error axe is injected above
        const result = await window.axe.run('[role="dialog"]', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
        return result.violations.map((v: { id: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      // Includes button-name (every button has an accessible name), label and color-contrast.
      expect(violations).toEqual([]);
    });
  }
});
