import { render, screen, within } from '@testing-library/react';
import { FactPanel, TuitionEstimates, WorkRights, factKeys } from '@/components/countries/fact-panel';
import { priceText } from '@/content/prices/format';
import { FactSource } from '@/components/ui/fact-source';
import { countries, countriesPage, explorerCopy, getCountry, type FactRef } from '@/content/countries';
import { shell } from '@/content/shell';

const source = (fact: FactRef) => <FactSource fact={fact} words={shell.factSource} locale="en" />;

function workRights(id: string) {
  const { details } = getCountry(id);
  const { container } = render(<WorkRights labels={explorerCopy} {...details.workRights} sources={details.sources} source={source} />);
  const [during, after] = container.querySelectorAll('dd');
  return { details, container, during, after };
}

const hrefs = (el: Element) => [...el.querySelectorAll('a')].map((a) => a.getAttribute('href'));

/** The countries of content/countries by how their work-rights facts are sourced. */
const byKind = (kind: 'apart' | 'shared' | 'change') =>
  countries
    .filter(({ details: { sources: s } }) => {
      if (!s.workRights || !s.postStudy) return false;
      if (s.postStudyChange || kind === 'change') return kind === 'change' && Boolean(s.postStudyChange);
      return (s.workRights.source.url === s.postStudy.source.url) === (kind === 'shared');
    })
    .map((c) => c.id);

describe('WorkRights', () => {
  it.each(byKind('apart'))('%s: gives each figure its own source line when the two facts come from different pages', (id) => {
    const { details, container, during, after } = workRights(id);
    expect(during).toHaveTextContent(details.workRights.duringStudies);
    expect(hrefs(during)).toEqual([details.sources!.workRights!.source.url]);
    expect(after).toHaveTextContent(details.workRights.afterGraduation);
    expect(hrefs(after)).toEqual([details.sources!.postStudy!.source.url]);
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  it.each(byKind('shared'))('%s: shows one source line under the list when both facts come from the same page', (id) => {
    const { details, container, during, after } = workRights(id);
    expect(hrefs(during)).toEqual([]);
    expect(hrefs(after)).toEqual([]);
    expect(hrefs(container)).toEqual([details.sources!.postStudy!.source.url]);
    expect(container.querySelector('dl + .fact-source')).toContainElement(container.querySelector('a'));
  });

  it.each(byKind('change'))('%s: links an announced change beside the post-study line', (id) => {
    const { details, after } = workRights(id);
    expect(after).toHaveTextContent(details.workRights.afterGraduation);
    expect(hrefs(after)).toEqual([details.sources!.postStudy!.source.url, details.sources!.postStudyChange!.source.url]);
  });

  it('has countries of each kind to show', () => {
    for (const kind of ['apart', 'shared'] as const) expect([kind, byKind(kind).length > 0]).toEqual([kind, true]);
  });
});

describe('FactPanel', () => {
  it('shows the eight cards in order, lists as bulleted items', () => {
    const facts = Object.fromEntries(factKeys.map((k) => [k, { label: `L-${k}`, value: k === 'requirements' ? ['one', 'two'] : `V-${k}` }]));
    render(<FactPanel headingId="h" title="Study in X" flag={null} bgColor="from-a to-b" facts={facts as never} ctaLabel="Get Free Counselling" />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(factKeys.map((k) => `L-${k}`));
    const card = screen.getByRole('heading', { name: 'L-requirements' }).parentElement!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
  });
});

describe('TuitionEstimates', () => {
  const kinds = countriesPage.destinations.tuitionKinds;
  it.each(countries.map((c) => [c.name, c] as const))('%s: each estimate with who it is for, whose figure it is and when it was set', (_name, country) => {
    const { tuition } = country.details;
    const { container } = render(<TuitionEstimates tuition={tuition} kinds={kinds} locale="en" />);
    for (const { kind, price } of tuition.estimates) {
      const { amount, per, source } = priceText(price, 'en');
      expect(container).toHaveTextContent(kind === 'all' ? `${amount} ${per}` : `${amount} ${per} ${kinds[kind]}`);
      expect([...container.querySelectorAll('.fact-source')].map((s) => s.textContent)).toContain(source);
    }
    if (tuition.note) expect(container).toHaveTextContent(tuition.note);
  });

  it('gives each estimate its own line when they differ in whose figure or month', () => {
    const [first] = countries;
    const price = first.details.tuition.estimates[0].price;
    const tuition = {
      estimates: [
        { kind: 'public' as const, price },
        { kind: 'private' as const, price: { ...price, asOf: '2020-01' } },
      ],
    };
    const { container } = render(<TuitionEstimates tuition={tuition} kinds={kinds} locale="en" />);
    expect([...container.querySelectorAll('.fact-source')].map((s) => s.textContent)).toEqual([
      priceText(price, 'en').source,
      priceText(tuition.estimates[1].price, 'en').source,
    ]);
  });
});
