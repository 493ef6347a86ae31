import { render, screen } from '@testing-library/react';
import { TestimonialCard } from './testimonial-card';

const testimonial = { name: 'Asha K.', role: 'MS in Computer Science, USA', content: 'Clear advice at every step.', rating: 5 };

describe('TestimonialCard', () => {
  it('shows the quote, name, role and the rating as that many stars', () => {
    render(<TestimonialCard testimonial={testimonial} />);
    expect(screen.getByText('Asha K.')).toBeInTheDocument();
    expect(screen.getByText('MS in Computer Science, USA')).toBeInTheDocument();
    expect(screen.getByText(/Clear advice at every step\./)).toBeInTheDocument();
    const stars = screen.getByRole('img', { name: '5 out of 5 stars' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
  });

  it('keeps the rating between 0 and 5 stars', () => {
    render(<TestimonialCard testimonial={{ ...testimonial, rating: 7 }} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' }).querySelectorAll('svg')).toHaveLength(5);
  });

  it('shows fewer stars for a lower rating', () => {
    render(<TestimonialCard testimonial={{ ...testimonial, rating: 4 }} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' }).querySelectorAll('svg')).toHaveLength(4);
  });
});
