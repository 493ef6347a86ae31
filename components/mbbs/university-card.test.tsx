import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderContent } from '@/content/i18n';
import { mbbs } from '@/content/mbbs';
import { pageWords } from '@/content/pages';
import { samplesShownAndHidden } from '@/tooling/with-operator';
import { UniversityCard } from './university-card';

describe('UniversityCard', () => {
  // Each university with samples shown and hidden: a guessed website is a sample (lib/samples).
  const { shown, hidden } = samplesShownAndHidden(() => jest.requireActual<typeof import('@/content/mbbs')>('@/content/mbbs').mbbs.universities.list);
  const labels = mbbs.universities;

  it.each([...shown, ...hidden].map((u) => [u.name, u.website?.href ?? 'no website', u] as const))(
    '%s (%s): shows the highlights and opens a modal with the fee (whose and when), the details and the website link',
    async (name, _, university) => {
      render(<UniversityCard university={university} texts={labels} />);
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: (n) => n.includes(labels.learnMore) && n.includes(name) }));
      const dialog = screen.getByRole('dialog', { name });
      expect(within(dialog).getAllByText(university.tuition.amount).length).toBeGreaterThan(0);
      expect(within(dialog).getAllByText(university.tuition.source).length).toBeGreaterThan(0);
      for (const detail of [university.duration, university.language]) expect(within(dialog).getAllByText(detail).length).toBeGreaterThan(0);
      expect(within(dialog).getByRole('img')).toHaveAttribute('width', String(university.image.width));
      expect(within(dialog).queryByText(labels.labels.ranking)).not.toBeInTheDocument();
      const link = within(dialog).queryByRole('link', { name: (n) => n.startsWith(labels.visitWebsite) });
      if (!university.website) expect(link).toBeNull();
      else {
        expect(link).toHaveAttribute('href', university.website.href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      cleanup();
    },
  );

  it('marks the words an edition shows in English (its file leaves them out) as English', () => {
    const university = mbbs.universities.list[0];
    render(<UniversityCard university={{ ...university, fallback: ['summary'] }} texts={labels} />);
    expect(screen.getByText(university.summary)).toHaveAttribute('lang', 'en');
    for (const place of screen.getAllByText(university.location)) expect(place).not.toHaveAttribute('lang');
  });

  it.each(mbbs.universities.list.map((u) => [u.name, u] as const))(
    '%s: other spellings of its name are in the search index (an attribute Pagefind reads), not on the page',
    (name, university) => {
      const { container } = render(<UniversityCard university={university} texts={labels} />);
      const heading = screen.getByRole('heading', { name });
      if (university.alsoKnownAs.length === 0) expect(heading).not.toHaveAttribute('data-pagefind-index-attrs');
      else {
        expect(heading.getAttribute('data-pagefind-index-attrs')).toBe('data-also-known-as');
        expect(heading.getAttribute('data-also-known-as')).toBe(university.alsoKnownAs.join(', '));
      }
      for (const spelling of university.alsoKnownAs) expect(container).not.toHaveTextContent(spelling);
      cleanup();
    },
  );

  it('shows the ranking when one is given', async () => {
    render(<UniversityCard university={{ ...mbbs.universities.list[0], ranking: 'Top 10 in Vietnam' }} texts={labels} />);
    await userEvent.click(screen.getByRole('button', { name: (n) => n.includes(labels.learnMore) }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(labels.labels.ranking)).toBeInTheDocument();
    expect(within(dialog).getByText('Top 10 in Vietnam')).toBeInTheDocument();
  });

  describe('the NMC line, derived from the programme the university states', () => {
    // A fixture card: the claim's words are whatever the card carries, the link's the check's page file.
    const base = mbbs.universities.list[0];
    const words = renderContent().mbbsCheck.programme;
    const claim = 'Fixture: course meets the NMC rules';
    const stated = {
      courseMonths: 60,
      internshipMonths: 12,
      internshipAt: 'same',
      language: 'english',
      registration: true,
      document: 'the fixture prospectus',
      asOf: '2026-10',
    } as const;
    const card = (programme: (typeof base)['programme']) => ({ ...base, programme });

    it('met: the card says the course meets the rules, with whose facts and when, and links to the pre-filled check', () => {
      render(<UniversityCard university={card({ query: 'uni=fixture&months=60', meetsRules: true, claim, stated })} texts={labels} />);
      expect(screen.getByText(claim)).toBeInTheDocument();
      expect(screen.getByText((t) => t.includes('the fixture prospectus'))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: (n) => n.startsWith(words.link) })).toHaveAttribute('href', expect.stringContaining('?uni=fixture&months=60'));
    });

    it.each([
      ['no programme stated', card({ query: 'uni=fixture', meetsRules: false })],
      ['a fact missing', card({ query: 'uni=fixture&months=60', meetsRules: false, stated: { ...stated, registration: undefined } })],
      ['a rule failed', card({ query: 'uni=fixture&months=40', meetsRules: false, stated: { ...stated, courseMonths: 40, note: 'Fixture note' } })],
    ])('%s: no claim, and the neutral line links to the pre-filled check', (_, university) => {
      const { container } = render(<UniversityCard university={university} texts={labels} />);
      expect(screen.queryByText(claim)).toBeNull();
      expect(container).not.toHaveTextContent(pageWords('mbbs').listing.nmc);
      expect(screen.getByRole('link', { name: (n) => n.startsWith(words.link) })).toHaveAttribute(
        'href',
        expect.stringContaining(`?${university.programme.query}`),
      );
    });
  });
});
