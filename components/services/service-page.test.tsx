import { render, screen, within } from '@testing-library/react';
import { servicePages, type ServicePageKey } from '@/content/service-pages';
import { samplesShownAndHidden } from '@/tooling/with-operator';
import { ServicePage } from './service-page';

const keys = Object.keys(servicePages) as ServicePageKey[];

describe('ServicePage', () => {
  it.each(keys)('%s: one h1, features, numbered process steps and a closing call to action to /contact/', (key) => {
    const page = servicePages[key];
    const { container } = render(<ServicePage page={page} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.hero.title);

    const features = container.querySelector('#features') as HTMLElement;
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(page.features.items.map((f) => f.title));

    const steps = within(container.querySelector('#process') as HTMLElement).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(page.process.steps.length);

    const cta = container.querySelector('#cta') as HTMLElement;
    expect(within(cta).getByRole('link', { name: page.cta.ctaLabel })).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));
    expect(within(cta).getByRole('link', { name: page.cta.secondaryLabel })).toHaveAttribute('href', expect.stringMatching(/^\/services\/?$/));
  });

  it.each(keys.filter((k) => servicePages[k].faq))('%s: an FAQ accordion capped at 300 px, answers in the HTML', (key) => {
    const page = servicePages[key];
    const { container } = render(<ServicePage page={page} />);
    const details = container.querySelectorAll('#faq details');
    expect(details).toHaveLength(page.faq!.items.length);
    const names = new Set(Array.from(details, (d) => d.getAttribute('name')));
    expect(names.size).toBe(1);
    expect(container.querySelector('#faq details > div')).toHaveClass('max-h-[300px]');
    for (const item of page.faq!.items) expect(screen.getByText(item.answer)).toBeInTheDocument();
  });

  it('travel accommodation has no FAQ and no testimonials (it has none of its own)', () => {
    const { container } = render(<ServicePage page={servicePages.travelAccommodation} />);
    expect(container.querySelector('#faq')).toBeNull();
    expect(container.querySelector('#testimonials')).toBeNull();
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });

  // The testimonials as staff set the "Hide sample content" switch: both ways (invented ones are samples).
  const { shown, hidden } = samplesShownAndHidden(() => jest.requireActual<typeof import('@/content/service-pages')>('@/content/service-pages').servicePages);
  const withTestimonials = [
    ...keys.filter((k) => shown[k].testimonials).map((k) => ['shown', k, shown[k]] as const),
    ...keys.filter((k) => hidden[k].testimonials).map((k) => ['hidden', k, hidden[k]] as const),
  ];

  it.each(withTestimonials)('samples %s, %s: its testimonials, each with its own stars, or no section without any', (_, key, page) => {
    const items = page.testimonials!.items;
    const { container } = render(<ServicePage page={page} />);
    const section = container.querySelector('#testimonials') as HTMLElement | null;
    if (!items.length) {
      expect(section).toBeNull();
      return;
    }
    expect(
      within(section!)
        .getAllByRole('img', { name: / out of 5 stars$/ })
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(items.map((t) => `${t.rating} out of 5 stars`));
    expect(Array.from(section!.querySelectorAll('blockquote'), (q) => q.textContent)).toEqual(items.map((t) => `“${t.content}”`));
  });
});
