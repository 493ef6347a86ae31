import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculatorScriptNote, cgpaTool, ieltsTool, scoreConverterTool } from '@/content/tools';
import { cgpaFeedbackLevel, SGPA_MAX, SGPA_MIN, SGPA_STEP, tenToFour } from '@/lib/cgpa';
import { formatFixed } from '@/lib/calc-input';
import { fill } from '@/lib/calc-text';
import { concordance, lookup, TEST_RANGES } from '@/lib/score-converter';
import { fillText } from '@/lib/locale';
import { acceptsMessage } from './calculator-form';
import { CgpaCalculator } from './cgpa-calculator';
import { CgpaConverter } from './cgpa-converter';
import { ToolCard } from './explanation';
import { IeltsCalculator } from './ielts-calculator';
import { ScoreConverterForm } from './score-converter-form';

// userEvent types key by key: slow machines need more than the default 5 s.
jest.setTimeout(20_000);

const contactHref = '/contact/';
// The tools' words as their page files give them (content/pages/en/{ieltsscore,cgpa,scoreconverter}.yaml).
const I = ieltsTool.form;
const C = cgpaTool.calculator;
const V = cgpaTool.converter;
const S = scoreConverterTool.form;
const semester = (n: number) => fillText(C.semesterLabel, { n: String(n) });
const feedback = (cgpa: number) => C.feedback[cgpaFeedbackLevel(cgpa)];
const setQuery = (search: string) => window.history.replaceState(null, '', `/tool/${search}`);
afterEach(() => setQuery(''));

