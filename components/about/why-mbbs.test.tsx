import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WhyMbbs } from '@/components/about/why-mbbs';
import { about } from '@/content/about';

const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls')!)!;
const { topics } = about.whyMbbs;

describe('WhyMbbs', () => {
  it('shows the topics of content/about as tabs, each with its description and stats in the HTML', () => {
    render(<WhyMbbs whyMbbs={about.whyMbbs} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(topics.map((t) => t.title));
    for (const [i, tab] of tabs.entries()) {
      const panel = panelOf(tab);
      expect(panel).toHaveTextContent(topics[i].description);
      expect(within(panel).getAllByRole('term')).toHaveLength(topics[i].stats.length);
      expect(within(panel).getAllByRole('definition')).toHaveLength(topics[i].stats.length);
    }
  });

  it('switches topic by click and by arrow keys, round from the last to the first', async () => {
    const user = userEvent.setup();
    render(<WhyMbbs whyMbbs={about.whyMbbs} />);
    const selected = () => screen.getByRole('tab', { selected: true });
    expect(selected()).toHaveTextContent(topics[0].title);
    const last = topics.length - 1;
    await user.click(screen.getByRole('tab', { name: topics[last].title }));
    expect(selected()).toHaveTextContent(topics[last].title);
    expect(panelOf(selected())).toHaveTextContent(topics[last].description);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent(topics[0].title);
    expect(selected()).toHaveFocus();
    if (topics.length > 1) {
      await user.keyboard('{ArrowRight}');
      expect(selected()).toHaveTextContent(topics[1].title);
    }
  });
});
