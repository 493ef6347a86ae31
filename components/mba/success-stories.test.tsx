import { render } from '@testing-library/react';
import { mbaPage, mbaTestimonials } from '@/content/mba';
import { initialsOf } from '@/content/testimonials';
import { SuccessStories } from './success-stories';

describe('SuccessStories', () => {
  it('shows each MBA testimonial file: quote, initials drawn from the name, name and role, a "Sample" label on a sample', () => {
    const { container } = render(<SuccessStories stories={mbaPage.stories} mbaTestimonials={mbaTestimonials} />);
    const cards = Array.from(container.querySelectorAll('figure'));
    expect(cards).toHaveLength(mbaTestimonials.length);
    cards.forEach((card, i) => {
      const t = mbaTestimonials[i];
      expect(card.querySelector('blockquote')).toHaveTextContent(t.content);
      const [initials, who] = Array.from(card.querySelectorAll('figcaption > span'));
      expect(initials.textContent).toBe(initialsOf(t.name));
      expect(who.firstElementChild).toHaveTextContent(t.name);
      expect(who.lastElementChild).toHaveTextContent(t.role);
      expect(card.querySelector('[data-sample]') !== null).toBe(t.sample === true);
    });
  });

  it('shows the student’s photo instead of the initials when the file gives one', () => {
    // A file of its own (the live ones may all be samples, hidden by the operator's switch).
    const story = {
      name: 'Asha K.',
      role: 'MBA, UK',
      content: 'Clear advice.',
      rating: 5,
      order: 10,
      pages: ['mba' as const],
      slug: '010-asha-k',
      source: 'content/testimonials/010-asha-k.md',
    };
    const photo = { src: '/media/asha-k.jpg', width: 600, height: 600 };
    const { container } = render(<SuccessStories stories={mbaPage.stories} mbaTestimonials={[{ ...story, photo }]} />);
    const caption = container.querySelector('figcaption')!;
    expect(caption.querySelector('img')).toHaveAttribute('width', '600');
    expect(caption.textContent).not.toContain(initialsOf(story.name));
    const { container: without } = render(<SuccessStories stories={mbaPage.stories} mbaTestimonials={[story]} />);
    expect(without.querySelector('figcaption')!.textContent).toContain(initialsOf(story.name));
  });
});
