import { contact } from '@/content/contact';
import { planner } from '@/content/planner';
import { visaFunds } from '@/content/visa-funds';
import { fill } from '@/lib/calc-text';
import { formatAmount } from '@/lib/planner';
import { monthYear } from '@/lib/fact';
import { href, localizedHref } from '@/content/routes';
import { expect as baseExpect, test, type Page } from './fixtures';
import { contentFor } from '@/content/i18n';

const { planner: tePlanner } = contentFor('te');

// Shared CI machines build and test several exports at once: allow slow hydration.
const expect = baseExpect.configure({ timeout: 15_000 });

const { form: f, result: r } = planner;
const PLAN = href('planner');

/** The planner's form as the page shows it (the framework starts when the visitor reaches for it). */
async function plannerForm(page: Page) {
  const form = page.getByRole('form', { name: f.label });
  await expect(form).toBeVisible();
  return form;
}

test.describe('study-cost planner', () => {
  test('a UK London plan: funds line by line with their source, the loan after a moratorium, a link that reopens it, and the plan sent to a counsellor', async ({
    page,
  }) => {
    await page.goto(PLAN);
    const form = await plannerForm(page);

    // Bad input is said in words, and nothing shows NaN.
    await form.getByLabel(f.months, { exact: true }).fill('0');
    await form.getByRole('button', { name: f.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(planner.messages.months);

    await form.getByLabel(f.country, { exact: true }).selectOption('uk');
    await form.getByLabel(f.months, { exact: true }).fill('12');
    await form.getByLabel(f.city, { exact: true }).selectOption('london');
    await form.getByLabel(f.tuition, { exact: true }).fill('0');
    await form.getByLabel(f.loan, { exact: true }).fill('2000000');
    await form.getByLabel(f.apr, { exact: true }).fill('10');
    await form.getByLabel(f.years, { exact: true }).fill('10');
    await form.getByLabel(f.grace, { exact: true }).fill('12');
    await form.getByLabel(f.during, { exact: true }).selectOption('added');
    await form.getByRole('button', { name: f.submit }).click();

    const plan = page.getByRole('region', { name: r.title });
    await expect(plan).toBeVisible();
    // Nine months at most of the London figure (content/facts/uk.yaml).
    const londonFunds = formatAmount(visaFunds.ukLondonMonth.value * Math.min(12, visaFunds.ukMaxMonths.value), 'GBP');
    await expect(plan.getByRole('row', { name: new RegExp(r.total) })).toContainText(londonFunds);
    // Each line's source as a visitor reads it: the month checked, then the link to the official page.
    const london = visaFunds.ukLondonMonth;
    await expect(plan).toContainText(`${fill(planner.fact.asOf, { date: monthYear(london.checked) })} · ${planner.fact.source}: ${london.source.name}`);
    const source = plan.getByRole('link', { name: `${planner.fact.source}: ${london.source.name}` }).first();
    await expect(source).toHaveAttribute('href', london.source.url);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(plan.getByRole('row', { name: r.loanRows.moratoriumAdded })).toContainText('₹4,00,000');
    await expect(plan.getByRole('row', { name: r.loanRows.repaymentPrincipal })).toContainText('₹24,00,000');
    await expect(plan.getByRole('row', { name: /EMI/ })).toContainText('₹31,716');
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);

    // The address bar holds the plan: opening it again computes the same plan.
    await expect(page).toHaveURL(/country=uk/);
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByRole('region', { name: r.title }).getByRole('row', { name: /EMI/ })).toContainText('₹31,716');
    await expect(page.getByRole('form', { name: f.label }).getByLabel(f.loan, { exact: true })).toHaveValue('2000000');

    // The counsellor gets the plan in the contact form's message.
    await page.getByRole('link', { name: r.send }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${href('contact')}\\?`));
    const message = page.locator(`#${contact.form.id}`).getByLabel(contact.form.fields.find((field) => field.name === 'message')!.label);
    await expect(message).toHaveValue(new RegExp(londonFunds));
    await expect(message).toHaveValue(/₹31,716/);
    await expect(message).toHaveValue(/country=uk/);
  });

  test('a Canadian family of three gets the figure IRCC’s table gives for three people, from a shared link', async ({ page }) => {
    await page.goto(`${PLAN}?country=canada&months=24&partner=yes&children=1&tuition=30000`);
    const plan = page.getByRole('region', { name: r.title });
    const living = plan.getByRole('row').filter({ hasText: r.lines.canadaLiving.label });
    await expect(living).toContainText(formatAmount(visaFunds.canadaThree.value, 'CAD'));
    await expect(living).toContainText(fill(r.lines.canadaLiving.rule, { people: 3 }));
    await expect(plan.getByRole('row', { name: new RegExp(r.total) })).toContainText(formatAmount(visaFunds.canadaThree.value + 30_000, 'CAD'));
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  });

  test('without scripts the page shows every country’s official figures with their sources; the Telugu edition shows the same figures', async ({ request }) => {
    const html = await (await request.get(PLAN)).text();
    expect(html).toContain(planner.table.title);
    for (const key of ['ukLondonMonth', 'canadaOne', 'australiaStudent', 'usaI20', 'germanyYear', 'irelandYear', 'nzYear'] as const) {
      expect(html).toContain(visaFunds[key].source.url);
    }
    expect(html).toContain(formatAmount(visaFunds.ukLondonMonth.value, 'GBP'));
    expect(html).toContain(formatAmount(visaFunds.germanyYear.value, 'EUR'));

    const te = await (await request.get(localizedHref('planner', 'te'))).text();
    expect(te).toContain(tePlanner.table.title);
    expect(te).toContain(formatAmount(visaFunds.ukLondonMonth.value, 'GBP'));
    expect(te).toContain(visaFunds.ukLondonMonth.source.url);
  });
});
