import { VIEWPORT, expect as baseExpect, test, type Page } from './fixtures';
import { cgpaTool, ieltsTool, scoreConverterTool } from '@/content/tools';
import { mbbsCheck, mbbsCheckFacts } from '@/content/mbbs-check';
import { CHECK_LIMITS, RULE_IDS } from '@/lib/mbbs-check';
import { href, localizedHref } from '@/content/routes';
import { cgpaFeedbackLevel } from '@/lib/cgpa';
import { fillText } from '@/lib/locale';
import { formatLimit } from '@/lib/calc-input';
import { CONCORDANCES, TEST_RANGES, type TestName } from '@/lib/score-converter';
import { contentFor } from '@/content/i18n';

const { mbbsCheck: teMbbsCheck } = contentFor('te');
const { mbbsCheck: hiMbbsCheck } = contentFor('hi');

// Shared CI machines build and test several exports at once: allow slow hydration.
const expect = baseExpect.configure({ timeout: 15_000 });

// The tools' words as their page files give them (content/pages/en/{ieltsscore,cgpa,scoreconverter}.yaml).
const I = ieltsTool.form;
const SKILLS = [I.skills.listening, I.skills.reading, I.skills.speaking, I.skills.writing];
const C = cgpaTool.calculator;
const V = cgpaTool.converter;
const S = scoreConverterTool.form;
const T = scoreConverterTool.testNames;
/** A calculator's message for a field holding what it cannot use: the field and what it takes (content's `accepts`). */
const accepts = (template: string, label: string, rule: { min: number; max: number; step: number }) =>
  fillText(template, { label, min: formatLimit(rule.min), max: formatLimit(rule.max), step: formatLimit(rule.step) });
const semester = (n: number) => fillText(C.semesterLabel, { n: String(n) });
const feedback = (cgpa: number) => C.feedback[cgpaFeedbackLevel(cgpa)];
const sourceOf = (from: TestName, to: TestName) => scoreConverterTool.sources[CONCORDANCES.find((c) => c.from === from && c.to === to)!.source];

async function expectNoBrokenNumbers(page: Page) {
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
}

