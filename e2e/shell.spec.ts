import { VIEWPORT, expect, test, type Page } from './fixtures';
import { footerQuickLinks, mainNav } from '@/content/navigation';
import { shell } from '@/content/shell';
import { href } from '@/content/routes';
import { site, telHref } from '@/content/site';

// The menus as content/pages/en/navigation.yaml gives them: the Programs group (a page and its menu toggle), the Assistance group (a button, no page of its own).
const programsNav = mainNav.find((i) => i.to === 'program')!;
const assistanceNav = mainNav.find((i) => !i.to && i.children)!;
const labelsOf = (item: (typeof mainNav)[number]) => item.children!.map((c) => c.label);
const linkTo = (to: string) => mainNav.flatMap((i) => [i, ...(i.children ?? [])]).find((i) => i.to === to)!.label;

test.describe('theme', VIEWPORT, () => {
  test('defaults to light, toggles to dark, persists across reloads without a flash', async ({ page }) => {
    // Record the theme the first time <body> exists: the flash a visitor would see.
    await page.addInitScript(() => {
      const w = window as unknown as { __themeAtBody?: string };
      new MutationObserver((_m, obs) => {
        if (document.body) {
          w.__themeAtBody = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBeNull();
    await page.getByRole('button', { name: shell.header.darkMode }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: shell.header.darkMode })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    // The page's own script answered: the framework was not asked for.
    await expect(page.locator('html')).toHaveAttribute('data-framework', 'pending');

    await page.goto(href('about'));
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: shell.header.darkMode })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: shell.header.darkMode }).click();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('light');
  });
});

