import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataDocument } from '@/content/data/schema';
import { renderContent } from '@/content/i18n';
import { accreditationText, mbbs, mbbsAccreditations } from '@/content/mbbs';
import { mbbsCheckFacts } from '@/content/mbbs-check';
import { universityCards, type University } from '@/content/universities';
import { fillText } from '@/lib/locale';
import type { CheckFacts } from '@/lib/mbbs-check';
import { href } from '@/content/routes';
import { samplesShownAndHidden } from '@/tooling/with-operator';
import { UniversityCard } from './university-card';

// The live universities are read as they are (each card against its own file); what a card says
// about a programme is tested on a fixture university under fixture rules, so staff filling in a
// university's programme, or the NMC changing a figure, turns no test red.
const FIXTURE_ID = 'fixture-university';
const rules: CheckFacts = {
  ...mbbsCheckFacts,
  courseMonths: { ...mbbsCheckFacts.courseMonths, value: 54 },
  internshipMonths: { ...mbbsCheckFacts.internshipMonths, value: 12 },
  completeWithinYears: { ...mbbsCheckFacts.completeWithinYears, value: 10 },
};
/** A university file as staff save it, with the programme its brochure states, or none. */
const fixtureFile = (programme?: University['programme']): DataDocument => ({
  id: FIXTURE_ID,
  language: 'en',
  source: `content/universities/en/${FIXTURE_ID}.yaml`,
  data: JSON.stringify({
    name: 'Fixture University of Medicine',
    order: 10,
    location: 'Fixtown, Fixtureland',
    summary: 'A fixture university with its own teaching hospital.',
    image: '/images/mbbs/fixture.svg',
    imageAlt: 'Drawing of the fixture campus',
    tuition: { min: 4000, max: 5000, currency: 'USD', per: 'year', basis: 'university', asOf: '2026-10' },
    durationYears: 6,
    teachingLanguage: 'English',
    accreditation: ['world-directory'],
    ...(programme && { programme }),
  } satisfies University),
  images: { image: { width: 480, height: 300 } },
});
const accreditations = mbbsAccreditations('en');
/** The card content/universities makes of the fixture file (its words the page file's). */
const cardOf = (programme?: University['programme']) =>
  universityCards('en', { accreditations, labels: mbbs.universities.labels }, rules, [fixtureFile(programme)])[0];

describe('UniversityCard', () => {
  // Each university with samples shown and hidden: a guessed website is a sample (content/samples).
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
    const university = cardOf();
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
    render(<UniversityCard university={{ ...cardOf(), ranking: 'Top 10 in Fixtureland' }} texts={labels} />);
    await userEvent.click(screen.getByRole('button', { name: (n) => n.includes(labels.learnMore) }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(labels.labels.ranking)).toBeInTheDocument();
    expect(within(dialog).getByText('Top 10 in Fixtureland')).toBeInTheDocument();
  });

  describe('the NMC line, derived from the programme the university states', () => {
    const words = renderContent().mbbsCheck.programme;
    const nmc = accreditations.nmc;
    const listed = accreditations['world-directory'];
    // What the brochure states: 60 months, a 12-month internship at the same university, the whole
    // course there, in English, and graduates may register to practise there.
    const brochure = {
      courseMonths: 60,
      internshipMonths: 12,
      internshipAt: 'same',
      wholeCourseHere: true,
      language: 'english',
      registration: true,
      document: 'the fixture prospectus, page 4',
      asOf: '2026-10',
    } as const;
    const checkLink = () => {
      const url = new URL(screen.getByRole('link', { name: (n) => n.startsWith(words.link) }).getAttribute('href')!, 'https://fixture.test');
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    };
    const stated = { uni: FIXTURE_ID, country: 'Fixtureland' };
    const all = { ...stated, months: '60', intern: '12', internAt: 'same', lang: 'english', oneInst: 'yes', practise: 'yes' };

    it('its facts meet every rule: the card says the course meets them, quotes the document and month, and links to the check filled with them', () => {
      const { container } = render(<UniversityCard university={cardOf(brochure)} texts={labels} />);
      expect(screen.getByText(nmc)).toBeInTheDocument();
      expect(screen.getAllByText(accreditationText([listed, nmc])).length).toBeGreaterThan(0);
      expect(container).toHaveTextContent(fillText(words.months, { months: '60' }));
      expect(container).toHaveTextContent(fillText(words.internship, { months: '12' }));
      expect(screen.getByText((t) => t.includes(brochure.document))).toBeInTheDocument();
      expect(checkLink()).toEqual({ path: href('mbbsCheck'), query: all });
    });

    const neutral: [string, University['programme'], Record<string, string>][] = [
      ['no programme stated', undefined, stated],
      // A fact left out (JSON drops it, as the editor does an empty field) is left out of the link: the check says "can't tell".
      [
        'a fact missing',
        { ...brochure, registration: undefined },
        { ...stated, months: '60', intern: '12', internAt: 'same', lang: 'english', oneInst: 'yes' },
      ],
      ['a rule failed', { ...brochure, courseMonths: 40, note: 'Fixture note: 40 months is short of the rule.' }, { ...all, months: '40' }],
    ];
    it.each(neutral)('%s: no claim, and the neutral line links to the check filled with what is stated', (_, programme, query) => {
      const { container } = render(<UniversityCard university={cardOf(programme)} texts={labels} />);
      expect(container).not.toHaveTextContent(nmc);
      expect(screen.getAllByText(accreditationText([listed])).length).toBeGreaterThan(0);
      if (!programme) expect(screen.getByText(words.notStated)).toBeInTheDocument();
      if (programme?.note) expect(screen.getByText(programme.note)).toBeInTheDocument();
      expect(checkLink()).toEqual({ path: href('mbbsCheck'), query });
    });
  });
});
