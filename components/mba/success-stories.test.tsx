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
});
