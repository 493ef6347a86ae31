import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Tabs } from '@/components/ui/tabs';

const tabs = [
  { id: 'calculator', label: 'CGPA Calculator', content: <p>Add your semesters.</p> },
  { id: 'converter', label: '10-to-4 Converter', content: <p>Type a 10-point CGPA.</p> },
];
const ui = <Tabs label="CGPA tools" tabs={tabs} />;

const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls')!)!;

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('Tabs before their script has run', () => {
  it('each tab is a link to its panel, and the bar shows only while the framework is coming or running', () => {
    document.body.innerHTML = renderToString(ui);
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('href', `#${tab.getAttribute('aria-controls')}`);
    expect(screen.getByRole('tablist')).toHaveClass('hidden', 'framework:flex');
    // Every panel is shown: the `js:hidden` of the inactive ones waits for the root's mark of hydration.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(2);
    expect(document.querySelector('[data-enhanced]')).toBeNull();
  });

  it('the panel a visitor went to before start-up is the one selected, and in view, once it has', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const converter = screen.getByRole('tab', { name: '10-to-4 Converter' });
    history.replaceState(null, '', converter.getAttribute('href'));

    await act(async () => {
      hydrateRoot(container, ui);
    });
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('10-to-4 Converter');
    expect(panelOf(selected)).not.toHaveClass('js:hidden');
    expect(panelOf(screen.getByRole('tab', { name: 'CGPA Calculator' }))).toHaveClass('js:hidden');
    // In the next frame, once the panels before it have hidden.
    await waitFor(() => expect(scrolled).toEqual([panelOf(selected).id]));
  });

  it('a panel the visitor is typing in before start-up stays shown and selected', async () => {
    const withField = [tabs[0], { ...tabs[1], content: <input aria-label="CGPA on the 10-point scale" /> }];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs label="CGPA tools" tabs={withField} />);
    document.body.append(container);
    const field = screen.getByRole('textbox', { name: 'CGPA on the 10-point scale' });
    field.focus();

    await act(async () => {
      hydrateRoot(container, <Tabs label="CGPA tools" tabs={withField} />);
    });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('10-to-4 Converter');
    expect(field).toHaveFocus();
  });
});

describe('Tabs once their script runs', () => {
  it('a click selects its tab without following the link', async () => {
    const user = userEvent.setup();
    render(ui);
    await user.click(screen.getByRole('tab', { name: '10-to-4 Converter' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('10-to-4 Converter');
    expect(location.hash).toBe('');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('CGPA Calculator');
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
  });
});
