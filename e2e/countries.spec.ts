import { axeViolations } from './util';
import { VIEWPORT, expect, test, type Page } from './fixtures';
import { countries, countriesPage, countryFactLabels, explorerCopy as copy } from '@/content/countries';
import { courseCategories, intakeCountries, type CourseCategory } from '@/content/course-categories';
import { mbaBenefits, mbaByCountry, mbaFactLabels, mbaFaqs, mbaPage, mbaSpecializations, mbaTestimonials } from '@/content/mba';
import { href } from '@/content/routes';

// Scrolling is instant for the tests (the site honours reduced motion); what is checked is where it lands.
test.use({ reducedMotion: 'reduce' });

const countriesUrl = href('countries');
const mbaUrl = href('mba');
const contactPath = href('contact');

const tiles = (page: Page) => page.getByRole('list', { name: copy.tilesLabel });
const tile = (page: Page, name: string) => tiles(page).getByRole('button', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: copy.searchLabel });
const { destinations, commitment, courses, courseHelp } = countriesPage;
const studyIn = destinations.panelTitle;
const mbaIn = mbaPage.destinations.panelTitle;

/** Countries of the files, by place: the tests read whichever destinations there are. */
const [first, second, third] = countries;
const last = countries.at(-1)!;
/** A search that matches `country` alone: the shortest start of its name no other name contains. */
const queryFor = (name: string) => {
  for (let n = 2; n <= name.length; n++) {
    const q = name.slice(0, n).toLowerCase();
    if (countries.filter((c) => c.name.toLowerCase().includes(q)).length === 1) return q;
  }
  return name.toLowerCase();
};
const matching = (query: string) => countries.filter((c) => c.name.toLowerCase().includes(query.toLowerCase())).map((c) => c.name);
/** Country panels a visitor can see (all are in the HTML; scripts hide the unselected ones). */
const visiblePanelHeadings = (page: Page) => page.locator('[data-country-panel] h3:visible');

