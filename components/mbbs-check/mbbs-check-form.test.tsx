import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptsMessage } from '@/components/calculators/calculator-form';
import { mbbsCheck, mbbsCheckFacts } from '@/content/mbbs-check';
import { CHECK_LIMITS } from '@/lib/mbbs-check';
import { MbbsCheckForm } from './mbbs-check-form';

jest.setTimeout(20_000);

// The check's words and facts as the page gives them (content/pages/en/mbbs-check.yaml, content/facts).
const M = mbbsCheck;
const copy = { form: M.form, messages: M.messages, rules: M.rules, stages: M.stages, result: M.result, fact: M.fact };
const setQuery = (search: string) => window.history.replaceState(null, '', `/mbbs-check/${search}`);
afterEach(() => setQuery(''));
const renderCheck = () =>
  render(<MbbsCheckForm copy={copy} facts={mbbsCheckFacts} universities={[{ id: 'x', name: 'Example University' }]} contactHref="/contact/" locale="en" />);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('MbbsCheckForm', () => {
  it('a 2019 joiner on a 48-month course: the 2002 regulations named, no 2021 rule marked met or not met, online study still checked', async () => {
    const user = userEvent.setup();
    renderCheck();
    await user.type(screen.getByLabelText(M.form.months), '48');
    await user.type(screen.getByLabelText(M.form.join), '2019-09-01');
    await user.selectOptions(screen.getByLabelText(M.form.online), 'notMadeUp');
    await user.click(screen.getByRole('button', { name: M.form.submit }));

    expect(screen.getByRole('status')).toHaveTextContent(M.result.overall.before);
    expect(screen.getByRole('heading', { name: M.result.earlier.title })).toBeInTheDocument();
    expect(row(M.rules.courseLength.name)).toHaveTextContent(M.result.status.earlier);
    expect(row(M.rules.courseLength.name)).not.toHaveTextContent(M.result.status.notMet);
    expect(row(M.rules.inPerson.name)).toHaveTextContent(M.result.status.notMet);
    expect(row(M.rules.indiaInternship.name)).toHaveTextContent(M.result.status.required);
    // The online rule names each notice it applies, with its own link.
    for (const key of ['onlineOnly', 'onlineCompensation', 'onlineInternship'] as const)
      expect(within(row(M.rules.inPerson.name)).getByRole('link', { name: `${M.fact.source}: ${mbbsCheckFacts[key].source.name}` })).toBeInTheDocument();
  });

  it('a course and internship that fit the years say "planned", and the steps after the degree "required"', async () => {
    const user = userEvent.setup();
    renderCheck();
    await user.type(screen.getByLabelText(M.form.months), '60');
    await user.type(screen.getByLabelText(M.form.intern), '12');
    await user.click(screen.getByRole('button', { name: M.form.submit }));
    expect(row(M.rules.withinTen.name)).toHaveTextContent(M.result.status.planned);
    expect(row(M.rules.licentiateTime.name)).toHaveTextContent(M.result.status.required);
  });

  it('a share link with 72.5 or “1,5” months is refused as the form refuses it, the field holding what the link gave', () => {
    for (const months of ['72.5', '1,5']) {
      setQuery(`?months=${encodeURIComponent(months)}`);
      const { unmount } = renderCheck();
      expect(screen.getByRole('alert')).toHaveTextContent(acceptsMessage(M.messages.accepts, M.form.months, CHECK_LIMITS.months));
      expect(screen.getByLabelText(M.form.months)).toHaveValue(months);
      expect(screen.queryByRole('region', { name: M.result.title })).toBeNull();
      unmount();
    }
  });
});
