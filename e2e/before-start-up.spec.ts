import { VIEWPORT, expect as baseExpect, test, waitForFramework, type Page } from './fixtures';
import { frameworkState, gotoBeforeStartUp, holdChunks } from './hold-chunks';
import { href } from '@/lib/routes';
import { leadTexts } from '@/content/lead';

/**
 * A visitor on a slow phone types and chooses while the framework's chunks are still on their way
 * (held here), then presses the button once it has started: what they entered must count.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const FORM_ENDPOINT = 'https://api.web3forms.com/submit';

/** Opens `path` with the framework held back; returns `start()`, which lets it through and waits for it. */
async function openBeforeStartUp(page: Page, path: string) {
  const held = await holdChunks(page);
  await gotoBeforeStartUp(page, path);
  await expect.poll(held.count).toBeGreaterThan(0);
  expect(await frameworkState(page)).not.toBe('started');
  return async () => {
    await held.release();
    await waitForFramework(page);
  };
}

test('IELTS: scores typed before start-up give the band once the visitor presses Calculate', async ({ page }) => {
  const start = await openBeforeStartUp(page, href('ieltsscore'));
  const form = page.getByRole('form', { name: 'IELTS overall band calculator' });
  for (const [label, value] of [
    ['Listening', '7'],
    ['Reading', '6'],
    ['Speaking', '6'],
    ['Writing', '6'],
  ])
    await form.getByLabel(label).fill(value);
  await start();
  await expect(form.getByLabel('Listening')).toHaveValue('7');
  await form.getByRole('button', { name: 'Calculate' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Your IELTS Overall Band Score' });
  await expect(dialog.locator('output')).toHaveText('6.5');
  await expect(dialog).toContainText('6.25');
});

test('CGPA: a semester count chosen before start-up stays and shows its fields; the SGPAs typed count', async ({ page }) => {
  const start = await openBeforeStartUp(page, href('cgpa'));
  const form = page.getByRole('form', { name: 'CGPA calculator' });
  await form.getByLabel('Number of semesters').selectOption('3');
  await form.getByLabel('Semester 1', { exact: true }).fill('8.5');
  await start();
  await expect(form.getByLabel('Number of semesters')).toHaveValue('3');
  await expect(form.getByLabel('Semester 1', { exact: true })).toHaveValue('8.5');
  await form.getByLabel('Semester 2', { exact: true }).fill('9');
  await form.getByLabel('Semester 3', { exact: true }).fill('7.25');
  await form.getByRole('button', { name: 'Calculate CGPA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your CGPA', exact: true });
  await expect(dialog.locator('output')).toHaveText('8.25');
  await expect(dialog).toContainText('Excellent Work!');
});

test('CGPA converter: a CGPA typed before start-up is converted once the visitor presses Convert', VIEWPORT, async ({ page }) => {
  const start = await openBeforeStartUp(page, href('cgpa'));
  const form = page.getByRole('form', { name: '10-to-4 CGPA converter' });
  const input = form.getByLabel('CGPA on the 10-point scale');
  // No page-wide script flag hides the inactive tab panel before start-up: the visitor can type in it.
  await expect(input).toBeVisible();
  // The visitor has scrolled down to it (a scroll that has ended) and types.
  await input.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await input.fill('8.5');
  await start();
  // The panel the visitor was typing in stays shown and selected, and the field in view.
  await expect(page.getByRole('tab', { name: '10-to-4 Converter' })).toHaveAttribute('aria-selected', 'true');
  await expect(input).toBeInViewport();
  await expect(input).toHaveValue('8.5');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('dialog', { name: 'Your CGPA on the 4-point scale' }).locator('output')).toHaveText('3.40');
});

test('programs: a tab followed before start-up shows its panel, and it stays in view and selected once the framework starts', VIEWPORT, async ({ page }) => {
  const start = await openBeforeStartUp(page, href('program'));
  const tab = page.getByRole('tab', { name: 'Doctoral' });
  // The tab bar is there from the first paint, and a tab is a link to its panel.
  await expect(tab).toBeVisible();
  await tab.click();
  const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeInViewport();
  // Its heading is in the clear, not under the stuck tab bar.
  const gapBelowBar = () =>
    panel.evaluate((p) => Math.round(p.getBoundingClientRect().top - document.querySelector('[role=tablist]')!.getBoundingClientRect().bottom));
  await expect.poll(gapBelowBar).toBeGreaterThanOrEqual(0);
  await start();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toBeInViewport();
  await expect.poll(gapBelowBar).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
});

test('score converter: the tests chosen before start-up survive the next keystroke and are used', async ({ page }) => {
  const start = await openBeforeStartUp(page, href('scoreconverter'));
  const form = page.getByRole('form', { name: 'English test score converter' });
  await form.getByLabel('Input test type').selectOption('IELTS');
  await form.getByLabel('Output test type').selectOption('TOEFL');
  await form.getByLabel('Your score').fill('6');
  await start();
  await form.getByLabel('Your score').pressSequentially('.5');
  await expect(form.getByLabel('Input test type')).toHaveValue('IELTS');
  await expect(form.getByLabel('Output test type')).toHaveValue('TOEFL');
  await expect(form.getByLabel('Your score')).toHaveValue('6.5');
  await form.getByRole('button', { name: 'Convert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Approximate Score' });
  await expect(dialog.locator('output')).toHaveText('79-93');
  await expect(dialog).toContainText('TOEFL (approximate)');
});

test('contact form: what was typed before start-up is sent, and kept when the send fails', async ({ page }) => {
  const posted: string[] = [];
  await page.route(FORM_ENDPOINT, (route) => {
    posted.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    return route.fulfill({ status: 500, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"success":false}' });
  });
  const start = await openBeforeStartUp(page, href('contact'));
  const form = page.locator('#contact-form');
  const values: [string, string][] = [
    ['Full Name', 'Asha Rao'],
    ['Email Address', 'asha@example.in'],
    ['Phone Number', '+91 98765 43210'],
    ['Subject', 'MS in Germany'],
    ['Message', 'Please call me after 6 pm.'],
  ];
  for (const [label, value] of values) await form.getByLabel(label).fill(value);
  await start();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: leadTexts.failureTitle })).toBeVisible();
  expect(posted).toHaveLength(1);
  for (const [, value] of values) expect(posted[0]).toContain(value);
  for (const [label, value] of values) await expect(form.getByLabel(label)).toHaveValue(value);
});

