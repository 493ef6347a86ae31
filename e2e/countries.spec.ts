import { axeViolations } from './util';
import { VIEWPORT, expect, test, type Page } from './fixtures';
import { countries, countryFactLabels } from '@/content/countries';
import { courseCategories } from '@/content/course-categories';
import { mbaBenefits, mbaByCountry, mbaFactLabels, mbaFaqs, mbaSpecializations, mbaTestimonials } from '@/content/mba';
import { href } from '@/lib/routes';

// Scrolling is instant for the tests (the site honours reduced motion); what is checked is where it lands.
test.use({ reducedMotion: 'reduce' });

const countriesUrl = href('countries');
const mbaUrl = href('mba');
const contactPath = href('contact');

const tiles = (page: Page) => page.getByRole('list', { name: 'Study destinations' });
const tile = (page: Page, name: string) => tiles(page).getByRole('button', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search countries by name' });
/** Country panels a visitor can see (all are in the HTML; scripts hide the unselected ones). */
const visiblePanelHeadings = (page: Page) => page.locator('[data-country-panel] h3:visible');

test.describe('countries guide', () => {
  test('hero: one h1, the search box and Explore Countries scrolling to the tiles', VIEWPORT, async ({ page }) => {
    await page.goto(countriesUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(search(page)).toHaveAttribute('placeholder', 'Search your destination...');
    await expect(tiles(page).getByRole('button')).toHaveCount(countries.length);
    await expect(tiles(page).getByRole('button')).toHaveText(countries.map((c) => c.name));
    await expect(visiblePanelHeadings(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Explore Countries' }).click();
    await expect(page).toHaveURL(/#destinations$/);
    await expect(page.getByRole('heading', { name: 'Choose Your Destination' })).toBeInViewport();
  });

  test('search filters tiles case-insensitively and never changes the selection', async ({ page }) => {
    await page.goto(countriesUrl);
    await tile(page, 'USA').click();
    await expect(page.getByRole('heading', { name: 'Study in USA' })).toBeVisible();

    for (const query of ['GER', 'ger']) {
      await search(page).fill(query);
      await expect(tiles(page).getByRole('button')).toHaveText(['Germany']);
      await expect(visiblePanelHeadings(page)).toHaveText(['Study in USA']);
    }
    await search(page).fill('land');
    await expect(tiles(page).getByRole('button')).toHaveText(['Poland', 'Finland', 'Switzerland', 'Ireland']);

    await search(page).fill('Atlantis');
    await expect(tiles(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(/No country matches “Atlantis”/);
    await expect(visiblePanelHeadings(page)).toHaveText(['Study in USA']);

    await search(page).fill('');
    await expect(tiles(page).getByRole('button')).toHaveCount(countries.length);
    await expect(tile(page, 'USA')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a tile opens "Study in {country}" with the eight cards, highlighted and scrolled into view', VIEWPORT, async ({ page }) => {
    await page.goto(countriesUrl);
    await tile(page, 'Germany').click();
    await expect(tile(page, 'Germany')).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('region', { name: 'Study in Germany' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 4 })).toHaveText(Object.values(countryFactLabels));
    await expect(panel).toContainText('140 full or 280 half days per year');
    await expect(panel.getByRole('link', { name: 'Get Free Counseling' })).toHaveAttribute('href', contactPath);
    await expect(panel.getByRole('heading', { name: 'Study in Germany' })).toBeInViewport();

    // Another tile replaces the selection; clicking the selected one keeps it.
    await tile(page, 'Japan').click();
    await expect(visiblePanelHeadings(page)).toHaveText(['Study in Japan']);
    await expect(tile(page, 'Germany')).toHaveAttribute('aria-pressed', 'false');
    await tile(page, 'Japan').click();
    await expect(visiblePanelHeadings(page)).toHaveText(['Study in Japan']);
    await expect(page.getByRole('region', { name: 'Study in Japan' })).toContainText('28 hours/week');
  });

  test('course categories: one open at a time, a repeat click closes it', async ({ page }) => {
    await page.goto(countriesUrl);
    const section = page.getByRole('region', { name: 'Top Courses in Abroad for INDIAN STUDENTS' });
    const summaries = section.locator('summary');
    await expect(summaries).toHaveText(courseCategories.map((c) => c.title));

    const engineering = section.locator('details', { has: page.getByRole('heading', { name: 'Engineering', exact: true }) });
    const law = section.locator('details', { has: page.getByRole('heading', { name: 'Law', exact: true }) });
    await engineering.locator('summary').click();
    await expect(engineering).toHaveAttribute('open', '');
    const intakes = engineering.getByRole('table');
    await expect(intakes.getByRole('rowheader')).toHaveText(['Australia', 'Canada', 'UK', 'USA']);
    await expect(intakes).toContainText('Q1 (Jan - Mar)');
    // No fee range or percentage that no official page states: who sets the fee, and partial scholarships.
    await expect(intakes).not.toContainText('lakh');
    await expect(engineering.getByText('Tuition is set by each university and programme')).toBeVisible();
    await expect(engineering.getByText('Partial tuition scholarships')).toBeVisible();

    await law.locator('summary').click();
    await expect(law).toHaveAttribute('open', '');
    await expect(engineering).not.toHaveAttribute('open', '');
    await expect(section.locator('details[open]')).toHaveCount(1);

    await law.locator('summary').click();
    await expect(section.locator('details[open]')).toHaveCount(0);
  });

  test('counselling links go to the contact page', async ({ page }) => {
    await page.goto(countriesUrl);
    const help = page.getByRole('complementary', { name: 'Not sure which course to choose?' });
    await expect(help.getByRole('link', { name: 'Get Free Counseling' })).toHaveAttribute('href', contactPath);
    await expect(page.getByRole('link', { name: 'Schedule Free Counseling' })).toHaveAttribute('href', contactPath);
  });

  test('a link to a country panel opens it', async ({ page }) => {
    await page.goto(`${countriesUrl}#study-finland`);
    await expect(visiblePanelHeadings(page)).toHaveText(['Study in Finland']);
    await expect(tile(page, 'Finland')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('countries guide without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every panel and category is readable; controls that need scripts are not shown', async ({ page }) => {
    await page.goto(countriesUrl);
    await expect(visiblePanelHeadings(page)).toHaveCount(countries.length);
    await expect(page.getByRole('heading', { name: 'Study in Ireland' })).toBeVisible();
    await expect(search(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'USA', exact: true })).toBeHidden();
    await expect(page.locator('main details')).toHaveCount(courseCategories.length);
  });

  // Panels far from the viewport are not laid out until they come near it (they hold a box of
  // about their height): a link into the list must still land on its panel, below the fixed header.
  for (const width of [390, 1280]) {
    test(`a link to a country panel lands on it, below the header (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${countriesUrl}#study-spain`);
      const heading = page.getByRole('heading', { name: 'Study in Spain' });
      await expect(heading).toBeInViewport();
      // The header is 4rem tall and fixed: the heading comes to rest below it, near the top of the
      // view, and stays there while the panels above it are laid out.
      await expect.poll(async () => (await heading.boundingBox())!.y, { timeout: 10_000 }).toBeGreaterThanOrEqual(64);
      await expect.poll(async () => (await heading.boundingBox())!.y, { timeout: 10_000 }).toBeLessThan(200);
      const rest = (await heading.boundingBox())!.y;
      expect(rest).toBeGreaterThanOrEqual(64);
      expect(rest).toBeLessThan(200);
    });
  }
});

test.describe('MBA page', () => {
  test('hero search, specializations and Explore Countries', VIEWPORT, async ({ page }) => {
    await page.goto(mbaUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study MBA Abroad');
    await expect(search(page)).toHaveAttribute('placeholder', 'Search your destination...');
    for (const s of mbaSpecializations) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: s.title }) });
      await expect(card).toContainText(s.avgFees);
      await expect(card.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', contactPath);
    }
    await page.getByRole('link', { name: 'Explore Countries' }).click();
    await expect(page.getByRole('heading', { name: 'Top MBA Destinations' })).toBeInViewport();
  });

  test('select a country, then click it again to clear the panel', VIEWPORT, async ({ page }) => {
    await page.goto(mbaUrl);
    await search(page).fill('CAN');
    await expect(tiles(page).getByRole('button')).toHaveText(['Canada']);
    await tile(page, 'Canada').click();
    const panel = page.getByRole('region', { name: 'MBA in Canada' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 4 })).toHaveText(Object.values(mbaFactLabels));
    await expect(panel).toContainText(mbaByCountry.canada.postStudyWork);
    await expect(panel.getByRole('link', { name: 'Get Free Counseling' })).toHaveAttribute('href', contactPath);
    await expect(panel.getByRole('heading', { name: 'MBA in Canada' })).toBeInViewport();
    await expect(tile(page, 'Canada')).toHaveAttribute('aria-pressed', 'true');

    await tile(page, 'Canada').click();
    await expect(tile(page, 'Canada')).toHaveAttribute('aria-pressed', 'false');
    await expect(visiblePanelHeadings(page)).toHaveCount(0);

    await search(page).fill('');
    await tile(page, 'UK').click();
    await expect(visiblePanelHeadings(page)).toHaveText(['MBA in UK']);
    // The panel is scrolled to about 100 ms after the click: let that happen before the next tap,
    // or the scroll can move the page between Playwright finding the USA tile and clicking it.
    await expect(page.getByRole('heading', { name: 'MBA in UK' })).toBeInViewport();
    await tile(page, 'USA').click();
    await expect(visiblePanelHeadings(page)).toHaveText(['MBA in USA']);
    await expect(page.getByRole('region', { name: 'MBA in USA' })).toContainText(mbaByCountry.usa.postStudyWork);
  });

  test('benefits, success stories, one-open FAQs and the closing link', async ({ page }) => {
    await page.goto(mbaUrl);
    await expect(page.getByRole('region', { name: 'Why Study MBA Abroad?' }).getByRole('heading', { level: 3 })).toHaveCount(mbaBenefits.length);
    const stories = page.getByRole('region', { name: 'Students Who Made It' }).locator('figure');
    await expect(stories).toHaveCount(mbaTestimonials.length);
    for (const [i, t] of mbaTestimonials.entries()) await expect(stories.nth(i).locator('blockquote')).toHaveText(t.content);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('summary')).toHaveText(mbaFaqs.map((f) => f.question));
    await faq.locator('summary').first().click();
    await faq.locator('summary').nth(3).click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.getByText(mbaFaqs[3].answer)).toBeVisible();
    await faq.locator('summary').nth(3).click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Schedule Free Counseling' })).toHaveAttribute('href', contactPath);
  });
});

test.describe('accessibility', VIEWPORT, () => {
  for (const [name, url] of [
    ['countries', countriesUrl],
    ['MBA', mbaUrl],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${name} page has no WCAG A/AA violations (${theme}, panel open)`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
        await page.goto(url);
        await tile(page, 'Belgium').click();
        await expect(visiblePanelHeadings(page)).toHaveCount(1);
        expect(await axeViolations(page, '#main')).toEqual([]);
      });
    }
  }
});
