import { servicePages } from '@/content/service-pages';
import { services, servicesIn, servicesOverview } from '@/content/services';
import { editionsOfPage, href, localizedHref } from '@/content/routes';
import { VIEWPORT, expect, test, type Page } from './fixtures';

/** The services, in the order the overview shows them: the content's list. */
const SERVICES = services.map((s) => s.title);

const { stats, catalogue, faq: overviewFaq, support, closing } = servicesOverview;

/** A service of the files, for the dialog's tests. */
const withPage = services[0];

/** Whether the focused element sits inside an open dialog. */
const focusInOpenDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[open]') != null);

/**
 * Whether no page element outside the open dialog has focus. Past the dialog's last control,
 * Tab leaves for the browser's own UI (document.body here), never for the inert page behind.
 */
const focusTrapped = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el == null || el === document.body || el.closest('dialog[open]') != null;
  });

test.describe('services overview', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services/');
  });

  test('has one h1, a stats strip with no blank value, and the services of the files in order', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const strip = page.getByRole('region', { name: stats.title });
    await expect(strip.locator('dt')).toHaveText(stats.items.map((s) => s.label));
    await expect(strip.locator('dd')).toHaveText(stats.items.map((s) => s.value));
    for (const value of stats.items.map((s) => s.value)) expect(value).not.toMatch(/^\s*$|\{\{/);

    const list = page.locator('#services-list');
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(SERVICES);
    for (const title of SERVICES) {
      await expect(list.getByRole('button', { name: `${catalogue.learnMorePrefix} ${title}` })).toBeVisible();
    }
  });

  test('Get Started in the hero scrolls to the services grid', VIEWPORT, async ({ page }) => {
    await page.getByRole('link', { name: catalogue.getStartedLabel, exact: true }).first().click();
    await expect(page).toHaveURL(/#services-list$/);
    await expect(page.getByRole('heading', { level: 2, name: catalogue.title })).toBeInViewport();
  });

  test('Learn More opens the modal; inside clicks keep it open; overlay, Escape and Close close it', VIEWPORT, async ({ page }) => {
    const trigger = page.getByRole('button', { name: `${catalogue.learnMorePrefix} ${withPage.title}` });
    const dialog = page.getByRole('dialog', { name: withPage.title });

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(withPage.details)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: catalogue.featuresHeading })).toBeVisible();
    await expect(dialog.getByRole('list').getByRole('listitem')).toHaveText(withPage.features);
    await expect(dialog.getByRole('link', { name: catalogue.getStartedLabel })).toHaveAttribute('href', '/contact/');
    expect(await focusInOpenDialog(page)).toBe(true);

    // Tabbing never reaches the page behind the modal.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusTrapped(page)).toBe(true);
    }

    // A click on the modal's own content does not close it.
    await dialog.getByRole('heading', { name: catalogue.featuresHeading }).click();
    await dialog.getByText(withPage.details).click();
    await expect(dialog).toBeVisible();

    // A click on the overlay (outside the panel) closes it, and focus returns to Learn More.
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Get Started in the modal goes to the contact page', async ({ page }) => {
    await page.getByRole('button', { name: `${catalogue.learnMorePrefix} ${withPage.title}` }).click();
    const dialog = page.getByRole('dialog', { name: withPage.title });
    await dialog.getByRole('link', { name: catalogue.getStartedLabel }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('every service’s details and key features are in the HTML', async ({ page }) => {
    const dialogs = page.locator('#services-list dialog');
    await expect(dialogs).toHaveCount(services.length);
    for (const [i, s] of services.entries()) {
      await expect(dialogs.nth(i)).toContainText(s.details);
      for (const feature of s.features) await expect(dialogs.nth(i)).toContainText(feature);
    }
  });

  test('the FAQ has every question of its files and keeps one answer open at a time', async ({ page }) => {
    const faq = page.locator('#faq');
    const items = faq.locator('details');
    await expect(items).toHaveCount(overviewFaq.items.length);

    const [a, b] = [items.nth(0), items.nth(1)];
    await expect(a.locator('p').first()).toBeHidden();

    await faq.getByText(overviewFaq.items[0].question).click();
    await expect(a.locator('p').first()).toBeVisible();

    await faq.getByText(overviewFaq.items[1].question).click();
    await expect(b.locator('p').first()).toBeVisible();
    await expect(a.locator('p').first()).toBeHidden();

    await faq.getByText(overviewFaq.items[1].question).click();
    await expect(b.locator('p').first()).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('shows the Additional Support cards and the closing link to /contact', async ({ page }) => {
    const region = page.getByRole('region', { name: support.title });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(support.cards.map((c) => c.title));
    await expect(page.getByRole('link', { name: closing.ctaLabel })).toHaveAttribute('href', '/contact/');
  });
});

test.describe('services overview without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cards, headings and a working FAQ are there', async ({ page }) => {
    await page.goto('/services/');
    await expect(page.locator('#services-list').getByRole('heading', { level: 3 })).toHaveText(SERVICES);
    const first = page.locator('#faq details').first();
    await page.getByText(overviewFaq.items[0].question).click();
    await expect(first.locator('p').first()).toBeVisible();
  });
});

