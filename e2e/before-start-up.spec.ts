import { VIEWPORT, expect as baseExpect, test, frameworkStarted, type Page } from './fixtures';
import { frameworkState, gotoBeforeStartUp, holdChunks } from './hold-chunks';
import { href } from '@/content/routes';
import { START_EVENT } from '@/lib/framework-start';
import { fillText } from '@/lib/locale';
import { chatbotLauncher, chatbotTexts } from '@/content/chatbot';
import { contact } from '@/content/contact';
import { countries, explorerCopy } from '@/content/countries';
import { mainNav } from '@/content/navigation';
import { programCategories } from '@/content/programs';
import { shell } from '@/content/shell';
import { cgpaFeedbackLevel } from '@/lib/cgpa';
import { filterCountries } from '@/lib/country-search';
import { cgpaTool, ieltsTool, scoreConverterTool } from '@/content/tools';
import { leadTexts } from '@/content/lead';

/**
 * A visitor on a slow phone types and chooses while the framework's chunks are still on their way
 * (held here), then presses the button once it has started: what they entered must count.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const FORM_ENDPOINT = 'https://api.web3forms.com/submit';

// The pages' words as their files give them (content/pages/en/*.yaml).
const I = ieltsTool.form;
const C = cgpaTool.calculator;
const V = cgpaTool.converter;
const S = scoreConverterTool.form;
const semester = (n: number) => fillText(C.semesterLabel, { n: String(n) });
const field = (name: string) => contact.form.fields.find((f) => f.name === name)!.label;
const blogLink = mainNav.find((i) => i.to === 'blog')!.label;

/**
 * Opens `path` with the framework held back (what the visitor does there asks for it: the loader
 * starts it on demand); returns `start()`, which lets it through and waits for it.
 */
async function openBeforeStartUp(page: Page, path: string) {
  const held = await holdChunks(page);
  await gotoBeforeStartUp(page, path);
  expect(await frameworkState(page)).not.toBe('started');
  return async () => {
    await held.release();
    // Asked for as any island's first reach asks (what the visitor did may have asked already).
    await page.evaluate((event) => document.dispatchEvent(new Event(event)), START_EVENT);
    await frameworkStarted(page);
  };
}

test('IELTS: scores typed before start-up give the band once the visitor presses Calculate', async ({ page }) => {
  const start = await openBeforeStartUp(page, href('ieltsscore'));
  const form = page.getByRole('form', { name: I.formLabel });
  for (const [label, value] of [
    [I.skills.listening, '7'],
    [I.skills.reading, '6'],
    [I.skills.speaking, '6'],
    [I.skills.writing, '6'],
  ])
    await form.getByLabel(label).fill(value);
  await start();
  await expect(form.getByLabel(I.skills.listening)).toHaveValue('7');
  await form.getByRole('button', { name: I.submit }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: I.dialogTitle });
  await expect(dialog.locator('output')).toHaveText('6.5');
  await expect(dialog).toContainText('6.25');
});

test('CGPA: a semester count chosen before start-up stays and shows its fields; the SGPAs typed count', async ({ page }) => {
  const start = await openBeforeStartUp(page, href('cgpa'));
  const form = page.getByRole('form', { name: C.formLabel });
  await form.getByLabel(C.semestersLabel).selectOption('3');
  await form.getByLabel(semester(1), { exact: true }).fill('8.5');
  await start();
  await expect(form.getByLabel(C.semestersLabel)).toHaveValue('3');
  await expect(form.getByLabel(semester(1), { exact: true })).toHaveValue('8.5');
  await form.getByLabel(semester(2), { exact: true }).fill('9');
  await form.getByLabel(semester(3), { exact: true }).fill('7.25');
  await form.getByRole('button', { name: C.submit }).click();
  const dialog = page.getByRole('dialog', { name: C.dialogTitle, exact: true });
  await expect(dialog.locator('output')).toHaveText('8.25');
  await expect(dialog).toContainText(C.feedback[cgpaFeedbackLevel(8.25)]);
});

