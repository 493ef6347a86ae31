import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cgpaTool, ieltsTool, scoreConverterTool } from '@/content/tools';
import { CgpaCalculator } from './cgpa-calculator';
import { IeltsCalculator } from './ielts-calculator';
import { ScoreConverterForm } from './score-converter-form';

// userEvent types key by key: slow machines need more than the default 5 s.
jest.setTimeout(20_000);

const contactHref = '/contact/';
const setQuery = (search: string) => window.history.replaceState(null, '', `/tool/${search}`);
afterEach(() => setQuery(''));

describe('IeltsCalculator', () => {
  const renderIelts = () => render(<IeltsCalculator copy={ieltsTool.form} contactHref={contactHref} />);

  it('shows the band in a dialog and clears the fields', async () => {
    const user = userEvent.setup();
    renderIelts();
    for (const [label, v] of [['Listening', '7'], ['Reading', '6.5'], ['Speaking', '6'], ['Writing', '6']]) await user.type(screen.getByLabelText(label), v);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const dialog = screen.getByRole('dialog', { name: 'Your IELTS Overall Band Score' });
    expect(within(dialog).getByText('6.5', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByLabelText('Listening')).toHaveValue(null);
    expect(within(dialog).getByRole('link', { name: 'Link to this result' })).toHaveAttribute('href', '?l=7&r=6.5&s=6&w=6');
  });

  it('moves focus to the inline message', async () => {
    const user = userEvent.setup();
    renderIelts();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid numbers between 0 and 9 for all fields.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores a shared result from the query string', () => {
    setQuery('?l=7&r=6.5&s=6&w=6');
    renderIelts();
    expect(within(screen.getByRole('dialog')).getByText('6.5', { selector: 'output' })).toBeInTheDocument();
  });

  it('ignores a shared link with invalid scores', () => {
    setQuery('?l=70&r=abc');
    renderIelts();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CgpaCalculator', () => {
  it('keeps the previous value when a keystroke leaves 0–10, and deletes removed semesters', async () => {
    const user = userEvent.setup();
    render(<CgpaCalculator copy={cgpaTool.calculator} contactHref={contactHref} />);
    await user.selectOptions(screen.getByLabelText('Number of semesters'), '2');
    const first = screen.getByLabelText('Semester 1');
    await user.type(first, '105');
    expect(first).toHaveValue(10);
    await user.type(screen.getByLabelText('Semester 2'), '8');
    await user.selectOptions(screen.getByLabelText('Number of semesters'), '1');
    await user.selectOptions(screen.getByLabelText('Number of semesters'), '2');
    expect(screen.getByLabelText('Semester 2')).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Calculate CGPA' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter SGPA for Semester 2');
  });

  it('shows the CGPA and the feedback, with the result in the counselling subject', async () => {
    const user = userEvent.setup();
    render(<CgpaCalculator copy={cgpaTool.calculator} contactHref={contactHref} />);
    await user.type(screen.getByLabelText('Semester 1'), '9');
    await user.click(screen.getByRole('button', { name: 'Calculate CGPA' }));
    const dialog = screen.getByRole('dialog', { name: 'Your CGPA' });
    expect(dialog).toHaveTextContent('9.00');
    expect(dialog).toHaveTextContent('Outstanding Performance!');
    expect(within(dialog).getByRole('link', { name: 'Talk to a counsellor about this result' })).toHaveAttribute('href', '/contact/?subject=CGPA%209.00%3A%20counselling%20request');
  });
});

describe('ScoreConverterForm', () => {
  const renderConverter = () =>
    render(<ScoreConverterForm copy={scoreConverterTool.form} testNames={scoreConverterTool.testNames} sources={scoreConverterTool.sources} contactHref={contactHref} />);

  it('converts with the approximate label and the source', async () => {
    const user = userEvent.setup();
    renderConverter();
    await user.type(screen.getByLabelText('Your score'), '94');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Approximate Score' });
    expect(within(dialog).getByText('7.0', { selector: 'output' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('IELTS (approximate)');
    expect(dialog).toHaveTextContent(scoreConverterTool.sources.site);
  });

  it('refuses typing outside the input test’s range and drops a score the new test cannot hold', async () => {
    const user = userEvent.setup();
    renderConverter();
    const score = screen.getByLabelText('Your score');
    await user.type(score, '121');
    expect(score).toHaveValue(12);
    await user.selectOptions(screen.getByLabelText('Input test type'), 'IELTS');
    expect(score).toHaveValue(null);
    await user.selectOptions(screen.getByLabelText('Output test type'), 'IELTS');
    await user.type(score, '7');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a different output test type.');
  });
});
