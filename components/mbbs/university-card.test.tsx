import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mbbs } from '@/content/mbbs';
import { UniversityCard } from './university-card';

describe('UniversityCard', () => {
  const university = mbbs.universities.list[0];

  it('shows the highlights and opens a modal with the details and the website link', async () => {
    render(<UniversityCard university={university} texts={mbbs.universities} />);
    expect(screen.getByRole('heading', { name: 'Dianam University' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Learn More about Dianam University' }));
    const dialog = screen.getByRole('dialog', { name: 'Dianam University' });
    expect(within(dialog).getByText('Current fees on request')).toBeInTheDocument();
    expect(within(dialog).getByText('6 years')).toBeInTheDocument();
    expect(within(dialog).getByText('English')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('width', String(university.image.width));
    expect(within(dialog).queryByText('Ranking')).not.toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: /Visit Website/ });
    expect(link).toHaveAttribute('href', university.website?.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the ranking when one is given', async () => {
    render(<UniversityCard university={{ ...university, ranking: 'Top 10 in Vietnam' }} texts={mbbs.universities} />);
    await userEvent.click(screen.getByRole('button', { name: /Learn More/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Ranking')).toBeInTheDocument();
    expect(within(dialog).getByText('Top 10 in Vietnam')).toBeInTheDocument();
  });
});
