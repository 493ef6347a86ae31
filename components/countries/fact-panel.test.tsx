import { render, screen, within } from '@testing-library/react';
import { FactPanel, WorkRights, factKeys } from '@/components/countries/fact-panel';
import { FactSource } from '@/components/ui/fact-source';
import { explorerCopy, getCountry, type CountryId, type FactRef } from '@/content/countries';
import { shell } from '@/content/shell';

const source = (fact: FactRef) => <FactSource fact={fact} words={shell.factSource} locale="en" />;

function workRights(id: CountryId) {
  const { details } = getCountry(id);
  const { container } = render(<WorkRights labels={explorerCopy} {...details.workRights} sources={details.sources} source={source} />);
  const [during, after] = container.querySelectorAll('dd');
  return { details, container, during, after };
}

describe('WorkRights', () => {
  it('gives each figure its own source line when the two facts come from different pages (USA)', () => {
    const { details, container, during, after } = workRights('usa');
    expect(during).toHaveTextContent(details.workRights.duringStudies);
    expect(within(during).getByRole('link')).toHaveAttribute('href', details.sources!.workRights!.source.url);
    expect(after).toHaveTextContent(details.workRights.afterGraduation);
    expect(within(after).getByRole('link')).toHaveAttribute('href', details.sources!.postStudy!.source.url);
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  it('shows one source line under the list when both facts come from the same page (Germany, Denmark)', () => {
    for (const id of ['germany', 'denmark'] as const) {
      const { details, container, during, after } = workRights(id);
      expect(details.sources!.workRights!.source.url).toBe(details.sources!.postStudy!.source.url);
      expect(within(during).queryByRole('link')).toBeNull();
      expect(within(after).queryByRole('link')).toBeNull();
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', details.sources!.postStudy!.source.url);
      expect(container.querySelector('dl + .fact-source')).toContainElement(links[0]);
      container.remove();
    }
  });

  it('links the UK’s announced cut beside its Graduate visa line', () => {
    const { details, after } = workRights('uk');
    expect(after).toHaveTextContent(/18 months for applications from 1 January 2027/);
    expect(
      within(after)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([details.sources!.postStudy!.source.url, details.sources!.postStudyChange!.source.url]);
  });
});

describe('FactPanel', () => {
  it('shows the eight cards in order, lists as bulleted items', () => {
    const facts = Object.fromEntries(factKeys.map((k) => [k, { label: `L-${k}`, value: k === 'requirements' ? ['one', 'two'] : `V-${k}` }]));
    render(<FactPanel headingId="h" title="Study in X" flag={null} bgColor="from-a to-b" facts={facts as never} ctaLabel="Get Free Counseling" />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(factKeys.map((k) => `L-${k}`));
    const card = screen.getByRole('heading', { name: 'L-requirements' }).parentElement!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
  });
});
