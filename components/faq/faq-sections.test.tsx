import { cleanup, render, screen, within } from '@testing-library/react';
import { FaqHero, FaqQuestions, StillHaveQuestions } from '@/components/faq/faq-sections';
import { StudyAbroadFaq } from '@/components/sections/study-abroad-faq';
import { faqItems, faqPage, generalQuestions, topQuestions } from '@/content/faq';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { site, telHref } from '@/content/site';
import type { Operator } from '@/content/operator-schema';
import { standInLinks, withOperator } from '@/tooling/with-operator';

// Links as the export writes them (next.config trailingSlash: true).
process.env.__NEXT_TRAILING_SLASH = 'true';

/** An answer's paragraphs, as the page's text runs them together. */
const paragraphs = (answer: string) => answer.split('\n\n').map((p) => p.replace(/\s+/g, ' ').trim());
const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

describe('FAQ page sections', () => {
  it('links the hero to the questions', () => {
    render(<FaqHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(faqPage.hero.title);
    expect(screen.getByRole('link', { name: faqPage.hero.cta })).toHaveAttribute('href', "/FAQ'S/#faq");
  });

  it('numbers the top and then the general questions of the entry files in one accordion group, answers in the HTML', () => {
    expect(faqItems).toEqual([...topQuestions, ...generalQuestions]);
    const { container } = render(<FaqQuestions />);
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(faqItems.length);
    expect(new Set(details.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
    details.forEach((d, i) => {
      expect(d.querySelector('summary')).toHaveTextContent(`${i + 1}. ${faqItems[i].question}`);
      for (const p of paragraphs(faqItems[i].answer)) expect(textOf(d)).toContain(p);
      expect(d).not.toHaveAttribute('open');
    });
    expect(screen.getByRole('heading', { name: faqPage.questions.top })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: faqPage.questions.general })).toBeInTheDocument();
  });

  it('offers e-mail, phone and the contact page', () => {
    render(<StillHaveQuestions />);
    const { cards } = faqPage.contact;
    expect(screen.getByRole('link', { name: cards.email.action })).toHaveAttribute('href', `mailto:${site.headOffice.email}`);
    expect(screen.getByRole('link', { name: cards.phone.action })).toHaveAttribute('href', telHref(site.headOffice.phone));
    expect(screen.getByRole('link', { name: cards.contact.action })).toHaveAttribute('href', '/contact/');
  });

  it('opens the booking page in a new tab, labelled a sample while it is a stand-in', () => {
    const book = (settings: Partial<Operator>) =>
      withOperator(settings, () => {
        const sections = jest.requireActual<typeof import('@/components/faq/faq-sections')>('@/components/faq/faq-sections');
        const { site: shown } = jest.requireActual<typeof import('@/content/site')>('@/content/site');
        render(<sections.BookConsultation />);
        const link = screen.getByRole('link', { name: (n) => n.startsWith(faqPage.booking.label) });
        expect(link).toHaveAttribute('href', shown.bookingUrl);
        expect(link).toHaveAttribute('target', '_blank');
        return link.parentElement!;
      });
    // The fixture's own booking page.
    expect(book({})).not.toHaveTextContent(/Sample$/);
    cleanup();
    // The stand-in content/operator.json ships with.
    expect(book(standInLinks)).toHaveTextContent(/Sample$/);
  });
});

describe('StudyAbroadFaq', () => {
  it('renders the questions of its entry files, each with its icon, in their own one-open-at-a-time group', () => {
    const { container } = render(<StudyAbroadFaq />);
    const section = screen.getByRole('region', { name: studyAbroadFaq.title });
    const details = [...container.querySelectorAll('details')];
    expect(details.map((d) => textOf(d.querySelector('summary')!).trim())).toEqual(studyAbroadFaq.items.map((i) => i.question));
    for (const d of details) {
      expect(d).toHaveAttribute('name', 'study-abroad-faq');
      expect(d.querySelector('summary svg')).not.toBeNull();
    }
    for (const item of studyAbroadFaq.items) expect(within(section).getByText(item.question)).toBeInTheDocument();
  });
});
