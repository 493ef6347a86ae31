import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mbbs } from '@/content/mbbs';
import { UniversityCard } from './university-card';

describe('UniversityCard', () => {
  const university = mbbs.universities.list[0];

  it('shows the highlights and opens a modal with the details and the website link', async () => {
    render(<UniversityCard university={university} texts={mbbs.universities} />);
    expect(screen.getByRole('heading', { name: university.name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Learn More about ${university.name}` }));
    const dialog = screen.getByRole('dialog', { name: university.name });
    // The fee, whose figure it is and when it was set.
    expect(within(dialog).getByText(university.tuition.amount)).toBeInTheDocument();
    expect(within(dialog).getByText(university.tuition.source)).toBeInTheDocument();
    expect(within(dialog).getByText(university.duration)).toBeInTheDocument();
    expect(within(dialog).getByText(university.language)).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('width', String(university.image.width));
    expect(within(dialog).queryByText('Ranking')).not.toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: /Visit Website/ });
    expect(link).toHaveAttribute('href', university.website?.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks the words an edition shows in English (its file leaves them out) as English', () => {
    render(<UniversityCard university={{ ...university, fallback: ['summary'] }} texts={mbbs.universities} />);
    expect(screen.getByText(university.summary)).toHaveAttribute('lang', 'en');
    for (const place of screen.getAllByText(university.location)) expect(place).not.toHaveAttribute('lang');
  });

  it('shows the ranking when one is given', async () => {
    render(<UniversityCard university={{ ...university, ranking: 'Top 10 in Vietnam' }} texts={mbbs.universities} />);
    await userEvent.click(screen.getByRole('button', { name: /Learn More/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Ranking')).toBeInTheDocument();
    expect(within(dialog).getByText('Top 10 in Vietnam')).toBeInTheDocument();
  });
});