test.describe('header', () => {
  test('desktop: every item in order, dropdowns on hover and by keyboard, on the page as it loads (no framework)', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: shell.header.mainNavLabel });
    const topLabels = await nav.locator(':scope > ul > li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).innerText.trim()));
    expect(topLabels).toEqual(mainNav.map((i) => i.label));

    // Hover opens, leaving closes.
    const programs = nav.locator(':scope > ul > li').nth(1);
    await programs.hover();
    const programsMenu = programs.locator('ul');
    await expect(programsMenu).toBeVisible();
    await expect(programsMenu.getByRole('link')).toHaveText(labelsOf(programsNav));
    for (const item of programsNav.children!)
      await expect(programsMenu.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', href(item.to!));
    await expect(programs.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(programsMenu).toBeHidden();
    await expect(programs.getByRole('button')).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: the Assistance toggle opens its menu; Tab enters it; Escape closes and returns focus.
    const assistance = nav.getByRole('button', { name: assistanceNav.label, exact: true });
    await assistance.focus();
    await page.keyboard.press('Enter');
    await expect(assistance).toHaveAttribute('aria-expanded', 'true');
    const assistanceMenu = nav.locator('#' + (await assistance.getAttribute('aria-controls')));
    await expect(assistanceMenu.getByRole('link')).toHaveText(labelsOf(assistanceNav));
    await page.keyboard.press('Tab');
    await expect(assistanceMenu.getByRole('link', { name: assistanceNav.children![0].label })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(assistanceMenu).toBeHidden();
    await expect(assistance).toBeFocused();

    // Focus leaving an item closes its menu.
    await page.keyboard.press('Enter');
    await expect(assistanceMenu).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: shell.header.contact, exact: true }).focus();
    await expect(assistanceMenu).toBeHidden();
    // All of it by the HTML and the page's own script: the framework was not asked for.
    await expect(page.locator('html')).toHaveAttribute('data-framework', 'pending');

    await expect(page.getByRole('banner').getByRole('link', { name: shell.header.contact, exact: true })).toHaveAttribute('href', href('contact'));
    const crm = page.getByRole('banner').getByRole('link', { name: shell.header.crm });
    await expect(crm).toHaveAttribute('href', site.crmUrl);
    await expect(crm).toHaveAttribute('target', '_blank');
  });

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: shell.mobileMenu.open }).click();
    const menu = page.getByRole('dialog', { name: shell.mobileMenu.dialogLabel });
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Whether the page behind the menu can scroll (the root scroller is locked while the menu or a modal is open). */
  const pageScrolls = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow !== 'hidden');

  test.describe(() => {
    test.skip(({ projectName }) => projectName !== 'mobile', 'mobile navigation');
    test('mobile: slide-in menu, one group open at a time, scroll lock, closes on navigation and on widening', VIEWPORT, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: shell.header.mainNavLabel })).toBeHidden();
      const openButton = page.getByRole('button', { name: shell.mobileMenu.open });
      const menu = await openMenu(page);
      expect(await pageScrolls(page)).toBe(false);
      // Focus moves into the menu.
      expect(await page.evaluate(() => document.activeElement?.closest(':popover-open')?.id)).toBe('mobile-menu');

      // Groups are native disclosures (<details name>): opening one closes the other.
      const group = (label: string) => menu.locator('details').filter({ has: page.locator('summary', { hasText: label }) });
      const [programs, other] = mainNav.filter((i) => i.children);
      const firstProgram = programs.children![0].label;
      await group(programs.label).locator('summary').click();
      await expect(group(programs.label)).toHaveAttribute('open', '');
      await expect(menu.getByRole('link', { name: firstProgram, exact: true })).toBeVisible();
      await group(other.label).locator('summary').click();
      await expect(group(other.label)).toHaveAttribute('open', '');
      await expect(group(programs.label)).not.toHaveAttribute('open');
      await expect(menu.getByRole('link', { name: firstProgram, exact: true })).toBeHidden();
      await group(other.label).locator('summary').click();
      await expect(group(other.label)).not.toHaveAttribute('open');

      // Navigation closes the menu, unlocks scrolling and lands at the top.
      await page.evaluate(() => window.scrollTo(0, 400));
      await menu.getByRole('link', { name: linkTo('blog'), exact: true }).click();
      await page.waitForURL((u) => u.pathname === href('blog'));
      await expect(menu).toBeHidden();
      expect(await pageScrolls(page)).toBe(true);
      // The new page is scrolled to the top in the frame after the route change, which can come a
      // moment after the menu has closed.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // Escape closes it and focus returns to the menu button; widening to 1024 px closes it.
      const again = await openMenu(page);
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
      await expect(openButton).toBeFocused();
      await expect(openButton).toHaveAttribute('aria-expanded', 'false');
      // A tap on the dimmed page beside it closes it, and so does Tab past its last link.
      await openMenu(page);
      await page.mouse.click(10, 400);
      await expect(menu).toBeHidden();
      expect(await pageScrolls(page)).toBe(true);
      const third = await openMenu(page);
      await third.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(third).toBeHidden();
      await openMenu(page);
      await expect(openButton).toHaveAttribute('aria-expanded', 'true');
      await page.setViewportSize({ width: 1100, height: 800 });
      await expect(page.getByRole('dialog', { name: shell.mobileMenu.dialogLabel })).toBeHidden();
      expect(await pageScrolls(page)).toBe(true);
    });
  });
});

test.describe('footer and floating chat button', () => {
  test('quick links, social links, offices and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: shell.footer.quickLinksNav }).getByRole('link')).toHaveText(footerQuickLinks.map((l) => l.label));
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: shell.footer.counselling })).toHaveAttribute('href', href('contact'));
    const offices = footer
      .getByRole('region', { name: shell.footer.offices })
      .getByRole('listitem')
      .filter({ has: page.locator('h3') });
    await expect(offices).toHaveCount(site.offices.length);
    for (const office of site.offices) {
      await expect(footer.getByRole('link', { name: office.phone })).toHaveAttribute('href', telHref(office.phone));
      await expect(footer.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
      await expect(footer.getByRole('link', { name: office.address })).toHaveAttribute('href', office.mapLink);
    }
    await expect(footer).toContainText(`© ${site.copyrightYear} ${site.name}`);
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', site.chatLink);
    await expect(chat).toHaveAttribute('target', '_blank');
  });
});
