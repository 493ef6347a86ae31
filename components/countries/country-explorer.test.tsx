import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CountryExplorer,
  CountryPanel,
  CountrySearch,
  CountryTiles,
  SCROLL_DELAY_MS,
  type CountryExplorerProps,
} from '@/components/countries/country-explorer';

const tiles = [
  { id: 'usa', name: 'USA', flag: '/flags/US.png' },
  { id: 'germany', name: 'Germany', flag: '/flags/DE.png' },
  { id: 'southkorea', name: 'South Korea', flag: '/flags/KR.png' },
];

function setup(repeatClick: CountryExplorerProps['repeatClick']) {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this.id);
  });
  render(
    <CountryExplorer repeatClick={repeatClick} panelIdPrefix="study-" targetId="destinations">
      <CountrySearch label="Search countries by name" placeholder="Search your destination..." />
      <section id="destinations">
        <CountryTiles tiles={tiles} label="Study destinations" noMatch="No country matches “{query}”." hint="Select a country." />
        {tiles.map((t) => (
          <CountryPanel key={t.id} id={t.id}>
            <h3>Study in {t.name}</h3>
          </CountryPanel>
        ))}
      </section>
    </CountryExplorer>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const tile = (name: string) => within(screen.getByRole('list', { name: 'Study destinations' })).getByRole('button', { name });
  /** Panels that are not js:hidden, i.e. shown when scripts run. */
  const shownPanels = () => [...document.querySelectorAll('[data-country-panel]')].filter((p) => !p.classList.contains('js:hidden')).map((p) => p.textContent);
  return { user, tile, shownPanels, scrolled };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CountryExplorer', () => {
  it('renders every panel in the HTML but shows none until a country is chosen', () => {
    const { shownPanels } = setup('keep');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(shownPanels()).toEqual([]);
    expect(screen.getByText('Select a country.')).toBeInTheDocument();
  });

  it('keeps a tile the search leaves out in the page, so a tap made before start-up and given back later still selects it', async () => {
    const { user, tile, shownPanels } = setup('keep');
    // The tile as the visitor tapped it, before the framework started (the loader holds the tap) …
    const usa = tile('USA');
    // … then typed, which filters it out …
    await user.type(screen.getByRole('searchbox', { name: 'Search countries by name' }), 'GER');
    expect(screen.queryByRole('button', { name: 'USA' })).not.toBeInTheDocument();
    // … and the loader gives the tap back to the same element once React holds it.
    expect(usa.isConnected).toBe(true);
    act(() => usa.click());
    expect(shownPanels()).toEqual(['Study in USA']);
  });

  it('filters tiles case-insensitively without touching the selection', async () => {
    const { user, tile, shownPanels } = setup('keep');
    await user.click(tile('USA'));
    const search = screen.getByRole('searchbox', { name: 'Search countries by name' });
    expect(search).toHaveAttribute('placeholder', 'Search your destination...');

    await user.type(search, 'GER');
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['Germany']);
    expect(screen.queryByRole('button', { name: 'USA' })).not.toBeInTheDocument();
    expect(shownPanels()).toEqual(['Study in USA']);

    await user.clear(search);
    await user.type(search, 'korea');
    expect(screen.getByRole('button', { name: 'South Korea' })).toBeInTheDocument();
    await user.clear(search);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(tile('USA')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when no country matches, politely announced', async () => {
    const { user } = setup('keep');
    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches “Atlantis”.');
    await user.clear(screen.getByRole('searchbox'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('countries page: a tile selects and highlights its country, another replaces it, a repeat click keeps it', async () => {
    const { user, tile, shownPanels, scrolled } = setup('keep');
    await user.click(tile('Germany'));
    expect(tile('Germany')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('USA')).toHaveAttribute('aria-pressed', 'false');
    expect(shownPanels()).toEqual(['Study in Germany']);

    // The panel is scrolled into view after about 100 ms.
    expect(scrolled).toEqual([]);
    act(() => jest.advanceTimersByTime(SCROLL_DELAY_MS));
    expect(scrolled).toEqual(['study-germany']);

    await user.click(tile('USA'));
    expect(shownPanels()).toEqual(['Study in USA']);
    await user.click(tile('USA'));
    expect(tile('USA')).toHaveAttribute('aria-pressed', 'true');
    expect(shownPanels()).toEqual(['Study in USA']);
  });

  it('MBA page: a click on the selected country clears it', async () => {
    const { user, tile, shownPanels } = setup('clear');
    await user.click(tile('South Korea'));
    expect(shownPanels()).toEqual(['Study in South Korea']);
    await user.click(tile('South Korea'));
    expect(tile('South Korea')).toHaveAttribute('aria-pressed', 'false');
    expect(shownPanels()).toEqual([]);
  });

  it('Enter in the search scrolls to the tiles', async () => {
    const { user, scrolled } = setup('keep');
    await user.type(screen.getByRole('searchbox'), 'usa{Enter}');
    expect(scrolled).toEqual(['destinations']);
  });
});
