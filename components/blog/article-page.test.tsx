import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ArticlePage } from '@/components/blog/article-page';
import { getArticle, relatedArticles } from '@/content/articles';
import { comingIntakes } from '@/content/articles/forms';
import { site } from '@/lib/site';

const respond = (body: unknown, status = 200) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);

// Links as the export writes them (next.config trailingSlash: true).
process.env.__NEXT_TRAILING_SLASH = 'true';

afterEach(() => jest.restoreAllMocks());
// A whole article is a large DOM for jsdom on a slow machine.
jest.setTimeout(20_000);

describe('ArticlePage', () => {
  it('shows the back link, chat button, image, badge, date, author, heading and the form', () => {
    const post = getArticle('blog3');
    render(<ArticlePage article={post} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Top 10 Tips to Crack NEET UG');
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog/');
    const chat = screen.getByRole('link', { name: /Chat with Us/ });
    expect(chat).toHaveAttribute('href', site.chatLink);
    expect(chat).toHaveAttribute('target', '_blank');
    const img = screen.getByRole('img', { name: post.cover!.alt });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getAllByText(post.dateText)[0].closest('time')).toHaveAttribute('dateTime', post.date);
    expect(screen.getByText(`${post.readingMinutes} min read`)).toBeInTheDocument();
    expect(screen.getAllByText(site.name).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveAttribute('type', 'tel');
    for (const d of post.dropdowns) {
      const select = screen.getByLabelText(d.label);
      const options = within(select)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled);
      expect(options.map((o) => o.textContent)).toEqual([...d.options]);
    }
  });

  it('relates three other articles', () => {
    const article = getArticle('blog7');
    render(<ArticlePage article={article} />);
    const related = screen.getByRole('region', { name: 'Related Articles' });
    const links = within(related).getAllByRole('link', { name: /Read More/ });
    expect(links).toHaveLength(3);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(relatedArticles(article).map((a) => `${a.path}/`));
    expect(links.map((l) => l.getAttribute('href'))).not.toContain(`${article.path}/`);
  });

  it('sends a subject naming the article and the chosen options, and clears the form on success', async () => {
    const fetchMock = respond({ success: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<ArticlePage article={getArticle('blog6')} />);
    fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText(/^Email Address/), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText(/^Mobile Number/), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Study Destination'), { target: { value: 'Georgia' } });
    const [intake] = comingIntakes();
    fireEvent.change(screen.getByLabelText('Intake Year'), { target: { value: intake } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Consultation' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect(body.get('name')).toBe('Asha Rao');
    expect(body.get('phone')).toBe('9876543210');
    expect(body.get('study_destination')).toBe('Georgia');
    expect(body.get('intake_year')).toBe(intake);
    expect(body.get('subject')).toBe(`Consultation request: ${getArticle('blog6').title} — Georgia, ${intake}`);
    expect(await screen.findByText('Thank you for your message! We will get back to you soon.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  });

  it('says which option was not chosen, and keeps the typed text on failure', async () => {
    const fetchMock = respond({ success: false, message: 'Invalid access key' }, 400);
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<ArticlePage article={getArticle('blog8')} />);
    fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Ravi' } });
    fireEvent.change(screen.getByLabelText(/^Email Address/), { target: { value: 'ravi@example.in' } });
    fireEvent.change(screen.getByLabelText(/^Mobile Number/), { target: { value: '9000000000' } });
    fireEvent.change(screen.getByLabelText('Funding Interest'), { target: { value: 'Both' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Consultation' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect(body.get('subject')).toBe(
      'Consultation request: Funding Your Studies Abroad: Scholarships and Education Loans — Study Destination not chosen, Both',
    );
    expect(await screen.findByText('Invalid access key')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ravi');
    expect(screen.getByLabelText('Funding Interest')).toHaveValue('Both');
  });
});
