import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mbbs } from '@/content/mbbs';
import { samplesShownAndHidden } from '@/tooling/with-operator';
import { UniversityCard } from './university-card';

describe('UniversityCard', () => {
  // Each university with samples shown and hidden: a guessed website is a sample (lib/samples).
  const { shown, hidden } = samplesShownAndHidden(() => jest.requireActual<typeof import('@/content/mbbs')>('@/content/mbbs').mbbs.universities.list);

  it.each([...shown, ...hidden].map((u) => [u.name, u.website?.href ?? 'no website', u] as const))(
    '%s (%s): shows the highlights and opens a modal with the details and the website link',
    async (name, _, university) => {
      render(<UniversityCard university={university} texts={mbbs.universities} />);
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      for (const h of university.highlights) expect(screen.getAllByText(h.value).length).toBeGreaterThan(0);
      await userEvent.click(screen.getByRole('button', { name: (n) => n.includes(mbbs.universities.learnMore) && n.includes(name) }));
      const dialog = screen.getByRole('dialog', { name });
      for (const detail of [university.tuition, university.duration, university.language])
        expect(within(dialog).getAllByText(detail).length).toBeGreaterThan(0);
      expect(within(dialog).getByRole('img')).toHaveAttribute('width', String(university.image.width));
      expect(within(dialog).queryByText(mbbs.universities.labels.ranking)).not.toBeInTheDocument();
      const link = within(dialog).queryByRole('link', { name: (n) => n.startsWith(mbbs.universities.visitWebsite) });
      if (!university.website) expect(link).toBeNull();
      else {
        expect(link).toHaveAttribute('href', university.website.href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      cleanup();
    },
  );

  it('shows the ranking when one is given', async () => {
    render(<UniversityCard university={{ ...mbbs.universities.list[0], ranking: 'Top 10 in Vietnam' }} texts={mbbs.universities} />);
    await userEvent.click(screen.getByRole('button', { name: (n) => n.includes(mbbs.universities.learnMore) }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(mbbs.universities.labels.ranking)).toBeInTheDocument();
    expect(within(dialog).getByText('Top 10 in Vietnam')).toBeInTheDocument();
  });
});
