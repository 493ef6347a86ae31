import { expect, test, type Locator, type Page } from './fixtures';
import { decodeEntities } from './util';
import { getArticle } from '@/content/articles';
import { neet, type NeetContent } from '@/content/neet';
import { lineStart } from '@/content/neet-services';
import { editionPath, href } from '@/content/routes';
import { contentFor } from '@/content/i18n';

const { neet: hiNeet } = contentFor('hi');
const { neet: teNeet } = contentFor('te');

/** The carousel's step: one card's width with its gap (components/neet/service-carousel.tsx). */
const CARD_WIDTH = 320;
const services = neet.services.list;
const labels = neet.services.labels;

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

/** The carousel, scrolled into view (the page's goto has waited for React). */
async function carouselOf(page: Page) {
  const carousel = page.getByRole('region', { name: labels.carousel, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

/** Text as a name pattern: the card's accessible name holds its title among its other words. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('NEET page', () => {
  test('clicking a service card highlights it and shows its details', async ({ page }) => {
    await page.goto(href('neet'));
    const carousel = await carouselOf(page);
    await expect(page.getByText(labels.select)).toBeVisible();
    // A visitor's pointer over the row holds it still, so the card can be clicked.
    await carousel.hover();
    const [other, service, hidden] = services;
    const card = carousel.getByRole('button', { name: containing(service.title) });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(carousel.getByRole('button', { name: containing(other.title) })).toHaveAttribute('aria-pressed', 'false');
    const panel = page.getByRole('region', { name: service.title, exact: true });
    await expect(panel).toBeVisible();
    for (const text of [service.features[0], service.duration, lineStart(service.cost.full), service.targetAudience])
      await expect(panel.getByText(text, { exact: true })).toBeVisible();
    // Only the selected service's details are shown.
    await expect(page.getByRole('region', { name: hidden.title, exact: true })).toBeHidden();
  });

  for (const [language, content, path] of [
    ['English', neet, href('neet')],
    ['Telugu', teNeet, editionPath('te', href('neet'))],
    ['Hindi', hiNeet, editionPath('hi', href('neet'))],
  ] as [string, NeetContent, string][])
    test(`every service is in the ${language} HTML with its details and its price, whose it is and when it was set`, async ({ request }) => {
      const html = decodeEntities(await (await request.get(path)).text());
      for (const s of content.services.list)
        for (const text of [s.title, s.description, ...s.features, s.duration, s.targetAudience, lineStart(s.cost.amount), lineStart(s.cost.full)])
          expect(html, `${s.id}: ${text}`).toContain(text);
      // The buttons offer the free consultation, beside the paid services.
      expect(html).toContain(content.hero.primary);
      expect(html).toContain(content.closing.cta);
    });

  test('the row moves by itself, loops, and holds still under the pointer', async ({ page }) => {
    await page.goto(href('neet'));
    // The row starts moving when the visitor scrolls to it.
    await carouselOf(page);
    const copy = page.locator('ul[aria-hidden="true"]');
    await expect(copy).toHaveCount(1);
    // The second copy is hidden from assistive technology and holds nothing focusable.
    await expect(copy.locator('button, a, input, [tabindex]')).toHaveCount(0);

    const carousel = page.getByRole('region', { name: labels.carousel, exact: true });
    const moving = await scrollPositions(carousel, 10);
    expect(moving[moving.length - 1]).toBeGreaterThan(moving[0]);

    // Near the end of the first copy (one card's width per service) it wraps back to the start.
    await carousel.evaluate((el, end) => (el.scrollLeft = end - 2), CARD_WIDTH * services.length);
    const wrapped = await scrollPositions(carousel, 6);
    // Wrapped back from the end of the first copy to the start (frames may be dropped under load).
    expect(Math.min(...wrapped)).toBeLessThan(CARD_WIDTH);

    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    const held = await scrollPositions(carousel, 10);
    expect(new Set(held).size).toBe(1);
  });

  test('the row stays still and scrollable by hand when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(href('neet'));
    const carousel = await carouselOf(page);
    // Hydrated: a click works. Then the pointer and focus leave the row again.
    const card = carousel.getByRole('button', { name: containing(services[0].title) });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('heading', { name: neet.services.title, exact: true }).click();
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

  test('links to its articles and to the contact page', async ({ page }) => {
    await page.goto(href('neet'));
    for (const key of neet.blog.posts) {
      const post = getArticle(key);
      await expect(page.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', href(post.key));
    }
    await expect(page.getByRole('link', { name: neet.closing.cta, exact: true }).last()).toHaveAttribute('href', href('contact'));
  });
});