test.describe('countries guide', () => {
  test('hero: one h1, the search box and Explore Countries scrolling to the tiles', VIEWPORT, async ({ page }) => {
    await page.goto(countriesUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(search(page)).toHaveAttribute('placeholder', copy.searchPlaceholder);
    await expect(tiles(page).getByRole('button')).toHaveCount(countries.length);
    await expect(tiles(page).getByRole('button')).toHaveText(countries.map((c) => c.name));
    // Until the visitor picks one, every panel reads in turn (as without script); nothing has started the framework.
    await expect(visiblePanelHeadings(page)).toHaveCount(countries.length);
    await expect(page.locator('html')).toHaveAttribute('data-framework', 'pending');

    await page.getByRole('link', { name: copy.exploreLabel }).click();
    await expect(page).toHaveURL(new RegExp(`#${destinations.id}$`));
    await expect(page.getByRole('heading', { name: destinations.title })).toBeInViewport();
  });

  test('search filters tiles case-insensitively and never changes the selection', async ({ page }) => {
    await page.goto(countriesUrl);
    await tile(page, first.name).click();
    await expect(page.getByRole('heading', { name: studyIn(first.name) })).toBeVisible();

    const query = queryFor(second.name);
    for (const q of [query.toUpperCase(), query]) {
      await search(page).fill(q);
      await expect(tiles(page).getByRole('button')).toHaveText([second.name]);
      await expect(visiblePanelHeadings(page)).toHaveText([studyIn(first.name)]);
    }
    // A part inside names (not their start): every name that contains it, in order.
    const inner = last.name.slice(-3);
    await search(page).fill(inner);
    await expect(tiles(page).getByRole('button')).toHaveText(matching(inner));

    await search(page).fill('Atlantis');
    await expect(tiles(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(copy.noMatch.replace('{query}', 'Atlantis'));
    await expect(visiblePanelHeadings(page)).toHaveText([studyIn(first.name)]);

    await search(page).fill('');
    await expect(tiles(page).getByRole('button')).toHaveCount(countries.length);
    await expect(tile(page, first.name)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a tile opens "Study in {country}" with the eight cards, highlighted and scrolled into view', VIEWPORT, async ({ page }) => {
    await page.goto(countriesUrl);
    // The first tap, on the page as it loads: it starts the framework, which answers it.
    await tile(page, second.name).click();
    await expect(tile(page, second.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(visiblePanelHeadings(page)).toHaveText([studyIn(second.name)]);
    const panel = page.getByRole('region', { name: studyIn(second.name) });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 4 })).toHaveText(Object.values(countryFactLabels));
    await expect(panel).toContainText(second.details.workRights.duringStudies);
    await expect(panel.getByRole('link', { name: copy.counsellingLabel })).toHaveAttribute('href', contactPath);
    await expect(panel.getByRole('heading', { name: studyIn(second.name) })).toBeInViewport();

    // Another tile replaces the selection; clicking the selected one keeps it.
    await tile(page, third.name).click();
    await expect(visiblePanelHeadings(page)).toHaveText([studyIn(third.name)]);
    await expect(tile(page, second.name)).toHaveAttribute('aria-pressed', 'false');
    await tile(page, third.name).click();
    await expect(visiblePanelHeadings(page)).toHaveText([studyIn(third.name)]);
    await expect(page.getByRole('region', { name: studyIn(third.name) })).toContainText(third.details.workRights.afterGraduation);
  });

  test('course categories: one open at a time, a repeat click closes it', async ({ page }) => {
    await page.goto(countriesUrl);
    const section = page.getByRole('region', { name: courses.title });
    const summaries = section.locator('summary');
    await expect(summaries).toHaveText(courseCategories.map((c) => c.title));

    // The first two fields of study of content/course-categories/, as their files give them.
    const [one, two] = courseCategories;
    const category = (c: CourseCategory) => section.locator('details', { has: page.getByRole('heading', { name: c.title, exact: true }) });
    const openOne = category(one);
    const openTwo = category(two);
    await openOne.locator('summary').click();
    await expect(openOne).toHaveAttribute('open', '');
    const intakes = openOne.getByRole('table');
    await expect(intakes.getByRole('rowheader')).toHaveText([...intakeCountries]);
    await expect(intakes.getByRole('cell')).toHaveText(intakeCountries.map((c) => one.intakes[c]));
    // No fee range or percentage that no official page states: who sets the fee, and the scholarship line of its file.
    await expect(intakes).not.toContainText('lakh');
    await expect(openOne.getByText(courses.feesNote)).toBeVisible();
    await expect(openOne.getByText(one.scholarship, { exact: true })).toBeVisible();

    await openTwo.locator('summary').click();
    await expect(openTwo).toHaveAttribute('open', '');
    await expect(openOne).not.toHaveAttribute('open', '');
    await expect(section.locator('details[open]')).toHaveCount(1);

    await openTwo.locator('summary').click();
    await expect(section.locator('details[open]')).toHaveCount(0);
  });

  test('counselling links go to the contact page', async ({ page }) => {
    await page.goto(countriesUrl);
    const help = page.getByRole('complementary', { name: courseHelp.title });
    await expect(help.getByRole('link', { name: courseHelp.cta })).toHaveAttribute('href', contactPath);
    await expect(page.getByRole('link', { name: commitment.cta })).toHaveAttribute('href', contactPath);
  });

  test('a link to a country panel opens it', async ({ page }) => {
    await page.goto(`${countriesUrl}#study-${last.id}`);
    await expect(visiblePanelHeadings(page)).toHaveText([studyIn(last.name)]);
    await expect(tile(page, last.name)).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('countries guide without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every panel and category is readable; controls that need scripts are not shown', async ({ page }) => {
    await page.goto(countriesUrl);
    await expect(visiblePanelHeadings(page)).toHaveCount(countries.length);
    await expect(page.getByRole('heading', { name: studyIn(last.name) })).toBeVisible();
    await expect(search(page)).toBeHidden();
    await expect(page.getByRole('button', { name: first.name, exact: true })).toBeHidden();
    await expect(page.locator('main details')).toHaveCount(courseCategories.length);
  });

  // Panels far from the viewport are not laid out until they come near it (they hold a box of
  // about their height): a link into the list must still land on its panel, below the fixed header.
  for (const width of [390, 1280]) {
    test(`a link to a country panel lands on it, below the header (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const far = countries.at(-Math.min(countries.length, 6))!;
      await page.goto(`${countriesUrl}#study-${far.id}`);
      const heading = page.getByRole('heading', { name: studyIn(far.name) });
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mbaPage.hero.title);
    await expect(search(page)).toHaveAttribute('placeholder', copy.searchPlaceholder);
    for (const s of mbaSpecializations) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: s.title }) });
      await expect(card).toContainText(s.avgFees);
      await expect(card).toContainText(s.feesSource);
      await expect(card.getByRole('link', { name: mbaPage.specializations.cta })).toHaveAttribute('href', contactPath);
    }
    await page.getByRole('link', { name: copy.exploreLabel }).click();
    await expect(page.getByRole('heading', { name: mbaPage.destinations.title })).toBeInViewport();
  });

  test('select a country, then click it again to clear the panel', VIEWPORT, async ({ page }) => {
    await page.goto(mbaUrl);
    await search(page).fill(queryFor(third.name).toUpperCase());
    await expect(tiles(page).getByRole('button')).toHaveText([third.name]);
    await tile(page, third.name).click();
    const panel = page.getByRole('region', { name: mbaIn(third.name) });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 4 })).toHaveText(Object.values(mbaFactLabels));
    await expect(panel).toContainText(mbaByCountry[third.id].postStudyWork);
    await expect(panel.getByRole('link', { name: copy.counsellingLabel })).toHaveAttribute('href', contactPath);
    await expect(panel.getByRole('heading', { name: mbaIn(third.name) })).toBeInViewport();
    await expect(tile(page, third.name)).toHaveAttribute('aria-pressed', 'true');

    await tile(page, third.name).click();
    await expect(tile(page, third.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(visiblePanelHeadings(page)).toHaveCount(0);

    await search(page).fill('');
    await tile(page, second.name).click();
    await expect(visiblePanelHeadings(page)).toHaveText([mbaIn(second.name)]);
    // The panel is scrolled to about 100 ms after the click: let that happen before the next tap,
    // or the scroll can move the page between Playwright finding the next tile and clicking it.
    await expect(page.getByRole('heading', { name: mbaIn(second.name) })).toBeInViewport();
    await tile(page, first.name).click();
    await expect(visiblePanelHeadings(page)).toHaveText([mbaIn(first.name)]);
    await expect(page.getByRole('region', { name: mbaIn(first.name) })).toContainText(mbaByCountry[first.id].postStudyWork);
  });

  test('benefits, success stories, one-open FAQs and the closing link', async ({ page }) => {
    await page.goto(mbaUrl);
    await expect(page.getByRole('region', { name: mbaPage.benefits.title }).getByRole('heading', { level: 3 })).toHaveText(mbaBenefits.map((b) => b.title));
    const stories = page.getByRole('region', { name: mbaPage.stories.title }).locator('figure');
    await expect(stories).toHaveCount(mbaTestimonials.length);
    for (const [i, t] of mbaTestimonials.entries()) await expect(stories.nth(i).locator('blockquote')).toHaveText(t.content);
    const faq = page.getByRole('region', { name: mbaPage.faqs.title });
    await expect(faq.locator('summary')).toHaveText(mbaFaqs.map((f) => f.question));
    const lastFaq = mbaFaqs.length - 1;
    await faq.locator('summary').first().click();
    await faq.locator('summary').nth(lastFaq).click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.getByText(mbaFaqs[lastFaq].answer)).toBeVisible();
    await faq.locator('summary').nth(lastFaq).click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: mbaPage.closing.cta })).toHaveAttribute('href', contactPath);
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
        await tile(page, last.name).click();
        await expect(visiblePanelHeadings(page)).toHaveCount(1);
        expect(await axeViolations(page, '#main')).toEqual([]);
      });
    }
  }
});
