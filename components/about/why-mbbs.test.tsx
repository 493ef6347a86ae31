import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WhyMbbs } from '@/components/about/why-mbbs';
import { about } from '@/content/about';

const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls')!)!;

describe('WhyMbbs', () => {
  it('has the five topics of the spec as tabs, each with a description and three stats in the HTML', () => {
    render(<WhyMbbs whyMbbs={about.whyMbbs} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Cost Effective Education',
      'Global Exposure',
      'International Recognition',
      'Clinical Experience',
      'Career Opportunities',
    ]);
    for (const [i, tab] of tabs.entries()) {
      const panel = panelOf(tab);
      expect(panel).toHaveTextContent(about.whyMbbs.topics[i].description);
      expect(within(panel).getAllByRole('term')).toHaveLength(3);
      expect(within(panel).getAllByRole('definition')).toHaveLength(3);
    }
  });

  it('switches topic by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<WhyMbbs whyMbbs={about.whyMbbs} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Cost Effective Education');
    await user.click(screen.getByRole('tab', { name: 'Clinical Experience' }));
    const clinical = screen.getByRole('tab', { selected: true });
    expect(clinical).toHaveTextContent('Clinical Experience');
    expect(panelOf(clinical)).toHaveTextContent('Internship');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Career Opportunities');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Cost Effective Education');
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
  });
});
