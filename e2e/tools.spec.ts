import { VIEWPORT, expect as baseExpect, test, type Locator, type Page } from './fixtures';

// Shared CI machines build and test several exports at once: allow slow hydration.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Waits until React has hydrated a form, so a click runs the calculator rather than a plain GET submit. */
async function ready(page: Page, form: Locator) {
  await expect(form).toBeVisible();
  await page.waitForFunction((el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps')), await form.elementHandle());
}

async function expectNoBrokenNumbers(page: Page) {
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
}

test.describe('IELTS calculator', () => {
  const open = async (page: Page, path = '/ieltsscore/') => {
    await page.goto(path);
    const form = page.getByRole('form', { name: 'IELTS overall band calculator' });
    await ready(page, form);
    return form;
  };

  test('calculates the overall band in a dialog and clears the fields', async ({ page }) => {
    const form = await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'IELTS Overall Score Calculator' })).toBeVisible();
    await form.getByLabel('Listening').fill('7');
    await form.getByLabel('Reading').fill('6.5');
    await form.getByLabel('Speaking').fill('6');
    await form.getByLabel('Writing').fill('6');
    await form.getByRole('button', { name: 'Calculate' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your IELTS Overall Band Score' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('6.5');
    await expect(dialog).toContainText('6.375');
    const cta = dialog.getByRole('link', { name: 'Talk to a counsellor about this result' });
    const ctaUrl = new URL((await cta.getAttribute('href'))!, 'http://x');
    expect(ctaUrl.pathname).toBe('/contact/');
    expect(ctaUrl.searchParams.get('subject')).toBe('IELTS overall band 6.5: counselling request');

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    for (const label of ['Listening', 'Reading', 'Speaking', 'Writing']) await expect(form.getByLabel(label)).toHaveValue('');
  });

  test('rounds .125 down and .75 up; Escape and the backdrop close the dialog', VIEWPORT, async ({ page }) => {
    const form = await open(page);
    const dialog = page.getByRole('dialog', { name: 'Your IELTS Overall Band Score' });
    const calc = async (scores: string[]) => {
      for (const [i, label] of ['Listening', 'Reading', 'Speaking', 'Writing'].entries()) await form.getByLabel(label).fill(scores[i]);
      await form.getByRole('button', { name: 'Calculate' }).click();
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
    const message = 'Please enter valid numbers between 0 and 9 for all fields.';
    await form.getByRole('button', { name: 'Calculate' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(message);
    await expect(alert).toBeFocused();
    await expect(page.getByRole('dialog')).toBeHidden();

    await form.getByLabel('Listening').fill('9.5');
    await form.getByLabel('Reading').pressSequentially('abc');
    await form.getByLabel('Speaking').pressSequentially('1e3');
    await form.getByLabel('Writing').focus();
    await page.keyboard.insertText('7,5');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(alert).toHaveText(message);
    await expect(alert).toBeFocused();
    await expectNoBrokenNumbers(page);

    // -0 is a number (0); a huge number is out of range
    await form.getByLabel('Listening').fill('-0');
    await form.getByLabel('Reading').fill('0');
    await form.getByLabel('Speaking').fill('0.5');
    await form.getByLabel('Writing').fill('1' + '0'.repeat(400));
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(alert).toHaveText(message);
    await form.getByLabel('Writing').fill('0.5');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('dialog').locator('output')).toHaveText('0.5');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expectNoBrokenNumbers(page);
  });

  test('a shared link restores the result', async ({ page }) => {
    await page.goto('/ieltsscore?l=7&r=6.5&s=6&w=6');
    const dialog = page.getByRole('dialog', { name: 'Your IELTS Overall Band Score' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('6.5');
    await expect(dialog.getByRole('row', { name: /Reading/ })).toContainText('6.5');

    // the result's own share link opens the same result
    const href = await dialog.getByRole('link', { name: 'Link to this result' }).evaluate((a) => (a as HTMLAnchorElement).href);
    expect(new URL(href).search).toBe('?l=7&r=6.5&s=6&w=6');
  });

  test('the explanation is in the page', async ({ page }) => {
    await page.goto('/ieltsscore/');
    await expect(page.getByRole('heading', { name: 'How the overall band is calculated' })).toBeVisible();
  });
});

test.describe('CGPA tools', () => {
  const open = async (page: Page, path = '/cgpa/') => {
    await page.goto(path);
    const form = page.getByRole('form', { name: 'CGPA calculator' });
    await ready(page, form);
    return form;
  };

  test('calculates the CGPA with its feedback in a dialog', async ({ page }) => {
    const form = await open(page);
    await expect(page.getByRole('tab', { name: 'CGPA Calculator' })).toHaveAttribute('aria-selected', 'true');
    await form.getByLabel('Number of semesters').selectOption('3');
    await form.getByLabel('Semester 1', { exact: true }).fill('8.5');
    await form.getByLabel('Semester 2', { exact: true }).fill('9');
    await form.getByLabel('Semester 3', { exact: true }).fill('7.25');
    await form.getByRole('button', { name: 'Calculate CGPA' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your CGPA', exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('8.25');
    await expect(dialog).toContainText('Excellent Work!');
    const subject = new URL(
      (await dialog.getByRole('link', { name: 'Talk to a counsellor about this result' }).getAttribute('href'))!,
      'http://x',
    ).searchParams.get('subject');
    expect(subject).toBe('CGPA 8.25: counselling request');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Semester 1', { exact: true })).toHaveValue('8.5');
  });

  test('asks for each missing semester inline and refuses typing outside 0–10', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel('Number of semesters').selectOption('2');
    await form.getByRole('button', { name: 'Calculate CGPA' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Please enter SGPA for Semester 1');
    await expect(alert).toBeFocused();

    const first = form.getByLabel('Semester 1', { exact: true });
    await first.pressSequentially('105'); // "10" is kept, "105" is not
    await expect(first).toHaveValue('10');
    await first.fill('');
    await first.pressSequentially('11');
    await expect(first).toHaveValue('1');
    await first.fill('-3'); // refused: the previous value stays
    await expect(first).toHaveValue('1');
    await first.fill('7');
    await form.getByRole('button', { name: 'Calculate CGPA' }).click();
    await expect(alert).toHaveText('Please enter SGPA for Semester 2');
    await expectNoBrokenNumbers(page);
  });

  test('reducing the number of semesters deletes the removed semesters', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel('Number of semesters').selectOption('3');
    await form.getByLabel('Semester 1', { exact: true }).fill('6');
    await form.getByLabel('Semester 2', { exact: true }).fill('9');
    await form.getByLabel('Semester 3', { exact: true }).fill('9');
    await form.getByLabel('Number of semesters').selectOption('1');
    await expect(form.getByLabel('Semester 2', { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Calculate CGPA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your CGPA', exact: true });
    await expect(dialog.locator('output')).toHaveText('6.00');
    await expect(dialog).toContainText('Good Effort!');
    await page.keyboard.press('Escape');

    await form.getByLabel('Number of semesters').selectOption('3');
    await expect(form.getByLabel('Semester 2', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Semester 3', { exact: true })).toHaveValue('');
  });

  test('the 10-to-4 converter has its own tab and its own dialog', async ({ page }) => {
    await open(page);
    await page.getByRole('tab', { name: '10-to-4 Converter' }).click();
    const form = page.getByRole('form', { name: '10-to-4 CGPA converter' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('form', { name: 'CGPA calculator' })).toBeHidden();

    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a CGPA to convert.');
    await expect(form.getByRole('alert')).toBeFocused();

    const input = form.getByLabel('CGPA on the 10-point scale');
    await input.pressSequentially('85'); // "85" is above 10: only "8" stays
    await expect(input).toHaveValue('8');
    await input.pressSequentially('.5');
    await form.getByRole('button', { name: 'Convert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your CGPA on the 4-point scale' });
    await expect(dialog.locator('output')).toHaveText('3.40');
    await expect(page.getByRole('dialog', { name: 'Your CGPA', exact: true })).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('shared links restore the CGPA and the conversion', async ({ page }) => {
    await page.goto('/cgpa?semester1=8.5&semester2=9');
    const dialog = page.getByRole('dialog', { name: 'Your CGPA', exact: true });
    await expect(dialog.locator('output')).toHaveText('8.75');
    await expect(dialog).toContainText('Excellent Work!');
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Number of semesters')).toHaveValue('2');
    await expect(page.getByLabel('Semester 2', { exact: true })).toHaveValue('9');

    await page.goto('/cgpa/?cgpa=9.2');
    const converted = page.getByRole('dialog', { name: 'Your CGPA on the 4-point scale' });
    await expect(converted.locator('output')).toHaveText('3.68');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tab', { name: '10-to-4 Converter' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('CGPA on the 10-point scale')).toHaveValue('9.2');
  });
});

test.describe('Score converter', () => {
  const open = async (page: Page, path = '/scoreconverter/') => {
    await page.goto(path);
    const form = page.getByRole('form', { name: 'English test score converter' });
    await ready(page, form);
    return form;
  };

  test('converts TOEFL to IELTS with an approximate label and the table’s source', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel('Input test type').selectOption('TOEFL');
    await form.getByLabel('Your score').fill('100');
    await form.getByLabel('Output test type').selectOption('IELTS');
    await form.getByRole('button', { name: 'Convert' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your Approximate Score' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('output')).toHaveText('7.0');
    await expect(dialog).toContainText('IELTS (approximate)');
    await expect(dialog).toContainText('Source:');
    await expect(dialog).toContainText('ets.org');
    const subject = new URL(
      (await dialog.getByRole('link', { name: 'Talk to a counsellor about this result' }).getAttribute('href'))!,
      'http://x',
    ).searchParams.get('subject');
    expect(subject).toBe('TOEFL 100 = IELTS 7.0 (approximate): counselling request');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('converts PTE to Duolingo through IELTS and says so', async ({ page }) => {
    const form = await open(page);
    await form.getByLabel('Input test type').selectOption('PTE');
    await form.getByLabel('Your score').fill('65');
    await form.getByLabel('Output test type').selectOption('Duolingo');
    await form.getByRole('button', { name: 'Convert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Approximate Score' });
    await expect(dialog.locator('output')).toHaveText('130-135');
    await expect(dialog).toContainText('Through IELTS');
    await expect(dialog).toContainText('July 2025');
  });

  test('shows its validation messages inline and refuses typing outside the input test’s range', async ({ page }) => {
    const form = await open(page);
    const alert = form.getByRole('alert');
    const score = form.getByLabel('Your score');

    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(alert).toHaveText('Please enter a score to convert.');
    await expect(alert).toBeFocused();

    await score.pressSequentially('1234'); // TOEFL: 0–120
    await expect(score).toHaveValue('12');
    await form.getByLabel('Output test type').selectOption('TOEFL');
    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(alert).toHaveText('Please select a different output test type.');

    await form.getByLabel('Input test type').selectOption('PTE');
    await expect(score).toHaveAttribute('step', '1');
    await score.fill('');
    await score.pressSequentially('95'); // PTE: 10–90; "9" may still become 90
    await expect(score).toHaveValue('9');
    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(alert).toHaveText('Invalid PTE score. Must be between 10 and 90.');
    await expect(alert).toBeFocused();

    await form.getByLabel('Input test type').selectOption('IELTS');
    await expect(score).toHaveAttribute('step', '0.5');
    await score.fill('');
    await score.pressSequentially('9.5');
    await expect(score).toHaveValue('9');

    await form.getByLabel('Input test type').selectOption('Duolingo');
    await expect(score).toHaveAttribute('step', '5');
    await score.fill('');
    await score.pressSequentially('5');
    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(alert).toHaveText('Invalid Duolingo score. Must be between 10 and 160.');
    await expectNoBrokenNumbers(page);
  });

  test('a shared link restores the conversion', async ({ page }) => {
    await page.goto('/scoreconverter?from=IELTS&score=6.5&to=TOEFL');
    const dialog = page.getByRole('dialog', { name: 'Your Approximate Score' });
    await expect(dialog.locator('output')).toHaveText('79-93');
    await expect(dialog).toContainText('TOEFL (approximate)');
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Input test type')).toHaveValue('IELTS');
    await expect(page.getByLabel('Your score')).toHaveValue('6.5');
    await expect(page.getByLabel('Output test type')).toHaveValue('TOEFL');
  });

  test('every table and its source are in the page', async ({ page }) => {
    await page.goto('/scoreconverter/');
    await expect(page.getByRole('heading', { name: 'The tables behind the converter' })).toBeVisible();
    await page.getByText('PTE → IELTS', { exact: true }).click();
    const table = page.locator('#table-pte-ielts');
    await expect(table.getByRole('row', { name: '63–70 7.0' })).toBeVisible();
    await expect(table).toContainText('Pearson');
  });
});
