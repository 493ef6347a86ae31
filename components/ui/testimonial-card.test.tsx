import { render, screen } from '@testing-library/react';
import { TestimonialCard } from './testimonial-card';
import { variantUrl } from '@/lib/responsive-images';

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

  it('shows the student’s photo beside the name when the file gives one: its AVIF and WebP copies, its size, loaded lazily', () => {
    const photo = { src: '/media/asha-k.jpg', width: 600, height: 800 };
    const { container } = render(<TestimonialCard testimonial={{ ...testimonial, photo }} />);
    const img = container.querySelector('figcaption img')!;
    expect(img).toHaveAttribute('width', String(photo.width));
    expect(img).toHaveAttribute('height', String(photo.height));
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    const sources = Array.from(container.querySelectorAll('picture source'));
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toContain(variantUrl(photo.src, photo.width, 'avif'));
    expect(container.innerHTML).not.toContain(`"${photo.src}"`);
  });

  it('shows no image without a photo', () => {
    const { container } = render(<TestimonialCard testimonial={testimonial} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