describe('IeltsCalculator', () => {
  const renderIelts = () => render(<IeltsCalculator copy={ieltsTool.form} contactHref={contactHref} />);

  it('shows the band in a dialog and clears the fields', async () => {
    const user = userEvent.setup();
    renderIelts();
    for (const [label, v] of [
      [I.skills.listening, '7'],
      [I.skills.reading, '6.5'],
      [I.skills.speaking, '6'],
      [I.skills.writing, '6'],
    ])
      await user.type(screen.getByLabelText(label), v);
    await user.click(screen.getByRole('button', { name: I.submit }));
    const dialog = screen.getByRole('dialog', { name: I.dialogTitle });
    expect(within(dialog).getByText('6.5', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByLabelText(I.skills.listening)).toHaveValue('');
    expect(within(dialog).getByRole('link', { name: I.actions.shareLink })).toHaveAttribute('href', '?l=7&r=6.5&s=6&w=6');
  });

  it('reads a decimal comma as the decimal point: 7,5 is band 7.5', async () => {
    const user = userEvent.setup();
    renderIelts();
    for (const label of Object.values(I.skills)) await user.type(screen.getByLabelText(label), '7,5');
    expect(screen.getByLabelText(I.skills.listening)).toHaveValue('7,5');
    await user.click(screen.getByRole('button', { name: I.submit }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: I.dialogTitle })).getByText('7.5', { selector: 'output' })).toBeInTheDocument();
  });

  it('moves focus to the inline message', async () => {
    const user = userEvent.setup();
    renderIelts();
    await user.click(screen.getByRole('button', { name: I.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(I.messages.invalid);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores a shared result from the query string', () => {
    setQuery('?l=7&r=6.5&s=6&w=6');
    renderIelts();
    expect(within(screen.getByRole('dialog')).getByText('6.5', { selector: 'output' })).toBeInTheDocument();
  });

  it('says why a shared link cannot be used, over the form filled with what it holds', () => {
    setQuery('?l=70&r=abc&s=6');
    renderIelts();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(I.messages.invalid);
    expect(screen.getByLabelText(I.skills.listening)).toHaveValue('70');
    expect(screen.getByLabelText(I.skills.reading)).toHaveValue('');
    expect(screen.getByLabelText(I.skills.speaking)).toHaveValue('6');
  });

  it('a shared band off the half steps (6.3) names its skill and the steps', () => {
    setQuery('?l=7&r=6.3&s=6&w=6');
    renderIelts();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(acceptsMessage(I.accepts, I.skills.reading, { min: 0, max: 9, step: 0.5 }));
    expect(screen.getByLabelText(I.skills.reading)).toHaveValue('6.3');
    expect(screen.getByLabelText(I.skills.writing)).toHaveValue('6');
  });

  it.each(['6.3', '8.75'])('a typed band of %s is refused with what the field takes, never computed', async (band) => {
    const user = userEvent.setup();
    renderIelts();
    for (const [label, v] of [
      [I.skills.listening, '7'],
      [I.skills.reading, band],
      [I.skills.speaking, '6'],
      [I.skills.writing, '6'],
    ])
      await user.type(screen.getByLabelText(label), v);
    await user.click(screen.getByRole('button', { name: I.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(acceptsMessage(I.accepts, I.skills.reading, { min: 0, max: 9, step: 0.5 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(I.skills.reading)).toHaveValue(band);
  });
});

describe('CgpaCalculator', () => {
  it('keeps an SGPA outside 0–10 as typed and names its semester and the range, and deletes removed semesters', async () => {
    const user = userEvent.setup();
    render(<CgpaCalculator copy={cgpaTool.calculator} contactHref={contactHref} />);
    await user.selectOptions(screen.getByLabelText(C.semestersLabel), '2');
    const first = screen.getByLabelText(semester(1));
    await user.type(first, '99999');
    expect(first).toHaveValue('99999');
    await user.type(screen.getByLabelText(semester(2)), '8');
    await user.click(screen.getByRole('button', { name: C.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(fillText(C.messages.invalid, { n: '1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(C.semestersLabel), '1');
    await user.selectOptions(screen.getByLabelText(C.semestersLabel), '2');
    expect(screen.getByLabelText(semester(2))).toHaveValue('');
    await user.clear(first);
    await user.type(first, '7');
    await user.click(screen.getByRole('button', { name: C.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(fillText(C.messages.missing, { n: '2' }));
  });

  it('reads a decimal comma as the decimal point: 8,25 is 8.25, not 8.00', async () => {
    const user = userEvent.setup();
    render(<CgpaCalculator copy={cgpaTool.calculator} contactHref={contactHref} />);
    const first = screen.getByLabelText(semester(1));
    await user.type(first, '8,25');
    expect(first).toHaveValue('8,25');
    await user.click(screen.getByRole('button', { name: C.submit }));
    const dialog = screen.getByRole('dialog', { name: C.dialogTitle });
    expect(within(dialog).getByText('8.25', { selector: 'output' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: C.actions.shareLink })).toHaveAttribute('href', '?semester1=8.25');
  });

  it('renders its SGPA fields as text with a decimal keyboard, so no browser drops a comma or a digit', () => {
    render(<CgpaCalculator copy={cgpaTool.calculator} contactHref={contactHref} />);
    const first = screen.getByLabelText(semester(1));
    expect(first).toHaveAttribute('type', 'text');
    expect(first).toHaveAttribute('inputmode', 'decimal');
  });

  it('shows the CGPA and the feedback, with the result in the counselling subject', async () => {
    const user = userEvent.setup();
    render(<CgpaCalculator copy={cgpaTool.calculator} contactHref={contactHref} />);
    await user.type(screen.getByLabelText(semester(1)), '9');
    await user.click(screen.getByRole('button', { name: C.submit }));
    const dialog = screen.getByRole('dialog', { name: C.dialogTitle });
    expect(dialog).toHaveTextContent('9.00');
    expect(dialog).toHaveTextContent(feedback(9));
    expect(within(dialog).getByRole('link', { name: C.actions.ctaLabel })).toHaveAttribute(
      'href',
      `/contact/?subject=${encodeURIComponent(fillText(C.actions.ctaSubject, { result: '9.00' }))}`,
    );
  });
});

describe('ScoreConverterForm', () => {
  const renderConverter = () =>
    render(
      <ScoreConverterForm
        copy={scoreConverterTool.form}
        testNames={scoreConverterTool.testNames}
        sources={scoreConverterTool.sources}
        contactHref={contactHref}
      />,
    );

  it('converts with the approximate label and the source', async () => {
    const user = userEvent.setup();
    renderConverter();
    await user.type(screen.getByLabelText(S.scoreLabel), '94');
    await user.click(screen.getByRole('button', { name: S.submit }));
    const dialog = screen.getByRole('dialog', { name: S.dialogTitle });
    expect(within(dialog).getByText('7.0', { selector: 'output' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(fillText(S.resultLabel, { to: scoreConverterTool.testNames.IELTS }));
    expect(dialog).toHaveTextContent(scoreConverterTool.sources.site);
  });

  const rangeMessage = (test: keyof typeof TEST_RANGES) => fill(S.messages.range, { test, min: TEST_RANGES[test].min, max: TEST_RANGES[test].max });

  it('keeps a TOEFL score of 99999 as typed and says the range, never converting 99', async () => {
    const user = userEvent.setup();
    renderConverter();
    const score = screen.getByLabelText(S.scoreLabel);
    await user.type(score, '99999');
    expect(score).toHaveValue('99999');
    await user.click(screen.getByRole('button', { name: S.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(rangeMessage('TOEFL'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads an IELTS 7,5 as 7.5, not 7', async () => {
    const user = userEvent.setup();
    renderConverter();
    await user.selectOptions(screen.getByLabelText(S.inputTestLabel), 'IELTS');
    await user.selectOptions(screen.getByLabelText(S.outputTestLabel), 'TOEFL');
    await user.type(screen.getByLabelText(S.scoreLabel), '7,5');
    await user.click(screen.getByRole('button', { name: S.submit }));
    const dialog = screen.getByRole('dialog', { name: S.dialogTitle });
    const expected = lookup(concordance('IELTS', 'TOEFL')!, 7.5);
    expect(expected).not.toBe(lookup(concordance('IELTS', 'TOEFL')!, 7));
    expect(within(dialog).getByText(expected, { selector: 'output' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: S.actions.shareLink })).toHaveAttribute('href', '?from=IELTS&score=7.5&to=TOEFL');
  });

  it('keeps the score when the input test changes: one the new test cannot take is named at Convert', async () => {
    const user = userEvent.setup();
    renderConverter();
    const score = screen.getByLabelText(S.scoreLabel);
    await user.type(score, '100');
    await user.selectOptions(screen.getByLabelText(S.inputTestLabel), 'IELTS');
    expect(score).toHaveValue('100');
    await user.selectOptions(screen.getByLabelText(S.outputTestLabel), 'TOEFL');
    await user.click(screen.getByRole('button', { name: S.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(rangeMessage('IELTS'));
    await user.clear(score);
    await user.type(score, '7');
    await user.selectOptions(screen.getByLabelText(S.outputTestLabel), 'IELTS');
    await user.click(screen.getByRole('button', { name: S.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(S.messages.sameTest);
  });
});

describe('CgpaConverter', () => {
  const renderConverter = () => render(<CgpaConverter copy={cgpaTool.converter} contactHref={contactHref} />);

  it('reads 8,25 as 8.25', async () => {
    const user = userEvent.setup();
    renderConverter();
    await user.type(screen.getByLabelText(V.inputLabel), '8,25');
    await user.click(screen.getByRole('button', { name: V.submit }));
    const dialog = screen.getByRole('dialog', { name: V.dialogTitle });
    expect(within(dialog).getByText(formatFixed(tenToFour(8.25), 2), { selector: 'output' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(fillText(V.fromText, { cgpa: '8.25' }));
  });

  it('keeps 99999 as typed and says the range, never converting 9', async () => {
    const user = userEvent.setup();
    renderConverter();
    const input = screen.getByLabelText(V.inputLabel);
    await user.type(input, '99999');
    expect(input).toHaveValue('99999');
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(V.messages.invalid);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the field and what it takes for a comma it cannot read (8,2,5)', async () => {
    const user = userEvent.setup();
    renderConverter();
    await user.type(screen.getByLabelText(V.inputLabel), '8,2,5');
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(acceptsMessage(V.messages.accepts, V.inputLabel, { min: SGPA_MIN, max: SGPA_MAX, step: SGPA_STEP }));
  });
});

/**
 * The page as exported: the server's HTML first, values typed or chosen in it before the framework
 * starts, then hydration, as on a slow phone.
 */
describe('typed before start-up', () => {
  const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  const { hydrateRoot } = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  const { act } = jest.requireActual<typeof import('react')>('react');
  let container: HTMLDivElement;
  let root: { unmount: () => void } | undefined;

  const serverRender = (ui: React.ReactElement) => {
    container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    return within(container);
  };
  const hydrate = async (ui: React.ReactElement) => {
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
  };
  const type = (field: HTMLElement, value: string) => ((field as HTMLInputElement).value = value);
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('IELTS: scores typed before hydration count when the visitor presses Calculate', async () => {
    const ui = <IeltsCalculator copy={ieltsTool.form} contactHref={contactHref} />;
    const page = serverRender(ui);
    for (const [label, v] of [
      [I.skills.listening, '7'],
      [I.skills.reading, '6'],
      [I.skills.speaking, '6'],
      [I.skills.writing, '6'],
    ])
      type(page.getByLabelText(label), v);
    await hydrate(ui);
    expect(page.getByLabelText(I.skills.listening)).toHaveValue('7');
    await userEvent.click(page.getByRole('button', { name: I.submit }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: I.dialogTitle })).getByText('6.5', { selector: 'output' })).toBeInTheDocument();
  });

  it('CGPA: a semester count chosen before hydration shows its fields, and their SGPAs count', async () => {
    const ui = <CgpaCalculator copy={cgpaTool.calculator} contactHref={contactHref} />;
    const page = serverRender(ui);
    (page.getByLabelText(C.semestersLabel) as HTMLSelectElement).value = '2';
    type(page.getByLabelText(semester(1)), '8');
    await hydrate(ui);
    expect(page.getByLabelText(semester(1))).toHaveValue('8');
    await userEvent.type(page.getByLabelText(semester(2)), '9');
    await userEvent.click(page.getByRole('button', { name: C.submit }));
    expect(screen.getByRole('dialog', { name: C.dialogTitle })).toHaveTextContent('8.50');
  });

  it('score converter: the input test chosen before hydration survives the next keystroke and is used', async () => {
    const ui = (
      <ScoreConverterForm
        copy={scoreConverterTool.form}
        testNames={scoreConverterTool.testNames}
        sources={scoreConverterTool.sources}
        contactHref={contactHref}
      />
    );
    const page = serverRender(ui);
    (page.getByLabelText(S.inputTestLabel) as HTMLSelectElement).value = 'IELTS';
    (page.getByLabelText(S.outputTestLabel) as HTMLSelectElement).value = 'TOEFL';
    type(page.getByLabelText(S.scoreLabel), '6');
    await hydrate(ui);
    await userEvent.type(page.getByLabelText(S.scoreLabel), '.5');
    expect(page.getByLabelText(S.inputTestLabel)).toHaveValue('IELTS');
    expect(page.getByLabelText(S.scoreLabel)).toHaveValue('6.5');
    await userEvent.click(page.getByRole('button', { name: S.submit }));
    const dialog = screen.getByRole('dialog', { name: S.dialogTitle });
    expect(within(dialog).getByText('79-93', { selector: 'output' })).toBeInTheDocument();
  });

  it('CGPA converter: a CGPA typed before hydration is converted', async () => {
    const ui = <CgpaConverter copy={cgpaTool.converter} contactHref={contactHref} />;
    const page = serverRender(ui);
    type(page.getByLabelText(V.inputLabel), '8.5');
    await hydrate(ui);
    await userEvent.click(page.getByRole('button', { name: V.submit }));
    expect(within(screen.getByRole('dialog', { name: V.dialogTitle })).getByText('3.40', { selector: 'output' })).toBeInTheDocument();
  });
});

describe('ToolCard without its script', () => {
  it('holds the note in the HTML, shown (and the form button hidden) only when the loader is absent or failed', () => {
    render(
      <ToolCard>
        <form aria-label="Tool">
          <button type="submit">Go</button>
        </form>
      </ToolCard>,
    );
    const note = screen.getByText(calculatorScriptNote);
    expect(note).toHaveClass('hidden', '[html:not([data-framework])_&]:block', '[html[data-framework=failed]_&]:block');
    expect(note.parentElement).toHaveClass(
      '[html:not([data-framework])_&_form>button[type=submit]]:hidden',
      '[html[data-framework=failed]_&_form>button[type=submit]]:hidden',
    );
  });
});

describe('a shared link a calculator cannot use says why, over the form filled with what it holds', () => {
  it('score converter: TOEFL 121 names the range', () => {
    setQuery('?from=TOEFL&score=121&to=IELTS');
    render(<ScoreConverterForm copy={S} testNames={scoreConverterTool.testNames} sources={scoreConverterTool.sources} contactHref={contactHref} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(fill(S.messages.range, { test: 'TOEFL', ...TEST_RANGES.TOEFL }));
    expect(screen.getByLabelText(S.scoreLabel)).toHaveValue('121');
  });

  it('score converter: Duolingo 103 names the step', () => {
    setQuery('?from=Duolingo&score=103&to=IELTS');
    render(<ScoreConverterForm copy={S} testNames={scoreConverterTool.testNames} sources={scoreConverterTool.sources} contactHref={contactHref} />);
    expect(screen.getByRole('alert')).toHaveTextContent(acceptsMessage(S.messages.accepts, S.scoreLabel, { min: 10, max: 160, step: 5 }));
    expect(screen.getByLabelText(S.inputTestLabel)).toHaveValue('Duolingo');
  });

  it('CGPA calculator: an SGPA of --1 names its semester, the readable ones are kept', () => {
    setQuery('?semester1=8.5&semester2=--1');
    render(<CgpaCalculator copy={C} contactHref={contactHref} />);
    expect(screen.getByRole('alert')).toHaveTextContent(fillText(C.messages.invalid, { n: '2' }));
    expect(screen.getByLabelText(semester(1))).toHaveValue('8.5');
    expect(screen.getByLabelText(semester(2))).toHaveValue('');
  });

  it('CGPA converter: 1e999 is refused with its message', () => {
    setQuery('?cgpa=1e999');
    render(<CgpaConverter copy={V} contactHref={contactHref} />);
    expect(screen.getByRole('alert')).toHaveTextContent(V.messages.invalid);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
