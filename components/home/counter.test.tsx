import { render, screen } from '@testing-library/react';
import { Counter } from '@/components/home/counter';

describe('Counter', () => {
  it('shows its final figure, with its suffix, as one text (the animation is CSS)', () => {
    const { container } = render(<Counter value={3000} suffix="+" />);
    expect(screen.getByText('3000+')).toHaveClass('counter');
    expect(container.querySelector('span')!.childNodes).toHaveLength(1);
  });
});