test(
  'mobile menu: opened before start-up, it stays open once the framework starts, which then closes it on a followed link',
  VIEWPORT,
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the mobile menu');
    const start = await openBeforeStartUp(page, href('home'));
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await start();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Blog' }).tap();
    await page.waitForURL((u) => u.pathname === href('blog'));
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
);

test(
  'first paint already shows what the framework will: the chat launcher in place, the countries search keeping what is typed',
  VIEWPORT,
  async ({ page }) => {
    const start = await openBeforeStartUp(page, href('countries'));
    const link = page.getByRole('link', { name: 'Write to a counsellor (contact form)' });
    await expect(link).toHaveAttribute('href', href('contact', '#contact-form'));
    const before = await link.boundingBox();
    const search = page.getByRole('searchbox', { name: 'Search countries by name' });
    await expect(search).toBeVisible();
    await search.fill('land');
    await start();

    const launcher = page.getByRole('button', { name: 'Chat with our education assistant' });
    await expect(launcher).toBeVisible();
    expect(await launcher.boundingBox()).toEqual(before);
    await expect(link).toHaveCount(0);
    await expect(search).toHaveValue('land');
    const tiles = page.getByRole('list', { name: 'Study destinations' }).getByRole('button');
    await expect(tiles).toHaveText(['Poland', 'Finland', 'Switzerland', 'Ireland']);
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Chat with our education assistant' })).toBeVisible();
  },
);
