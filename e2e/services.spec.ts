import { loanMoratorium } from '@/content/facts';
import { servicePages } from '@/content/service-pages';
import { services, servicesOverview } from '@/content/services';
import { href, type RouteKey } from '@/lib/routes';
import { figures } from '@/lib/site';
import { VIEWPORT, expect, test, type Page } from './fixtures';

/** The services, in the order the overview shows them: the content's list. */
const SERVICES = services.map((s) => s.title);

const STAT_LABELS = ['Endless Support', 'Partnered Universities', 'Massive Success Rate', 'Years of Experience'];

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

  test('has one h1, a stats strip with no blank value, and the 14 services in order', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const stats = page.getByRole('region', { name: 'Our Track Record' });
    await expect(stats.locator('dt')).toHaveText(STAT_LABELS);
    await expect(stats.locator('dd')).toHaveText(['24/7', figures.text.partnerUniversities, figures.text.successRate, figures.text.yearsOfExperience]);

    const list = page.locator('#services-list');
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(SERVICES);
    for (const title of SERVICES) {
      await expect(list.getByRole('button', { name: `Learn More about ${title}` })).toBeVisible();
    }
  });

  test('Get Started in the hero scrolls to the services grid', VIEWPORT, async ({ page }) => {
    await page.getByRole('link', { name: 'Get Started', exact: true }).first().click();
    await expect(page).toHaveURL(/#services-list$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInViewport();
  });

  test('Learn More opens the modal; inside clicks keep it open; overlay, Escape and Close close it', VIEWPORT, async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Learn More about Visa Assistance' });
    const dialog = page.getByRole('dialog', { name: 'Visa Assistance' });

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Most student visas take 4-12 weeks/)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(dialog.getByRole('list').getByRole('listitem')).toHaveCount(4);
    await expect(dialog.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact/');
    expect(await focusInOpenDialog(page)).toBe(true);

    // Tabbing never reaches the page behind the modal.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusTrapped(page)).toBe(true);
    }

    // A click on the modal's own content does not close it.
    await dialog.getByRole('heading', { name: 'Key Features' }).click();
    await dialog.getByText(/Most student visas take 4-12 weeks/).click();
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
    await page.getByRole('button', { name: 'Learn More about Education Loan Assistance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Education Loan Assistance' });
    await expect(dialog.getByText(/15\+ public banks/)).toBeVisible();
    await dialog.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('every service’s details and key features are in the HTML', async ({ request }) => {
    const html = await (await request.get('/services/')).text();
    expect(html.match(/<dialog aria-labelledby/g)).toHaveLength(services.length);
    expect(html.match(/>Key Features</g)?.length).toBeGreaterThanOrEqual(services.length);
    for (const text of [
      'zero consultation fees',
      `${figures.text.partnerUniversities} partner universities`,
      'over 10,000 options',
      'Processing takes 7-15 working days',
      'Overseas Student Health Cover',
    ]) {
      expect(html).toContain(text);
    }
  });

  test('the FAQ has every question of its files and keeps one answer open at a time', async ({ page }) => {
    const faq = page.locator('#faq');
    const items = faq.locator('details');
    await expect(items).toHaveCount(servicesOverview.faq.items.length);

    const first = faq.getByText('No. We charge zero consultation fees.', { exact: false });
    const second = faq.getByText(`We guide students to ${figures.text.countries} countries`, { exact: false });
    await expect(first).toBeHidden();

    await faq.getByText('Do you charge a fee for the first consultation?').click();
    await expect(first).toBeVisible();

    await faq.getByText('Which countries can you help me study in?').click();
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();

    await faq.getByText('Which countries can you help me study in?').click();
    await expect(second).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('shows the four Additional Support cards and Schedule Free Counseling to /contact', async ({ page }) => {
    const support = page.getByRole('region', { name: 'Additional Support' });
    await expect(support.getByRole('heading', { level: 3 })).toHaveText(['Pre-Departure Briefing', 'Travel Assistance', 'Local Guidance', 'Student Support']);
    await expect(support.getByText(/24\/7 assistance/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Free Counseling' })).toHaveAttribute('href', '/contact/');
  });
});

test.describe('services overview without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cards, headings and a working FAQ are there', async ({ page }) => {
    await page.goto('/services/');
    await expect(page.locator('#services-list').getByRole('heading', { level: 3 })).toHaveText(SERVICES);
    await page.getByText('How long does a student visa take?').click();
    await expect(page.getByText('Most student visas take 4-12 weeks from application to decision', { exact: false })).toBeVisible();
  });
});

type SubPage = {
  path: string;
  h1: string;
  steps: number;
  /** A published figure this page must state. */
  facts: string[];
  faq?: { count: number; first: string; second: string };
};

/** The testimonials a sub-page's content holds (staff may add or remove them). */
const testimonialsOf = (path: string) => Object.values(servicePages).find((p) => href(p.key as RouteKey) === path)?.testimonials?.items ?? [];

const SUB_PAGES: SubPage[] = [
  {
    path: '/services/career-counselling/',
    h1: 'Career Counselling That Fits Your Goals',
    steps: 4,
    facts: [figures.text.partnerUniversities, 'consultation fees'],
    faq: { count: 6, first: 'When should I start career counselling?', second: 'Is career counselling free?' },
  },
  {
    path: '/services/consultation-service/',
    h1: 'Free Expert Consultation for Studying Abroad',
    steps: 4,
    facts: ['30-45 min', 'Zero consultation fees'],
    faq: { count: 6, first: 'Is the consultation really free?', second: 'How long does the consultation last?' },
  },
  {
    path: '/services/visa-services/',
    h1: 'Student Visa Guidance, From Forms to Stamp',
    steps: 5,
    facts: ['4-12 weeks'],
    faq: { count: 6, first: 'How long does a student visa take?', second: 'When should I apply for my visa?' },
  },
  {
    path: '/services/education-loan/',
    h1: 'Education Loans for Your Studies Abroad',
    steps: 5,
    facts: ['7-15 working days', loanMoratorium, 'collateral-free', '15+', '90%+'],
    faq: { count: 7, first: 'How long does loan processing take?', second: 'How much can I borrow?' },
  },
  {
    path: '/services/scholarship-service/',
    h1: 'Win Scholarships That Cut Your Costs',
    steps: 5,
    facts: ['12-15 months', '8-12 scholarships', '10,000+', '85%'],
    faq: { count: 5, first: 'When should I start applying for scholarships?', second: 'How many scholarships should I apply for?' },
  },
  {
    path: '/services/travel-accomodation/',
    h1: 'Travel and Accommodation, Sorted Before You Fly',
    steps: 5,
    facts: ['Airport Pickup'],
  },
];

test.describe('service sub-pages', () => {
  for (const sub of SUB_PAGES) {
    test(`${sub.path}: hero, process, ${sub.faq ? 'FAQ, ' : 'no FAQ, '}call to action`, async ({ page }) => {
      await page.goto(sub.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.h1);
      for (const fact of sub.facts) {
        await expect(page.getByText(fact, { exact: false }).first()).toBeVisible();
      }

      await expect(page.locator('#features').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.locator('#process ol > li')).toHaveCount(sub.steps);

      const testimonials = testimonialsOf(sub.path);
      await expect(page.getByRole('img', { name: / out of 5 stars$/ })).toHaveCount(testimonials.length);
      for (const [i, t] of testimonials.entries())
        await expect(
          page
            .getByRole('img', { name: / out of 5 stars$/ })
            .nth(i)
            .locator('svg'),
        ).toHaveCount(t.rating);

      if (sub.faq) {
        const faq = page.locator('#faq');
        await expect(faq.locator('details')).toHaveCount(sub.faq.count);
        const [a, b] = [faq.locator('details').nth(0), faq.locator('details').nth(1)];
        await faq.getByText(sub.faq.first).click();
        await expect(a.locator('p')).toBeVisible();
        await faq.getByText(sub.faq.second).click();
        await expect(b.locator('p')).toBeVisible();
        await expect(a.locator('p')).toBeHidden();
        // Open answers are capped at 300 px, scrolling inside.
        expect(await b.locator('summary + div').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
        await faq.getByText(sub.faq.second).click();
        await expect(b.locator('p')).toBeHidden();
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
