import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ArticlePage } from '@/components/blog/article-page';
import { articleCopy } from '@/content/blog';
import { articles, relatedArticles, type Article, type ConsultationDropdown } from '@/content/articles';
import { leadTexts } from '@/content/lead';
import { site } from '@/content/site';

const respond = (body: unknown, status = 200) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);

// Links as the export writes them (next.config trailingSlash: true).
process.env.__NEXT_TRAILING_SLASH = 'true';

afterEach(() => jest.restoreAllMocks());
// A whole article is a large DOM for jsdom on a slow machine.
jest.setTimeout(20_000);

const { fields, submitLabel, subjectPrefix, notChosen } = articleCopy.form;
/** Any article with a cover (the first), and the articles whose forms differ from each other's. */
const withCover = articles.find((a) => a.cover)!;
const other = articles.find((a) => a.slug !== withCover.slug)!;
const label = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

function fillIn(name: string, email: string, phone: string) {
  fireEvent.change(screen.getByLabelText(label(fields.name)), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(label(fields.email)), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(label(fields.phone)), { target: { value: phone } });
}

/** The label a dropdown shows: the copy's, else the form's own. */
const dropdownLabel = (d: Article['dropdowns'][number]) => articleCopy.form.dropdowns[d.name] ?? d.label;

describe('ArticlePage', () => {
  it('shows the back link, chat button, image, badge, date, author, heading and the form', () => {
    const post = withCover;
    render(<ArticlePage article={post} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(screen.getByRole('link', { name: label(articleCopy.back) })).toHaveAttribute('href', '/blog/');
    const chat = screen.getByRole('link', { name: label(articleCopy.chatLabel) });
    expect(chat).toHaveAttribute('href', site.chatLink);
    expect(chat).toHaveAttribute('target', '_blank');
    const img = screen.getByRole('img', { name: post.cover!.alt });
    expect(img).toHaveAttribute('width', String(post.cover!.width));
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(articleCopy.badge)).toBeInTheDocument();
    expect(screen.getAllByText(post.dateText)[0].closest('time')).toHaveAttribute('dateTime', post.date);
    expect(screen.getByText(`${post.readingMinutes} ${articleCopy.minutesRead}`)).toBeInTheDocument();
    expect(screen.getAllByText(post.author ?? site.name).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(label(fields.name))).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(label(fields.email))).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(label(fields.phone))).toHaveAttribute('type', 'tel');
    for (const d of post.dropdowns) {
      const select = screen.getByLabelText(dropdownLabel(d));
      const options = within(select)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled);
      expect(options.map((o) => o.textContent)).toEqual(d.options.map(({ label }) => label));
      expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(d.options.map(({ value }) => value));
    }
  });

  it('relates other articles', () => {
    render(<ArticlePage article={other} />);
    const related = screen.getByRole('region', { name: articleCopy.related });
    const links = within(related).getAllByRole('link', { name: /./ });
    const hrefs = [...new Set(links.map((l) => l.getAttribute('href')))];
    expect(hrefs).toEqual(relatedArticles(other).map((a) => `${a.path}/`));
    expect(hrefs).not.toContain(`${other.path}/`);
  });

  it('sends a subject naming the article and the chosen options, and clears the form on success', async () => {
    const fetchMock = respond({ success: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    const post = withCover;
    render(<ArticlePage article={post} />);
    fillIn('Asha Rao', 'asha@example.in', '9876543210');
    // The last option of each dropdown.
    const dropdowns: readonly ConsultationDropdown[] = post.dropdowns;
    const chosen = dropdowns.map((d) => d.options[d.options.length - 1].value);
    dropdowns.forEach((d, i) => fireEvent.change(screen.getByLabelText(dropdownLabel(d)), { target: { value: chosen[i] } }));
    fireEvent.click(screen.getByRole('button', { name: submitLabel }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect(body.get('name')).toBe('Asha Rao');
    expect(body.get('phone')).toBe('9876543210');
    dropdowns.forEach((d, i) => expect(body.get(d.name)).toBe(chosen[i]));
    expect(body.get('subject')).toBe(`${subjectPrefix}: ${post.title} — ${chosen.join(', ')}`);
    expect(await screen.findByText(leadTexts.successMessage)).toBeInTheDocument();
    expect(screen.getByLabelText(label(fields.name))).toHaveValue('');
  });

  it('says which option was not chosen, and keeps the typed text on failure', async () => {
    const fetchMock = respond({ success: false, message: 'Invalid access key' }, 400);
    global.fetch = fetchMock as unknown as typeof fetch;
    const post = other;
    const [skipped, picked] = post.dropdowns;
    const choice = picked.options[0].value;
    render(<ArticlePage article={post} />);
    fillIn('Ravi', 'ravi@example.in', '9000000000');
    fireEvent.change(screen.getByLabelText(dropdownLabel(picked)), { target: { value: choice } });
    fireEvent.click(screen.getByRole('button', { name: submitLabel }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect(body.get('subject')).toBe(`${subjectPrefix}: ${post.title} — ${skipped.label} ${notChosen}, ${choice}`);
    expect(await screen.findByText(`Invalid access key. ${leadTexts.refusedHelp}`)).toBeInTheDocument();
    expect(screen.getByLabelText(label(fields.name))).toHaveValue('Ravi');
    expect(screen.getByLabelText(dropdownLabel(picked))).toHaveValue(choice);
  });
});