test('CGPA converter: a CGPA typed before start-up is converted once the visitor presses Convert', VIEWPORT, async ({ page }) => {
  const start = await openBeforeStartUp(page, href('cgpa'));
  const form = page.getByRole('form', { name: V.formLabel });
  const input = form.getByLabel(V.inputLabel);
  // No page-wide script flag hides the inactive tab panel before start-up: the visitor can type in it.
  await expect(input).toBeVisible();
  // The visitor has scrolled down to it (a scroll that has ended) and types.
  await input.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await input.fill('8.5');
  await start();
  // The panel the visitor was typing in stays shown and selected, and the field in view.
  await expect(page.getByRole('tab', { name: cgpaTool.tabs.converter })).toHaveAttribute('aria-selected', 'true');
  await expect(input).toBeInViewport();
  await expect(input).toHaveValue('8.5');
  await form.getByRole('button', { name: V.submit }).click();
  await expect(page.getByRole('dialog', { name: V.dialogTitle }).locator('output')).toHaveText('3.40');
});

test('programs: a tab followed before start-up shows its panel, and it stays in view and selected once the framework starts', VIEWPORT, async ({ page }) => {
  const start = await openBeforeStartUp(page, href('program'));
  const tab = page.getByRole('tab', { name: programCategories.at(-1)!.title, exact: true });
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
  const form = page.getByRole('form', { name: S.formLabel });
  await form.getByLabel(S.inputTestLabel).selectOption('IELTS');
  await form.getByLabel(S.outputTestLabel).selectOption('TOEFL');
  await form.getByLabel(S.scoreLabel).fill('6');
  await start();
  await form.getByLabel(S.scoreLabel).pressSequentially('.5');
  await expect(form.getByLabel(S.inputTestLabel)).toHaveValue('IELTS');
  await expect(form.getByLabel(S.outputTestLabel)).toHaveValue('TOEFL');
  await expect(form.getByLabel(S.scoreLabel)).toHaveValue('6.5');
  await form.getByRole('button', { name: S.submit }).click();
  const dialog = page.getByRole('dialog', { name: S.dialogTitle });
  await expect(dialog.locator('output')).toHaveText('79-93');
  await expect(dialog).toContainText(fillText(S.resultLabel, { to: scoreConverterTool.testNames.TOEFL }));
});

test('contact form: what was typed before start-up is sent, and kept when the service refuses it', async ({ page }) => {
  const posted: string[] = [];
  await page.route(FORM_ENDPOINT, (route) => {
    posted.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    // A refusal (a 5xx is a busy service: the lead would be saved and the form cleared).
    return route.fulfill({ status: 400, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"success":false}' });
  });
  const start = await openBeforeStartUp(page, href('contact'));
  const form = page.locator('#contact-form');
  const values: [string, string][] = [
    [field('name'), 'Asha Rao'],
    [field('email'), 'asha@example.in'],
    [field('phone'), '+91 98765 43210'],
    [field('subject'), 'MS in Germany'],
    [field('message'), 'Please call me after 6 pm.'],
  ];
  for (const [label, value] of values) await form.getByLabel(label).fill(value);
  await start();
  await form.getByRole('button', { name: contact.form.submitLabel }).click();
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
    const button = page.getByRole('button', { name: shell.mobileMenu.open });
    await button.tap();
    const menu = page.getByRole('dialog', { name: shell.mobileMenu.dialogLabel });
    await expect(menu).toBeVisible();
    await start();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: blogLink, exact: true }).tap();
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
    // The chat's button is there before start-up (its link to the contact form is only for scripts off or a failed start).
    const launcher = page.getByRole('button', { name: chatbotLauncher.label });
    await expect(launcher).toBeVisible();
    await expect(page.getByRole('link', { name: chatbotLauncher.fallbackLabel })).toBeHidden();
    const before = await launcher.boundingBox();
    const search = page.getByRole('searchbox', { name: explorerCopy.searchLabel });
    await expect(search).toBeVisible();
    // Part of the first destination's name: the tiles that stay are the ones the search keeps (content/countries/).
    const query = countries[0].name.slice(1, 4).toLowerCase();
    await search.fill(query);
    await start();

    await expect(launcher).toBeVisible();
    expect(await launcher.boundingBox()).toEqual(before);
    await expect(search).toHaveValue(query);
    const tiles = page.getByRole('list', { name: explorerCopy.tilesLabel }).getByRole('button');
    await expect(tiles).toHaveText(filterCountries(countries, query).map((c) => c.name));
    await launcher.click();
    await expect(page.getByRole('dialog', { name: chatbotTexts.dialogLabel })).toBeVisible();
  },
);
