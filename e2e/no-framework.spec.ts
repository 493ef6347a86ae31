import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { allRoutes, readOut, urlOf } from './util';
import { contextFor, open } from './without-framework';
import { VIEWPORT } from './fixtures';
import { htmlFileOf } from '@/tooling/export-files';
import { contentFor } from '@/content/i18n';
import { href } from '@/content/routes';
import { countries } from '@/content/countries';
import { courseCategories } from '@/content/course-categories';
import { neet } from '@/content/neet';
import { chatbotLauncher } from '@/content/chatbot';
import { contact } from '@/content/contact';
import { mainNav } from '@/content/navigation';
import { shell } from '@/content/shell';
import { fillText } from '@/lib/locale';

/*
 * The page before and without the framework. Each island is plain HTML that works by itself
 * (invoker commands open dialogs, popovers and <details> open menus, scroll-snap rows scroll), and
 * nothing is hidden on the promise that a script will show it: when the framework's chunks never
 * arrive (a dropped connection, a proxy, a blocked file), every page reads at least as it does with
 * scripts off, and its menus, dialogs, panels and tabs still work.
 *
 * Every route's text without the framework (scripts off, and chunks blocked) is checked in the site
 * walk (e2e/routes.spec.ts), on the loads it makes anyway; this file checks what works.
 *
 * This file uses Playwright's own `test`: the suite's fixture waits for React after goto, which
 * never comes here.
 */

const sitemapRoutes = allRoutes.filter((r) => !r.noindex);

// The header menu as content/pages/en/navigation.yaml and shell.yaml word it.
const programsNav = mainNav.find((i) => i.to === 'program')!;
const assistanceNav = mainNav.find((i) => !i.to && i.children)!;
const navLink = (to: string) => mainNav.flatMap((i) => [i, ...(i.children ?? [])]).find((i) => i.to === to)!.label;
const submenu = (label: string) => fillText(shell.header.submenu, { label });
const isMobile = () => test.info().project.name === 'mobile';

/** Routes whose exported HTML holds a given marker (so the walk visits only pages with that island). */
const routesWith = (marker: string) => sitemapRoutes.filter((r) => readOut(htmlFileOf(r.path)).includes(marker));

/** Opens a trigger's dialog by a click: it shows, with its title, and focus is inside it. */
async function openDialog(page: Page, trigger: Locator, what: string) {
  const dialog = page.locator(`dialog[id="${await trigger.getAttribute('commandfor')}"]`);
  await trigger.click();
  await expect(dialog, what).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') != null)).toBe(true);
  return dialog;
}

