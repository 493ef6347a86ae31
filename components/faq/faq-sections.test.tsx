import { render, screen, within } from '@testing-library/react';
import { FaqHero, FaqQuestions, StillHaveQuestions, BookConsultation } from '@/components/faq/faq-sections';
import { StudyAbroadFaq } from '@/components/sections/study-abroad-faq';
import { faqItems } from '@/content/faq';
import { site, telHref } from '@/lib/site';

// Links as the export writes them (next.config trailingSlash: true).
process.env.__NEXT_TRAILING_SLASH = 'true';

describe('FAQ page sections', () => {
  it('links the hero to the questions', () => {
    render(<FaqHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    expect(screen.getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute('href', "/FAQ'S/#faq");
  });

  it('numbers the 3 top and 6 general questions 1–9 in one accordion group, answers in the HTML', () => {
    const { container } = render(<FaqQuestions />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(9);
    expect(new Set([...details].map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
    [...details].forEach((d, i) => {
      expect(d.querySelector('summary')).toHaveTextContent(`${i + 1}. ${faqItems[i].question}`);
      expect(d).not.toHaveAttribute('open');
    });
    expect(container).toHaveTextContent('packages start from 15,000 rupees');
    expect(screen.getByRole('heading', { name: 'Top Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'General Questions' })).toBeInTheDocument();
  });

  it('offers e-mail, phone and the contact page, and the booking page in a new tab', () => {
    render(
      <>
        <StillHaveQuestions />
        <BookConsultation />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Send an email' })).toHaveAttribute('href', `mailto:${site.headOffice.email}`);
    expect(screen.getByRole('link', { name: 'Call now' })).toHaveAttribute('href', telHref(site.headOffice.phone));
    expect(screen.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute('href', '/contact/');
    const book = screen.getByRole('link', { name: /Book Free Consultation/ });
    expect(book).toHaveAttribute('href', site.bookingUrl);
    expect(book).toHaveAttribute('target', '_blank');
    // The shipped booking address is a placeholder: a preview labels it.
    expect(book.parentElement).toHaveTextContent(/Sample$/);
  });
});

describe('StudyAbroadFaq', () => {
  it('renders 13 questions with icons in their own one-open-at-a-time group', () => {
    const { container } = render(<StudyAbroadFaq />);
    const section = screen.getByRole('region', { name: 'Studying Abroad: Questions and Answers' });
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(13);
    for (const d of details) {
      expect(d).toHaveAttribute('name', 'study-abroad-faq');
      expect(d.querySelector('summary svg')).not.toBeNull();
    }
    expect(within(section).getByText(/Do you have an office in Hyderabad\?/)).toBeInTheDocument();
  });
});