test.describe('IELTS calculator', () => {
  const open = async (page: Page, path = '/ieltsscore/') => {
    await page.goto(path);
    const form = page.getByRole('form', { name: I.formLabel });
    await expect(form).toBeVisible();
    return form;
  };

  test('calculates the overall band in a dialog and clears the fields', async ({ page }) => {
    const form = await open(page);
    await expect(page.getByRole('heading', { level: 1, name: ieltsTool.hero.title })).toBeVisible();
    await form.getByLabel(I.skills.listening).fill('7');
    await form.getByLabel(I.skills.reading).fill('6.5');
    await form.getByLabel(I.skills.speaking).fill('6');
    await form.getByLabel(I.skills.writing).fill('6');
    await form.getByRole('button', { name: I.submit }).click();

    const dialog = page.getByRole('dialog', { name: I.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('6.5');
    await expect(dialog).toContainText('6.375');
    const cta = dialog.getByRole('link', { name: I.actions.ctaLabel });
    const ctaUrl = new URL((await cta.getAttribute('href'))!, 'http://x');
    expect(ctaUrl.pathname).toBe('/contact/');
    expect(ctaUrl.searchParams.get('subject')).toBe(fillText(I.actions.ctaSubject, { result: '6.5' }));

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    for (const label of SKILLS) await expect(form.getByLabel(label)).toHaveValue('');
  });

  test('rounds .125 down and .75 up; Escape and the backdrop close the dialog', VIEWPORT, async ({ page }) => {
    const form = await open(page);
    const dialog = page.getByRole('dialog', { name: I.dialogTitle });
    const calc = async (scores: string[]) => {
      for (const [i, label] of SKILLS.entries()) await form.getByLabel(label).fill(scores[i]);
      await form.getByRole('button', { name: I.submit }).click();
      await expect(dialog).toBeVisible();
    };
    await calc(['6', '6', '6', '6.5']);
    await expect(dialog.locator('output')).toHaveText('6.0');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await calc(['6.5', '6.5', '7', '7']);
    await expect(dialog.locator('output')).toHaveText('7.0');
    await page.mouse.click(4, 4); // the backdrop
    await expect(dialog).toBeHidden();
  });

  test('shows its validation message inline, focused, for missing, out-of-range and odd inputs', async ({ page }) => {
    const form = await open(page);
    const message = I.messages.invalid;
    await form.getByRole('button', { name: I.submit }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(message);
    await expect(alert).toBeFocused();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Out of range (9.5, and 1e3 = 1000): the spec's message; the field keeps what was typed.
    await form.getByLabel(I.skills.listening).fill('9.5');
    await form.getByLabel(I.skills.reading).fill('6');
    await form.getByLabel(I.skills.speaking).pressSequentially('1e3');
    await form.getByLabel(I.skills.writing).focus();
    // A comma as the decimal mark, as many phone keyboards give it, is read as one.
    await page.keyboard.insertText('7,5');
    await form.getByRole('button', { name: I.submit }).click();
    await expect(alert).toHaveText(message);
    await expect(alert).toBeFocused();
    await expect(form.getByLabel(I.skills.listening)).toHaveValue('9.5');
    await expectNoBrokenNumbers(page);
    // Text that is no number is named with what the field takes (it is kept, not dropped).
    await form.getByLabel(I.skills.reading).fill('');
    await form.getByLabel(I.skills.reading).pressSequentially('abc');
    await form.getByRole('button', { name: I.submit }).click();
    await expect(alert).toHaveText(accepts(I.accepts, I.skills.reading, { min: 0, max: 9, step: 0.5 }));
    await expect(form.getByLabel(I.skills.reading)).toHaveValue('abc');
    await form.getByLabel(I.skills.listening).fill('6');
    await form.getByLabel(I.skills.reading).fill('6');
    await form.getByLabel(I.skills.speaking).fill('6');
    await form.getByRole('button', { name: I.submit }).click();
    // (6 + 6 + 6 + 7.5) / 4 = 6.375 → 6.5
    await expect(page.getByRole('dialog', { name: ieltsTool.form.dialogTitle }).locator('output')).toHaveText('6.5');
    await page.keyboard.press('Escape');

    // -0 is a number (0); a number too large to hold (like 1e999) is named with what the field takes
    await form.getByLabel(I.skills.listening).fill('-0');
    await form.getByLabel(I.skills.reading).fill('0');
    await form.getByLabel(I.skills.speaking).fill('0.5');
    await form.getByLabel(I.skills.writing).fill('1' + '0'.repeat(400));
    await form.getByRole('button', { name: I.submit }).click();
    await expect(alert).toHaveText(accepts(I.accepts, I.skills.writing, { min: 0, max: 9, step: 0.5 }));
    await form.getByLabel(I.skills.writing).fill('10');
    await form.getByRole('button', { name: I.submit }).click();
    await expect(alert).toHaveText(message);
    // A band between the half steps, and text the browser cannot read as a number: each named with what it takes.
    await form.getByLabel(I.skills.writing).fill('6.3');
    await form.getByRole('button', { name: I.submit }).click();
    await expect(alert).toHaveText(accepts(I.accepts, I.skills.writing, { min: 0, max: 9, step: 0.5 }));
    await form.getByLabel(I.skills.writing).fill('');
    await form.getByLabel(I.skills.writing).pressSequentially('--1');
    await form.getByRole('button', { name: I.submit }).click();
    await expect(alert).toHaveText(accepts(I.accepts, I.skills.writing, { min: 0, max: 9, step: 0.5 }));
    await form.getByLabel(I.skills.writing).fill('0.5');
    await form.getByRole('button', { name: I.submit }).click();
    await expect(page.getByRole('dialog').locator('output')).toHaveText('0.5');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expectNoBrokenNumbers(page);
  });

  test('a shared link restores the result', async ({ page }) => {
    await page.goto('/ieltsscore?l=7&r=6.5&s=6&w=6');
    const dialog = page.getByRole('dialog', { name: I.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('6.5');
    await expect(dialog.getByRole('row', { name: I.skills.reading })).toContainText('6.5');

    // the result's own share link opens the same result
    const href = await dialog.getByRole('link', { name: I.actions.shareLink }).evaluate((a) => (a as HTMLAnchorElement).href);
    expect(new URL(href).search).toBe('?l=7&r=6.5&s=6&w=6');
  });

  test('the explanation is in the page', async ({ page }) => {
    await page.goto('/ieltsscore/');
    await expect(page.getByRole('heading', { name: ieltsTool.explanation.title })).toBeVisible();
  });
});

test.describe('CGPA tools', () => {
  const open = async (page: Page, path = '/cgpa/') => {
    await page.goto(path);
    const form = page.getByRole('form', { name: C.formLabel });
    await expect(form).toBeVisible();
    return form;
  };

  test('calculates the CGPA with its feedback in a dialog', async ({ page }) => {
    const form = await open(page);
    await expect(page.getByRole('tab', { name: cgpaTool.tabs.calculator })).toHaveAttribute('aria-selected', 'true');
    await form.getByLabel(C.semestersLabel).selectOption('3');
    await form.getByLabel(semester(1), { exact: true }).fill('8.5');
    await form.getByLabel(semester(2), { exact: true }).fill('9');
    await form.getByLabel(semester(3), { exact: true }).fill('7.25');
    await form.getByRole('button', { name: C.submit }).click();

    const dialog = page.getByRole('dialog', { name: C.dialogTitle, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('8.25');
    await expect(dialog).toContainText(feedback(8.25));
    const subject = new URL((await dialog.getByRole('link', { name: C.actions.ctaLabel }).getAttribute('href'))!, 'http://x').searchParams.get('subject');
    expect(subject).toBe(fillText(C.actions.ctaSubject, { result: '8.25' }));
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel(semester(1), { exact: true })).toHaveValue('8.5');
  });

  test('asks for each missing semester inline; a value outside 0–10 stays as typed and is named at Calculate; 8,25 is read as 8.25', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel(C.semestersLabel).selectOption('2');
    await form.getByRole('button', { name: C.submit }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(fillText(C.messages.missing, { n: '1' }));
    await expect(alert).toBeFocused();

    const first = form.getByLabel(semester(1), { exact: true });
    // Nothing typed is rewritten behind the visitor's back (it once became "10", then "9.00").
    await first.pressSequentially('99999');
    await expect(first).toHaveValue('99999');
    await form.getByLabel(semester(2), { exact: true }).fill('8');
    await form.getByRole('button', { name: C.submit }).click();
    await expect(alert).toHaveText(fillText(C.messages.invalid, { n: '1' }));
    await first.fill('7');
    await form.getByLabel(semester(2), { exact: true }).fill('');
    await form.getByRole('button', { name: C.submit }).click();
    await expect(alert).toHaveText(fillText(C.messages.missing, { n: '2' }));
    // A comma as the decimal mark, as many phone keyboards give it.
    await first.fill('8,25');
    await form.getByLabel(C.semestersLabel).selectOption('1');
    await form.getByRole('button', { name: C.submit }).click();
    await expect(page.getByRole('dialog', { name: C.dialogTitle, exact: true }).locator('output')).toHaveText('8.25');
    await expectNoBrokenNumbers(page);
  });

  test('reducing the number of semesters deletes the removed semesters', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel(C.semestersLabel).selectOption('3');
    await form.getByLabel(semester(1), { exact: true }).fill('6');
    await form.getByLabel(semester(2), { exact: true }).fill('9');
    await form.getByLabel(semester(3), { exact: true }).fill('9');
    await form.getByLabel(C.semestersLabel).selectOption('1');
    await expect(form.getByLabel(semester(2), { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: C.submit }).click();
    const dialog = page.getByRole('dialog', { name: C.dialogTitle, exact: true });
    await expect(dialog.locator('output')).toHaveText('6.00');
    await expect(dialog).toContainText(feedback(6));
    await page.keyboard.press('Escape');

    await form.getByLabel(C.semestersLabel).selectOption('3');
    await expect(form.getByLabel(semester(2), { exact: true })).toHaveValue('');
    await expect(form.getByLabel(semester(3), { exact: true })).toHaveValue('');
  });

  test('the 10-to-4 converter has its own tab and its own dialog', async ({ page }) => {
    await open(page);
    await page.getByRole('tab', { name: cgpaTool.tabs.converter }).click();
    const form = page.getByRole('form', { name: V.formLabel });
    await expect(form).toBeVisible();
    await expect(page.getByRole('form', { name: C.formLabel })).toBeHidden();

    await form.getByRole('button', { name: V.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(V.messages.empty);
    await expect(form.getByRole('alert')).toBeFocused();

    const input = form.getByLabel(V.inputLabel);
    await input.pressSequentially('85');
    await expect(input).toHaveValue('85');
    await form.getByRole('button', { name: V.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(V.messages.invalid);
    await input.fill('8,5');
    await form.getByRole('button', { name: V.submit }).click();
    const dialog = page.getByRole('dialog', { name: V.dialogTitle });
    await expect(dialog.locator('output')).toHaveText('3.40');
    await expect(page.getByRole('dialog', { name: C.dialogTitle, exact: true })).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('shared links restore the CGPA and the conversion', async ({ page }) => {
    await page.goto('/cgpa?semester1=8.5&semester2=9');
    const dialog = page.getByRole('dialog', { name: C.dialogTitle, exact: true });
    await expect(dialog.locator('output')).toHaveText('8.75');
    await expect(dialog).toContainText(feedback(8.75));
    await page.keyboard.press('Escape');
    await expect(page.getByLabel(C.semestersLabel)).toHaveValue('2');
    await expect(page.getByLabel(semester(2), { exact: true })).toHaveValue('9');

    await page.goto('/cgpa/?cgpa=9.2');
    const converted = page.getByRole('dialog', { name: V.dialogTitle });
    await expect(converted.locator('output')).toHaveText('3.68');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tab', { name: cgpaTool.tabs.converter })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(V.inputLabel)).toHaveValue('9.2');
  });
});

test.describe('Score converter', () => {
  const open = async (page: Page, path = '/scoreconverter/') => {
    await page.goto(path);
    const form = page.getByRole('form', { name: S.formLabel });
    await expect(form).toBeVisible();
    return form;
  };

  test('converts TOEFL to IELTS with an approximate label and the table’s source', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel(S.inputTestLabel).selectOption('TOEFL');
    await form.getByLabel(S.scoreLabel).fill('100');
    await form.getByLabel(S.outputTestLabel).selectOption('IELTS');
    await form.getByRole('button', { name: S.submit }).click();

    const dialog = page.getByRole('dialog', { name: S.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('7.0');
    await expect(dialog).toContainText(fillText(S.resultLabel, { to: T.IELTS }));
    await expect(dialog).toContainText(`${S.sourceLabel} ${sourceOf('TOEFL', 'IELTS')}`);
    const subject = new URL((await dialog.getByRole('link', { name: S.actions.ctaLabel }).getAttribute('href'))!, 'http://x').searchParams.get('subject');
    expect(subject).toBe(fillText(S.actions.ctaSubject, { from: T.TOEFL, score: '100', to: T.IELTS, result: '7.0' }));
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('converts PTE to Duolingo through IELTS and says so', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel(S.inputTestLabel).selectOption('PTE');
    await form.getByLabel(S.scoreLabel).fill('65');
    await form.getByLabel(S.outputTestLabel).selectOption('Duolingo');
    await form.getByRole('button', { name: S.submit }).click();
    const dialog = page.getByRole('dialog', { name: S.dialogTitle });
    await expect(dialog.locator('output')).toHaveText('130-135');
    await expect(dialog).toContainText(sourceOf('PTE', 'Duolingo'));
  });

  test('shows its validation messages inline; a score outside the input test’s range stays as typed and is named', async ({ page }) => {
    const form = await open(page);
    const alert = form.getByRole('alert');
    const score = form.getByLabel(S.scoreLabel);

    await form.getByRole('button', { name: S.submit }).click();
    await expect(alert).toHaveText(S.messages.empty);
    await expect(alert).toBeFocused();

    await score.pressSequentially('99999'); // TOEFL: 0–120
    await expect(score).toHaveValue('99999');
    await form.getByRole('button', { name: S.submit }).click();
    await expect(alert).toHaveText(fillText(S.messages.range, { test: T.TOEFL, min: String(TEST_RANGES.TOEFL.min), max: String(TEST_RANGES.TOEFL.max) }));
    await score.fill('100');
    await form.getByLabel(S.outputTestLabel).selectOption('TOEFL');
    await form.getByRole('button', { name: S.submit }).click();
    await expect(alert).toHaveText(S.messages.sameTest);

    await form.getByLabel(S.inputTestLabel).selectOption('PTE');
    await score.fill('');
    await score.pressSequentially('95'); // PTE: 10–90
    await expect(score).toHaveValue('95');
    await form.getByRole('button', { name: S.submit }).click();
    await expect(alert).toHaveText(fillText(S.messages.range, { test: T.PTE, min: String(TEST_RANGES.PTE.min), max: String(TEST_RANGES.PTE.max) }));
    await expect(alert).toBeFocused();

    await form.getByLabel(S.inputTestLabel).selectOption('IELTS');
    await score.fill('');
    await score.pressSequentially('9.5');
    await expect(score).toHaveValue('9.5');
    await form.getByRole('button', { name: S.submit }).click();
    await expect(alert).toHaveText(fillText(S.messages.range, { test: T.IELTS, min: String(TEST_RANGES.IELTS.min), max: String(TEST_RANGES.IELTS.max) }));

    await form.getByLabel(S.inputTestLabel).selectOption('Duolingo');
    await score.fill('');
    await score.pressSequentially('5');
    await form.getByRole('button', { name: S.submit }).click();
    await expect(alert).toHaveText(
      fillText(S.messages.range, { test: T.Duolingo, min: String(TEST_RANGES.Duolingo.min), max: String(TEST_RANGES.Duolingo.max) }),
    );
    // A score between the test's steps (Duolingo goes in fives) is named with the step, never converted.
    await score.fill('');
    await score.pressSequentially('103');
    await form.getByRole('button', { name: S.submit }).click();
    await expect(alert).toHaveText(accepts(S.messages.accepts, S.scoreLabel, TEST_RANGES.Duolingo));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoBrokenNumbers(page);
  });

  test('a shared link restores the conversion', async ({ page }) => {
    await page.goto('/scoreconverter?from=IELTS&score=6.5&to=TOEFL');
    const dialog = page.getByRole('dialog', { name: S.dialogTitle });
    await expect(dialog.locator('output')).toHaveText('79-93');
    await expect(dialog).toContainText(fillText(S.resultLabel, { to: T.TOEFL }));
    await page.keyboard.press('Escape');
    await expect(page.getByLabel(S.inputTestLabel)).toHaveValue('IELTS');
    await expect(page.getByLabel(S.scoreLabel)).toHaveValue('6.5');
    await expect(page.getByLabel(S.outputTestLabel)).toHaveValue('TOEFL');
  });

  test('every table and its source are in the page', async ({ page }) => {
    await page.goto('/scoreconverter/');
    await expect(page.getByRole('heading', { name: scoreConverterTool.tables.title })).toBeVisible();
    await page.getByText('PTE → IELTS', { exact: true }).click();
    const table = page.locator('#table-pte-ielts');
    await expect(table.getByRole('row', { name: '63–70 7.0' })).toBeVisible();
    await expect(table).toContainText(sourceOf('PTE', 'IELTS'));
  });
});

test.describe('MBBS degree check', () => {
  // The rules' figures are the facts files' (content/facts/mbbs.yaml, neet.yaml), read here as the page reads them.
  const M = mbbsCheck;
  const n = (key: keyof typeof mbbsCheckFacts) => mbbsCheckFacts[key].value as number;

  test('an offer checked rule by rule with its sources, a link that reopens it, and the rules as a paper checklist without script', async ({
    page,
    request,
  }) => {
    await page.goto(href('mbbsCheck'));
    const form = page.getByRole('form', { name: M.form.label });
    await expect(form).toBeVisible();

    // Bad input is said in words.
    await form.getByLabel(M.form.pcb, { exact: true }).fill('120');
    await form.getByRole('button', { name: M.form.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(M.messages.pcb);

    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field(M.form.months).fill(String(n('courseMonths') + 18));
    await field(M.form.intern).fill(String(n('internshipMonths')));
    await field(M.form.internAt).selectOption('same');
    await field(M.form.lang).selectOption('english');
    await field(M.form.oneInst).selectOption('yes');
    await field(M.form.online).selectOption('none');
    await field(M.form.practise).selectOption('yes');
    await field(M.form.join).fill('2027-09-01');
    await field(M.form.neet).selectOption('qualified');
    await field(M.form.neetYear).fill('2027');
    await field(M.form.pcb).fill(String(n('pcbGeneralPercent')));
    await field(M.form.cat).selectOption('general');
    await field(M.form.eng).selectOption('yes');
    await field(M.form.dob).fill(`${2027 - n('minimumAge')}-06-30`);
    await form.getByRole('button', { name: M.form.submit }).click();

    const result = page.getByRole('region', { name: M.result.title });
    await expect(result.locator('output')).toHaveText(M.result.overall.meetsChecked);
    const course = result.getByRole('row', { name: new RegExp(M.rules.courseLength.name) });
    await expect(course).toContainText(M.result.status.met);
    await expect(course.getByRole('link', { name: `${M.fact.source}: ${mbbsCheckFacts.courseMonths.source.name}` })).toHaveAttribute(
      'href',
      mbbsCheckFacts.courseMonths.source.url,
    );
    await expect(result.getByRole('row', { name: new RegExp(M.rules.subjects.name) })).toContainText(M.result.status.unknown);
    await expect(result.getByRole('listitem').filter({ hasText: M.rules.subjects.document })).toBeVisible();
    await expectNoBrokenNumbers(page);

    // The address bar holds the check: opening it again shows the same answer, the form filled.
    await expect(page).toHaveURL(/months=/);
    await page.goto(page.url());
    await expect(page.getByRole('region', { name: M.result.title }).locator('output')).toHaveText(M.result.overall.meetsChecked);
    await expect(page.getByRole('form', { name: M.form.label }).getByLabel(M.form.months, { exact: true })).toHaveValue(String(n('courseMonths') + 18));

    // A month short of the rule: not met, and the answer says so.
    await page.goto(`${href('mbbsCheck')}?months=${n('courseMonths') - 1}`);
    const short = page.getByRole('region', { name: M.result.title });
    await expect(short.locator('output')).toHaveText(M.result.overall.notMet);
    await expect(short.getByRole('row', { name: new RegExp(M.rules.courseLength.name) })).toContainText(M.result.status.notMet);

    // Without script: the rules as a checklist with their sources, in Telugu too; each university card links the check pre-filled.
    const html = await (await request.get(href('mbbsCheck'))).text();
    expect(html).toContain(M.checklist.title);
    for (const id of RULE_IDS) expect(html).toContain(M.rules[id].rule);
    expect(html).toContain(mbbsCheckFacts.courseMonths.source.url);
    const te = await (await request.get(localizedHref('mbbsCheck', 'te'))).text();
    expect(te).toContain(teMbbsCheck.checklist.title);
    const mbbsPage = await (await request.get(href('mbbs'))).text();
    expect(mbbsPage).toMatch(new RegExp(`href="${href('mbbsCheck')}\\?uni=`));
  });
  test('a student whose classes started in 2019: the 2002 regulations, no 2021 rule marked, online study still checked against the notices', async ({
    page,
  }) => {
    await page.goto(href('mbbsCheck'));
    const form = page.getByRole('form', { name: M.form.label });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field(M.form.months).fill('48');
    await field(M.form.join).fill('2019-09-01');
    await field(M.form.online).selectOption('notMadeUp');
    await form.getByRole('button', { name: M.form.submit }).click();

    const result = page.getByRole('region', { name: M.result.title });
    await expect(result.locator('output')).toHaveText(M.result.overall.before);
    await expect(result.getByRole('heading', { name: M.result.earlier.title })).toBeVisible();
    await expect(result.getByText(M.result.earlier.bs)).toBeVisible();
    const course = result.getByRole('row', { name: new RegExp(M.rules.courseLength.name) });
    await expect(course).toContainText(M.result.status.earlier);
    await expect(course).not.toContainText(M.result.status.notMet);
    // The online classes: not made up in person is not met, with each notice the check applies.
    const online = result.getByRole('row', { name: new RegExp(M.rules.inPerson.name) });
    await expect(online).toContainText(M.result.status.notMet);
    for (const key of ['onlineOnly', 'onlineCompensation', 'onlineInternship'] as const)
      await expect(online.getByRole('link', { name: `${M.fact.source}: ${mbbsCheckFacts[key].source.name}` })).toHaveAttribute(
        'href',
        mbbsCheckFacts[key].source.url,
      );
    await expect(result.getByRole('row', { name: new RegExp(M.rules.indiaInternship.name) })).toContainText(M.result.status.required);
  });

  test('the same 2019 joiner’s link in Telugu and in Hindi gives the same answer in their words', async ({ page }) => {
    for (const [T, locale] of [
      [teMbbsCheck, 'te'],
      [hiMbbsCheck, 'hi'],
    ] as const) {
      await page.goto(`${localizedHref('mbbsCheck', locale)}?months=48&join=2019-09-01&online=notMadeUp`);
      const result = page.getByRole('region', { name: T.result.title });
      await expect(result.locator('output')).toHaveText(T.result.overall.before);
      await expect(result.getByRole('heading', { name: T.result.earlier.title })).toBeVisible();
      await expect(result.getByRole('row', { name: new RegExp(T.rules.courseLength.name) })).toContainText(T.result.status.earlier);
      await expect(result.getByRole('row', { name: new RegExp(T.rules.inPerson.name) })).toContainText(T.result.status.notMet);
    }
  });

  test('a share link with 72.5 months is refused as the form refuses it, the field holding what the link gave', async ({ page }) => {
    await page.goto(`${href('mbbsCheck')}?months=72.5&intern=12`);
    const form = page.getByRole('form', { name: M.form.label });
    await expect(form.getByRole('alert')).toHaveText(accepts(M.messages.accepts, M.form.months, CHECK_LIMITS.months));
    await expect(form.getByLabel(M.form.months, { exact: true })).toHaveValue('72.5');
    await expect(page.getByRole('region', { name: M.result.title })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form’s address (a GET with its fields) shows no dead field: a note links the rules as a checklist', async ({ page }) => {
      await page.goto(`${href('mbbsCheck')}?months=60&intern=12&internAt=same`);
      await expect(page.getByLabel(M.form.months, { exact: true })).toBeHidden();
      await expect(page.getByRole('button', { name: M.form.submit })).toBeHidden();
      await expect(page.getByText(M.checklist.noScript)).toBeVisible();
      await page.getByRole('link', { name: M.checklist.noScriptLink }).click();
      await expect(page).toHaveURL(/#rules-checklist$/);
      const checklist = page.locator('#rules-checklist');
      await expect(checklist.getByRole('heading', { name: M.checklist.title })).toBeInViewport();
      for (const id of ['inPerson', 'neetValid', 'licentiateTime'] as const) await expect(checklist.getByText(M.rules[id].rule)).toBeVisible();
    });
  });
});
