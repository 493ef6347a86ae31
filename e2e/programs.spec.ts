import { VIEWPORT, expect, test, type Locator, type Page } from './fixtures';
import { mbbs } from '@/content/mbbs';
import { allCourses, programCategories, programsPage, type ProgramCategory } from '@/content/programs';
import { cybersecurity } from '@/content/cybersecurity';
import { skilledMigration } from '@/content/facts';
import { monthYear } from '@/lib/fact';

/** scrollLeft of an element after each of `frames` animation frames (positions, not time). */
async function scrollPositions(el: Locator, frames: number): Promise<number[]> {
  return el.evaluate(
    (node, n) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const step = () => {
          seen.push(node.scrollLeft);
          if (seen.length > n) resolve(seen);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    frames,
  );
}

/** Waits until React has hydrated the carousel: a click on a card highlights it. */
async function waitForCarousel(page: Page) {
  const carousel = page.getByRole('region', { name: 'NEET service cards', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

test.describe('MBBS page', () => {
  test('Explore Universities leads to the universities section', VIEWPORT, async ({ page }) => {
    await page.goto('/MBBS/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('link', { name: 'Explore Universities' }).click();
    await expect(page).toHaveURL(/#universities$/);
    await expect(page.getByRole('heading', { name: 'Top Medical Universities' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Why Study MBBS in Vietnam' })).toBeAttached();
  });

  test('Learn More opens the university modal; backdrop, Escape and Close close it', VIEWPORT, async ({ page }) => {
    await page.goto('/MBBS/');
    // The first university of content/universities/, as its file gives it.
    const [university] = mbbs.universities.list;
    const learnMore = page.getByRole('button', { name: `Learn More about ${university.name}` });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: university.name });
    await expect(dialog).toBeVisible();
    // The fee with whose figure it is and the month it was set (issue 37).
    await expect(dialog.getByText(university.tuition.amount, { exact: true })).toBeVisible();
    await expect(dialog.getByText(university.tuition.source, { exact: true })).toBeVisible();
    await expect(dialog.getByText(university.duration, { exact: true })).toBeVisible();
    await expect(dialog.getByText(university.language, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    // Its website when the content gives one (a guessed one is a sample, gone when samples are hidden).
    const visit = dialog.getByRole('link', { name: /Visit Website/ });
    if (university.website) {
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('href', university.website.href);
    } else await expect(visit).toHaveCount(0);

    // A click inside the panel keeps it open; a click on the backdrop closes it.
    await dialog.getByText(university.tuition.amount, { exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await learnMore.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();

    await learnMore.click();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('each university modal links to its own website, or to none when the content gives none', async ({ page }) => {
    await page.goto('/MBBS/');
    for (const { name, website } of mbbs.universities.list) {
      await page.getByRole('button', { name: `Learn More about ${name}` }).click();
      const dialog = page.getByRole('dialog', { name });
      const visit = dialog.getByRole('link', { name: /Visit Website/ });
      if (website) await expect(visit).toHaveAttribute('href', website.href);
      else await expect(visit).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('NEET page', () => {
  test('clicking a service card highlights it and shows its details', async ({ page }) => {
    await page.goto('/NEET/');
    const carousel = await waitForCarousel(page);
    await expect(page.getByText('Select a service above to see its features, duration, cost and who it is for.')).toBeVisible();
    // A visitor's pointer over the row holds it still, so the card can be clicked.
    await carousel.hover();
    const card = carousel.getByRole('button', { name: /Counseling Guidance/ });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(carousel.getByRole('button', { name: /NEET Exam Preparation/ })).toHaveAttribute('aria-pressed', 'false');
    const panel = page.getByRole('region', { name: 'Counseling Guidance' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Choice-filling strategy')).toBeVisible();
    await expect(panel.getByText('3 months (July-September counseling period)')).toBeVisible();
    await expect(panel.getByText('Starting from $150')).toBeVisible();
    await expect(panel.getByText('Students who have qualified NEET UG')).toBeVisible();
    // Only the selected service's details are shown.
    await expect(page.getByRole('region', { name: 'Mock Test Series' })).toBeHidden();
  });

  test('every service is in the HTML with its details', async ({ request }) => {
    const html = await (await request.get('/NEET/')).text();
    for (const text of [
      'NEET Exam Preparation',
      'Parent Support',
      'Starting from $500',
      'Up to 5.5 years (the full MBBS course)',
      'Parents of NEET aspirants',
    ]) {
      expect(html).toContain(text);
    }
  });

  test('the row moves by itself, loops, and holds still under the pointer', async ({ page }) => {
    await page.goto('/NEET/');
    const copy = page.locator('ul[aria-hidden="true"]');
    await expect(copy).toHaveCount(1);
    // The second copy is hidden from assistive technology and holds nothing focusable.
    await expect(copy.locator('button, a, input, [tabindex]')).toHaveCount(0);

    const carousel = page.getByRole('region', { name: 'NEET service cards', exact: true });
    const moving = await scrollPositions(carousel, 10);
    expect(moving[moving.length - 1]).toBeGreaterThan(moving[0]);

    // Near the end of the first copy (320 px × 10 services) it wraps back to the start.
    await carousel.evaluate((el) => (el.scrollLeft = 320 * 10 - 2));
    const wrapped = await scrollPositions(carousel, 6);
    // Wrapped back from the end of the first copy to the start (frames may be dropped under load).
    expect(Math.min(...wrapped)).toBeLessThan(320);

    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    const held = await scrollPositions(carousel, 10);
    expect(new Set(held).size).toBe(1);
  });

  test('the row stays still and scrollable by hand when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/NEET/');
    const carousel = await waitForCarousel(page);
    // Hydrated: a click works. Then the pointer and focus leave the row again.
    const card = carousel.getByRole('button', { name: /Mock Test Series/ });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('heading', { name: 'Our NEET Services', exact: true }).click();
    await expect(card).not.toBeFocused();

    await expect(page.locator('ul[aria-hidden="true"]')).toHaveCount(0);
    expect(await carousel.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    const still = await scrollPositions(carousel, 15);
    expect(new Set(still).size).toBe(1);

    await carousel.evaluate((el) => el.scrollBy({ left: 200, behavior: 'instant' }));
    const after = await scrollPositions(carousel, 5);
    expect(after[0]).toBeGreaterThan(still[0]);
    expect(new Set(after).size).toBe(1);
  });

  test('links to the three articles and to the contact page', async ({ page }) => {
    await page.goto('/NEET/');
    await expect(page.getByRole('link', { name: 'Top 10 Tips to Crack NEET UG' })).toHaveAttribute('href', '/blog3/');
    await expect(page.getByRole('link', { name: /MBBS Admission Consultancy in Hyderabad/ })).toHaveAttribute('href', '/blog1/');
    await expect(page.getByRole('link', { name: /Studying MBBS Abroad/ })).toHaveAttribute('href', '/blog2/');
    await expect(page.getByRole('link', { name: 'Schedule Free Counseling' }).last()).toHaveAttribute('href', '/contact/');
  });
});

test.describe('Programs catalogue', () => {
  test('tabs: the first category by default, click and arrow keys switch categories', async ({ page }) => {
    await page.goto('/program/');
    const tabs = page.getByRole('tablist', { name: programsPage.catalogue.tabsLabel });
    const tab = (category: ProgramCategory) => tabs.getByRole('tab', { name: category.title, exact: true });
    const course = (name: string) => page.getByRole('heading', { name, exact: true, level: 4 });
    const [first, second, ...rest] = programCategories;
    await expect(tab(first)).toHaveAttribute('aria-selected', 'true');
    for (const c of first.courses) await expect(course(c.name)).toBeVisible();
    await expect(course(second.courses[0].name)).toBeHidden();

    await tab(second).click();
    for (const c of second.courses) await expect(course(c.name)).toBeVisible();
    await expect(course(first.courses[0].name)).toBeHidden();

    // The arrow keys walk on and wrap round to the first category.
    for (const category of [...rest, first]) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(category)).toBeFocused();
      await expect(tab(category)).toHaveAttribute('aria-selected', 'true');
      await expect(course(category.courses[0].name)).toBeVisible();
    }

    expect(await tabs.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('every course card links to a real course page', async ({ page }) => {
    // One page load per course: as many as the files hold.
    test.slow();
    await page.goto('/program/');
    const links = await page.locator('a[href^="/courses/"]').evaluateAll((as) => as.map((a) => [a.getAttribute('href')!, a.getAttribute('aria-label')!]));
    expect(links).toHaveLength(allCourses.length);
    for (const [href, label] of links) {
      const name = label.split(': ')[1];
      // The canonical URL with its trailing slash: no redirect on the static host.
      expect(href).toMatch(/^\/courses\/[a-z]+\/[a-z.-]+\/$/);
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(programsPage.coursePage.title(name));
      await expect(page.getByRole('link', { name: programsPage.coursePage.back })).toHaveAttribute('href', '/program/');
      // The students, placement and companies figures are the operator's own, and the page says so.
      await expect(page.getByRole('main')).toContainText(programsPage.statLabels.note);
    }
  });

  test('the course cards say whose figures their students, placement and companies are', async ({ page }) => {
    await page.goto('/program/');
    const card = page.getByRole('tabpanel').filter({ visible: true });
    const stats = card.locator('dl').filter({ hasText: programsPage.statLabels.placement });
    await expect(stats.first()).toBeVisible();
    await expect(card.getByText(programsPage.statLabels.note).first()).toBeVisible();
  });
});

test.describe('Cybersecurity page', () => {
  test('Enroll Now and ACCESS PROGRAM lead to the enquiry form', VIEWPORT, async ({ page }) => {
    await page.goto('/cybersecurity/');
    const access = page.getByRole('link', { name: /^ACCESS PROGRAM/ });
    await expect(access).toHaveCount(cybersecurity.programs.list.length);
    for (const link of await access.all()) await expect(link).toHaveAttribute('href', '#enquiry-form');
    await page.getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeInViewport();
  });

  test('the enquiry form sends name, email, phone, subject and access key', async ({ page }) => {
    let fields: Record<string, string> = {};
    await page.route('https://api.web3forms.com/submit', async (route) => {
      const req = route.request();
      const form = await new Response(new Uint8Array(req.postDataBuffer() ?? []), {
        headers: { 'content-type': (await req.headerValue('content-type')) ?? '' },
      }).formData();
      fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok' }) });
    });
    await page.goto('/cybersecurity/');
    const form = page.locator('#enquiry-form');
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill('ravi@example.org');
    await form.getByLabel('Phone').fill('+91 90000 00000');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await form.getByRole('button', { name: 'Request Information' }).click();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
    expect(fields).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.org', phone: '+91 90000 00000', subject: 'Cybersecurity Training Enquiry' });
    expect(fields.access_key).toBeTruthy();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });
});

test.describe('Australia immigration page', () => {
  test('calls to action go to the contact form, the programs and the phone', async ({ page }) => {
    await page.goto('/ausimmigration/');
    await expect(page.getByRole('link', { name: 'Check Points' })).toHaveAttribute('href', '/contact/?subject=Skilled%20Migration%20Points%20Check');
    await expect(page.getByRole('link', { name: 'Find Courses' })).toHaveAttribute('href', '/program/');
    await expect(page.getByRole('link', { name: 'Job Search' })).toHaveAttribute('href', /^\/contact\/\?subject=/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Free Consultation' })).toHaveAttribute('href', /^\/contact\/\?subject=/);
    await expect(page.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/contact/');
    await expect(page.getByRole('link', { name: /^Call Now/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
    for (const step of ['Assessment', 'Documentation', 'Application', 'Approval']) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
  });

  test('the skilled visa card states the points test pass mark with when it was checked and its official page', async ({ page }) => {
    await page.goto('/ausimmigration/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Skilled Migration Visa' }) });
    const { passMark } = skilledMigration;
    await expect(card).toContainText(`A pass mark of ${passMark.value} points`);
    await expect(card).toContainText(`as of ${monthYear(passMark.checked)}`);
    await expect(card.getByRole('link', { name: `source: ${passMark.source.name}` })).toHaveAttribute('href', passMark.source.url);
  });
});
