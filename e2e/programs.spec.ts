import { VIEWPORT, expect, test } from './fixtures';
import { mbbs } from '@/content/mbbs';
import { allCourses, programCategories, programsPage, type ProgramCategory } from '@/content/programs';
import { ausImmigration, type AusAction } from '@/content/ausimmigration';
import { cybersecurity } from '@/content/cybersecurity';
import { leadTexts } from '@/content/lead';
import { skilledMigration } from '@/content/facts';
import { shell } from '@/content/shell';
import { monthYear } from '@/lib/fact';
import { fillText } from '@/lib/locale';
import { href } from '@/content/routes';

/** A university's Learn More button, as the MBBS page and the shell word it. */
const learnMoreAbout = (name: string) => fillText(shell.a11y.learnMoreAbout, { label: mbbs.universities.learnMore, name });
/** The cybersecurity enquiry form's labels (content/pages/en/cybersecurity.yaml). */
const label = (name: string) => cybersecurity.enquiry.fields.find((f) => f.name === name)!.label;

test.describe('MBBS page', () => {
  test('the hero leads to the universities section', VIEWPORT, async ({ page }) => {
    await page.goto('/MBBS/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('link', { name: mbbs.hero.explore.label }).click();
    await expect(page).toHaveURL(/#universities$/);
    await expect(page.getByRole('heading', { name: mbbs.universities.title })).toBeInViewport();
    await expect(page.getByRole('heading', { name: mbbs.benefits.title })).toBeAttached();
  });

  test('Learn More opens the university modal; backdrop, Escape and Close close it', VIEWPORT, async ({ page }) => {
    await page.goto('/MBBS/');
    // The first university of content/universities/, as its file gives it.
    const [university] = mbbs.universities.list;
    const learnMore = page.getByRole('button', { name: learnMoreAbout(university.name) });
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
    const visit = dialog.getByRole('link', { name: new RegExp(`^${mbbs.universities.visitWebsite}`) });
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
      await page.getByRole('button', { name: learnMoreAbout(name) }).click();
      const dialog = page.getByRole('dialog', { name });
      const visit = dialog.getByRole('link', { name: new RegExp(`^${mbbs.universities.visitWebsite}`) });
      if (website) await expect(visit).toHaveAttribute('href', website.href);
      else await expect(visit).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
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

    // The first tap, on the page as it loads, starts the framework, which answers it.
    await tab(second).click();
    await expect(tab(second)).toHaveAttribute('aria-selected', 'true');
    for (const c of second.courses) await expect(course(c.name)).toBeVisible();
    await expect(course(first.courses[0].name)).toBeHidden();

    // The arrow keys walk on and wrap round to the first category. (The first tap, before the
    // framework, followed the tab's link to its panel, which took the focus: the keyboard comes back to the tab.)
    await tab(second).focus();
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
      // The students, placement and companies figures are optional: shown, as the operator's own, only where a file gives them.
      const entry = allCourses.find(({ category, slug }) => href === `/courses/${category.id}/${slug}/`);
      const given = entry ? [entry.course.stats.students, entry.course.stats.placement, entry.course.stats.companies].some((v) => v !== undefined) : false;
      if (given) await expect(page.getByRole('main')).toContainText(programsPage.statLabels.note);
      else await expect(page.getByRole('main')).not.toContainText(programsPage.statLabels.note);
    }
  });

  test('the course cards say whose figures their students, placement and companies are', async ({ page }) => {
    await page.goto('/program/');
    const card = page.getByRole('tabpanel').filter({ visible: true });
    const stats = card.locator('dl').filter({ hasText: programsPage.statLabels.placement });
    // The figures are optional: a card shows them, said as ours, only when its file gives them.
    if (allCourses.some(({ course }) => course.stats?.placement)) {
      await expect(stats.first()).toBeVisible();
      await expect(card.getByText(programsPage.statLabels.note).first()).toBeVisible();
    } else {
      await expect(stats).toHaveCount(0);
      await expect(card.getByText(programsPage.statLabels.note)).toHaveCount(0);
    }
  });
});

test.describe('Cybersecurity page', () => {
  test('the hero and every program card lead to the enquiry form', VIEWPORT, async ({ page }) => {
    await page.goto('/cybersecurity/');
    const access = page.getByRole('link', { name: new RegExp(`^${cybersecurity.programs.action}`) });
    await expect(access).toHaveCount(cybersecurity.programs.list.length);
    for (const link of await access.all()) await expect(link).toHaveAttribute('href', '#enquiry-form');
    await page.getByRole('link', { name: cybersecurity.hero.enroll }).click();
    await expect(page.getByRole('textbox', { name: label('name') })).toBeInViewport();
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
    await form.getByLabel(label('name')).fill('Ravi Kumar');
    await form.getByLabel(label('email')).fill('ravi@example.org');
    await form.getByLabel(label('phone')).fill('+91 90000 00000');
    await expect(form.getByLabel(label('email'))).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(label('phone'))).toHaveAttribute('type', 'tel');
    await form.getByRole('button', { name: cybersecurity.enquiry.submit }).click();
    await expect(page.getByText(leadTexts.successMessage)).toBeVisible();
    expect(fields).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.org', phone: '+91 90000 00000', subject: cybersecurity.enquiry.subject });
    expect(fields.access_key).toBeTruthy();
    await expect(form.getByLabel(label('name'))).toHaveValue('');
  });
});

test.describe('Australia immigration page', () => {
  test('calls to action go to the contact form, the programs and the phone', async ({ page }) => {
    await page.goto('/ausimmigration/');
    // Each action as content/pages/en/ausimmigration.yaml gives it: a page, or the contact form with its subject.
    const target = (action: AusAction) => (action.to ? href(action.to) : `${href('contact')}?subject=${encodeURIComponent(action.contactSubject!)}`);
    const { hero, visas, process, closing } = ausImmigration;
    for (const { action } of visas.cards) await expect(page.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', target(action));
    await expect(page.getByRole('main').getByRole('link', { name: hero.consultation.label, exact: true })).toHaveAttribute('href', target(hero.consultation));
    await expect(page.getByRole('link', { name: closing.book, exact: true })).toHaveAttribute('href', href('contact'));
    await expect(page.getByRole('link', { name: new RegExp(`^${closing.call}`) })).toHaveAttribute('href', /^tel:\+91\d+$/);
    for (const step of process.steps) {
      await expect(page.getByRole('heading', { name: step.title, exact: true })).toBeVisible();
    }
  });

  test('the skilled visa card states the points test pass mark with when it was checked and its official page', async ({ page }) => {
    await page.goto('/ausimmigration/');
    // The card whose points name the pass mark ({{skilledPassMark}} in content/pages/en/ausimmigration.yaml).
    const skilled = ausImmigration.visas.cards.find((c) => c.source)!;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: skilled.title }) });
    const { passMark } = skilledMigration;
    for (const point of skilled.points) await expect(card).toContainText(point);
    expect(skilled.points.join(' ')).toMatch(new RegExp(`(^|\\D)${passMark.value}(\\D|$)`));
    await expect(card).toContainText(fillText(shell.factSource.asOf, { date: monthYear(passMark.checked) }));
    await expect(card.getByRole('link', { name: `${shell.factSource.source}: ${passMark.source.name}` })).toHaveAttribute('href', passMark.source.url);
  });
});