test.describe('services overview in the editions', () => {
  for (const locale of editionsOfPage('services'))
    test(`${locale}: the services of its files, in the English order`, async ({ page }) => {
      await page.goto(localizedHref('services', locale));
      await expect(page.locator('#services-list').getByRole('heading', { level: 3 })).toHaveText(servicesIn(locale).map((s) => s.title));
    });
});

/** Each service page as its service file gives it. */
const SUB_PAGES = Object.values(servicePages).map((p) => ({
  path: href(p.key),
  h1: p.hero.title,
  steps: p.process.steps.length,
  facts: p.hero.highlights.flatMap((h) => [h.value, h.label]),
  faq: p.faq?.items.map((i) => i.question),
  testimonials: p.testimonials?.items ?? [],
}));

test.describe('service sub-pages', () => {
  for (const sub of SUB_PAGES) {
    test(`${sub.path}: hero and its figures, process, ${sub.faq?.length ? 'FAQ, ' : 'no FAQ, '}call to action`, async ({ page }) => {
      await page.goto(sub.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.h1);
      const highlights = page.locator('main dl').first();
      for (const fact of sub.facts) await expect(highlights).toContainText(fact);

      await expect(page.locator('#features').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.locator('#process ol > li')).toHaveCount(sub.steps);

      const testimonials = sub.testimonials;
      await expect(page.getByRole('img', { name: / out of 5 stars$/ })).toHaveCount(testimonials.length);
      for (const [i, t] of testimonials.entries())
        await expect(
          page
            .getByRole('img', { name: / out of 5 stars$/ })
            .nth(i)
            .locator('svg'),
        ).toHaveCount(t.rating);

      if (sub.faq?.length) {
        const faq = page.locator('#faq');
        const items = faq.locator('details');
        await expect(items).toHaveCount(sub.faq.length);
        const [first, last] = [sub.faq[0], sub.faq[sub.faq.length - 1]];
        const [a, b] = [items.first(), items.last()];
        await faq.getByText(first).click();
        await expect(a.locator('p').first()).toBeVisible();
        if (sub.faq.length > 1) {
          await faq.getByText(last).click();
          await expect(b.locator('p').first()).toBeVisible();
          await expect(a.locator('p').first()).toBeHidden();
        }
        // Open answers are capped at 300 px, scrolling inside.
        expect(await b.locator('summary + div').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
        await faq.getByText(last).click();
        await expect(b.locator('p').first()).toBeHidden();
      } else {
        await expect(page.locator('#faq')).toHaveCount(0);
        await expect(page.locator('main details')).toHaveCount(0);
      }

      const cta = page.locator('#cta');
      await expect(cta.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(cta.getByRole('link').first()).toHaveAttribute('href', '/contact/');
      await cta.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/contact\/$/);
    });
  }
});
