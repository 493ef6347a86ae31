import { render, screen } from '@testing-library/react';
import { BookLink, bookingHref } from '@/components/nofee/book-link';

describe('BookLink', () => {
  it('links to the contact form with the booking subject in the query', () => {
    expect(bookingHref('Free Consultation Booking', 'contact-form')).toBe('/contact/?subject=Free%20Consultation%20Booking#contact-form');
    render(<BookLink subject="Free Consultation Booking" label="Book Now" formId="contact-form" />);
    const link = screen.getByRole('link', { name: 'Book Now' });
    expect(link).toHaveAttribute('href', '/contact/?subject=Free%20Consultation%20Booking#contact-form');
    expect(link).not.toHaveAttribute('target');
  });
});
