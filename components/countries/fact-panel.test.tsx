import { render, screen, within } from '@testing-library/react';
import { FactPanel, TuitionEstimates, WorkRights, factKeys } from '@/components/countries/fact-panel';
import { priceText } from '@/content/prices/format';
import { FactSource } from '@/components/ui/fact-source';
import { countries, countriesPage, explorerCopy, type FactRef } from '@/content/countries';
import { shell } from '@/content/shell';
import type { Fact } from '@/lib/fact';

const source = (fact: FactRef) => <FactSource fact={fact} words={shell.factSource} locale="en" />;

// Fixtures, not the live facts files: a staff edit to content/facts or content/countries breaks no test here.
const ref = (url: string): Fact<unknown> => ({
  value: 20,
  unit: 'hours/week',
  appliesTo: 'A fixture',
  confirmed: true,
  checked: '2026-11-25',
  source: { name: 'Fixture authority', url },
});
const WORK = ref('https://example.gov/work');
const POST = ref('https://example.gov/post-study');
const CHANGE = ref('https://example.gov/post-study-change');
const words = { duringStudies: '20 hours a week in term time', afterGraduation: '2 years on a graduate visa' };

function workRights(sources: { workRights?: Fact<unknown>; postStudy?: Fact<unknown>; postStudyChange?: Fact<unknown> }) {
  const { container } = render(<WorkRights labels={explorerCopy} {...words} sources={sources} source={source} />);
  const [during, after] = container.querySelectorAll('dd');
  return { container, during, after };
}

const hrefs = (el: Element) => [...el.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('WorkRights', () => {
  it('gives each figure its own source line when the two facts come from different pages', () => {
    const { container, during, after } = workRights({ workRights: WORK, postStudy: POST });
    expect(during).toHaveTextContent(words.duringStudies);
    expect(hrefs(during)).toEqual([WORK.source.url]);
    expect(after).toHaveTextContent(words.afterGraduation);
    expect(hrefs(after)).toEqual([POST.source.url]);
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  it('shows one source line under the list when both facts come from the same page', () => {
    const { container, during, after } = workRights({ workRights: POST, postStudy: POST });
    expect(hrefs(during)).toEqual([]);
    expect(hrefs(after)).toEqual([]);
    expect(hrefs(container)).toEqual([POST.source.url]);
    expect(container.querySelector('dl + .fact-source')).toContainElement(container.querySelector('a'));
  });

  it('links an announced change beside the post-study line', () => {
    const { after } = workRights({ workRights: POST, postStudy: POST, postStudyChange: CHANGE });
    expect(after).toHaveTextContent(words.afterGraduation);
    expect(hrefs(after)).toEqual([POST.source.url, CHANGE.source.url]);
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

  it('shows an official tuition fact with its source line, instead of the estimates', () => {
    const fact = { ...ref('https://example.gov/tuition'), value: 22000, unit: 'NZD/year' };
    const tuition = { fact: { text: 'NZ$22,000 per year', ref: fact }, estimates: [], note: 'Fixture scholarships' };
    const { container } = render(<TuitionEstimates tuition={tuition} kinds={kinds} locale="en" source={source} />);
    expect(container).toHaveTextContent('NZ$22,000 per year');
    expect(container.querySelector('a[href="https://example.gov/tuition"]')).not.toBeNull();
    expect(container).toHaveTextContent('Fixture scholarships');
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