/** Close (the button at its foot) closes the dialog, and focus returns to its trigger. */
async function closeDialog(dialog: Locator, trigger: Locator, closeLabel: string) {
  await dialog.getByRole('button', { name: closeLabel }).last().click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test.describe('without the framework', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const mode of ['scripts off', 'chunks blocked'] as const) {
    test.describe(mode, () => {
      let context: BrowserContext;
      let page: Page;
      test.beforeEach(async ({ browser }) => {
        context = await contextFor(browser, mode);
        page = await context.newPage();
      });
      test.afterEach(() => context.close());

      test('the chat launcher is there and leads to the contact form (the chat itself needs script)', VIEWPORT, async () => {
        await open(page, href('countries'), mode);
        const launcher = page.getByRole('link', { name: chatbotLauncher.fallbackLabel });
        await expect(launcher).toBeInViewport();
        await expect(page.getByRole('button', { name: chatbotLauncher.label })).toHaveCount(0);
        await launcher.click();
        await page.waitForURL((u) => u.pathname === href('contact') && u.hash === '#contact-form');
        await expect(page.getByRole('textbox', { name: contact.form.fields.find((f) => f.name === 'name')!.label })).toBeInViewport();
      });

      test('the header menu opens by tap or click and leads to every page', VIEWPORT, async () => {
        await open(page, '/', mode);
        if (isMobile()) {
          const button = page.getByRole('button', { name: shell.mobileMenu.open });
          await button.tap();
          const menu = page.getByRole('dialog', { name: shell.mobileMenu.dialogLabel });
          await expect(menu).toBeVisible();
          // Groups open natively, one at a time.
          const firstProgram = programsNav.children![0].label;
          await menu.locator('summary', { hasText: programsNav.label }).tap();
          await expect(menu.getByRole('link', { name: firstProgram, exact: true })).toBeVisible();
          await menu.locator('summary', { hasText: assistanceNav.label }).tap();
          await expect(menu.getByRole('link', { name: firstProgram, exact: true })).toBeHidden();
          await expect(menu.getByRole('link', { name: navLink('neet'), exact: true })).toBeVisible();
          // Escape closes it and focus is back on the menu button.
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
          await expect(button).toBeFocused();
          // Reopen and follow a link: a plain navigation to the page.
          await button.tap();
          await menu.getByRole('link', { name: navLink('blog'), exact: true }).tap();
          await page.waitForURL((u) => u.pathname === href('blog'));
          await expect(page.getByRole('dialog', { name: shell.mobileMenu.dialogLabel })).toBeHidden();
        } else {
          const nav = page.getByRole('navigation', { name: shell.header.mainNavLabel });
          const toggle = nav.getByRole('button', { name: submenu(programsNav.label) });
          await toggle.click();
          const dropdown = page.locator('#' + (await toggle.getAttribute('aria-controls')));
          await expect(dropdown.getByRole('link')).toHaveText(programsNav.children!.map((c) => c.label));
          // Keyboard: another toggle opens its own and closes the first; Escape returns focus.
          const assistance = nav.getByRole('button', { name: assistanceNav.label, exact: true });
          await assistance.focus();
          await page.keyboard.press('Enter');
          await expect(dropdown).toBeHidden();
          const assistanceMenu = page.locator('#' + (await assistance.getAttribute('aria-controls')));
          await expect(assistanceMenu.getByRole('link', { name: navLink('neet'), exact: true })).toBeVisible();
          await page.keyboard.press('Tab');
          await expect(assistanceMenu.getByRole('link', { name: assistanceNav.children![0].label })).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(assistanceMenu).toBeHidden();
          await expect(assistance).toBeFocused();
          await assistance.click();
          await assistanceMenu.getByRole('link', { name: navLink('neet'), exact: true }).click();
          await page.waitForURL((u) => u.pathname === href('neet'));
        }
      });

      test('every Learn More, university and detail dialog opens, shows its content and closes', async () => {
        // Pages with a dialog trigger of their own (every page has the menu's). The editions' pages
        // have the same dialogs in another language: one of them stands for all.
        const routes = sitemapRoutes.filter(
          (r) => (!r.locale || r.key === 'te:services') && /commandfor="(?!mobile-menu")[^"]*" command="show-modal"/.test(readOut(htmlFileOf(r.path))),
        );
        expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/services', '/MBBS']));
        for (const route of routes) {
          await open(page, urlOf(route), mode);
          const triggers = page.locator('main button[command="show-modal"]');
          const count = await triggers.count();
          for (let i = 0; i < count; i++) {
            const trigger = triggers.nth(i);
            const dialog = await openDialog(page, trigger, `${route.path}: ${await trigger.innerText()}`);
            // Its details are there to read.
            expect((await dialog.innerText()).length).toBeGreaterThan(60);
            await closeDialog(dialog, trigger, route.locale ? contentFor(route.locale).shell.a11y.close : 'Close');
          }
          expect(count, `${route.path} has dialogs`).toBeGreaterThan(0);
        }
      });

      test('country panels and course categories read in full; tabs show every panel', async () => {
        for (const route of routesWith('data-country-panel')) {
          await open(page, urlOf(route), mode);
          const panels = page.locator('[data-country-panel]');
          // One panel per destination of content/countries/ (the MBA page's too).
          expect(await panels.count(), route.path).toBe(countries.length);
          for (const panel of await panels.all()) await expect(panel).toBeVisible();
          // Controls that need script stay out of the way (the country explorer's search, not the
          // header's plain form).
          await expect(page.locator('main [role="search"]')).toBeHidden();
        }

        await open(page, urlOf(sitemapRoutes.find((r) => r.key === 'countries')!), mode);
        const categories = page.locator('main details');
        expect(await categories.count()).toBe(courseCategories.length);
        for (const category of await categories.all()) {
          await category.locator('summary').click();
          await expect(category).toHaveAttribute('open', '');
          await expect(category.locator('.course-details')).toBeVisible();
        }

        for (const route of routesWith('role="tabpanel"')) {
          await open(page, urlOf(route), mode);
          const panels = page.getByRole('tabpanel', { includeHidden: true });
          expect(await panels.count(), route.path).toBeGreaterThan(1);
          for (const panel of await panels.all()) await expect(panel, route.path).toBeVisible();
        }
      });

      test('the NEET carousel: every card reachable by keyboard and by swipe, every service’s details shown', VIEWPORT, async () => {
        await open(page, urlOf(sitemapRoutes.find((r) => r.key === 'neet')!), mode);
        const carousel = page.getByRole('region', { name: neet.services.labels.carousel, exact: true });
        const cards = carousel.getByRole('button');
        const count = await cards.count();
        expect(count).toBe(neet.services.list.length);
        // Keyboard: Tab moves from card to card, and each one scrolls into view.
        await cards.first().focus();
        for (let i = 1; i < count; i++) {
          await page.keyboard.press('Tab');
          await expect(cards.nth(i)).toBeFocused();
          await expect(cards.nth(i)).toBeInViewport({ ratio: 0.9 });
        }
        // Swipe: the row scrolls sideways and settles with a card at its start (scroll-snap).
        await carousel.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
        await carousel.evaluate((el) => el.scrollBy({ left: 200, behavior: 'instant' }));
        const cardAtStart = () =>
          carousel.evaluate((el) => {
            const left = el.getBoundingClientRect().left;
            return [...el.querySelectorAll('li')].findIndex((li) => Math.abs(li.getBoundingClientRect().left - left) < 1);
          });
        await expect.poll(cardAtStart).toBeGreaterThan(0);
        // Every service's details are shown below the row.
        const details = page.locator('section[aria-labelledby$="-title"]');
        await expect(details).toHaveCount(count);
        for (const section of await details.all()) await expect(section.getByRole('heading', { level: 3 })).toBeVisible();
      });
    });
  }
});

test.describe('a browser without invoker commands (Chromium before 135, so Samsung Internet; Safari before 26.2; Firefox before 144)', () => {
  test('with the framework chunks blocked, Learn More and university dialogs still open, read and close', async ({ browser }) => {
    const context = await contextFor(browser, 'chunks blocked');
    // Such a browser: no invoker-command API, and a click on a `commandfor` button does nothing by itself.
    await context.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
      window.addEventListener('click', (e) => (e.target as Element).closest?.('button[commandfor]') && e.preventDefault(), true);
    });
    const page = await context.newPage();
    for (const path of [href('services'), href('mbbs')]) {
      await open(page, path, 'chunks blocked');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-framework')), path).toBe('failed');
      const trigger = page.locator('main button[command="show-modal"]').first();
      const dialog = await openDialog(page, trigger, path);
      await closeDialog(dialog, trigger, 'Close');
      // The close icon in its corner too, whichever part of it is hit.
      await trigger.click();
      await dialog.locator('button[command="close"] svg').first().click();
      await expect(dialog).toBeHidden();
    }
    await context.close();
  });
});
