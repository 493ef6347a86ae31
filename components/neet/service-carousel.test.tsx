import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceCarousel, type CarouselService } from './service-carousel';

const services: CarouselService[] = ['alpha', 'beta', 'gamma'].map((id, i) => ({
  id,
  title: `Service ${id}`,
  description: `About ${id}`,
  icon: null,
  price: `From $${(i + 1) * 100}`,
  details: { features: [`${id} feature`], duration: `${i + 1} months`, cost: `Starting from $${(i + 1) * 100}`, targetAudience: `${id} students` },
}));

const labels = {
  carousel: 'NEET service cards',
  pause: 'Pause scrolling',
  play: 'Resume scrolling',
  select: 'Select a service',
  features: 'Features',
  duration: 'Duration',
  cost: 'Cost',
  targetAudience: 'Target audience',
  detailsHeading: 'Service details',
};

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('ServiceCarousel', () => {
  beforeEach(() => document.documentElement.classList.add('js'));

  it('renders every service with its details in the HTML, none selected at first', () => {
    mockReducedMotion(true);
    render(<ServiceCarousel services={services} labels={labels} />);
    const region = screen.getByRole('region', { name: 'NEET service cards' });
    const cards = within(region).getAllByRole('button');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toHaveAttribute('aria-pressed', 'false');
    for (const s of services) {
      expect(screen.getByText(`${s.id} feature`)).toBeInTheDocument();
      expect(screen.getByText(s.details.cost)).toBeInTheDocument();
    }
  });

  it('highlights a clicked card and shows its details panel, hiding the others when scripts run', async () => {
    mockReducedMotion(true);
    render(<ServiceCarousel services={services} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: /Service beta/ }));
    expect(screen.getByRole('button', { name: /Service beta/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Service alpha/ })).toHaveAttribute('aria-pressed', 'false');
    const panel = screen.getByRole('region', { name: 'Service beta' });
    expect(panel).not.toHaveClass('js:hidden');
    expect(within(panel).getByText('beta students')).toBeInTheDocument();
    expect(within(panel).getByText('2 months')).toBeInTheDocument();
    expect(screen.getByText('alpha feature').closest('section')).toHaveClass('js:hidden');
  });

  it('marks the words an edition shows in English with lang="en", and only those', () => {
    mockReducedMotion(true);
    const [first, ...rest] = services;
    render(<ServiceCarousel services={[{ ...first, lang: { title: 'en', duration: 'en' } }, ...rest]} labels={labels} />);
    const panel = screen.getByRole('region', { name: first.title });
    expect(within(panel).getByRole('heading', { name: first.title })).toHaveAttribute('lang', 'en');
    expect(within(panel).getByText(first.details.duration)).toHaveAttribute('lang', 'en');
    expect(within(panel).getByText(first.description)).not.toHaveAttribute('lang');
    expect(screen.getByRole('region', { name: rest[0].title }).querySelector('[lang]')).toBeNull();
  });

  it('keeps a single list and no pause button when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<ServiceCarousel services={services} labels={labels} />);
    expect(container.querySelectorAll('ul[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Pause scrolling' })).not.toBeInTheDocument();
  });

  it('adds a hidden, unfocusable second copy and a pause button when it moves', async () => {
    mockReducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const { container } = render(<ServiceCarousel services={services} labels={labels} />);
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy).not.toBeNull();
    expect(copy!.querySelectorAll('button, a, [tabindex]')).toHaveLength(0);
    // Cards of the visible list only: the copy is hidden from the accessibility tree.
    expect(within(screen.getByRole('region', { name: 'NEET service cards' })).getAllByRole('button')).toHaveLength(3);

    const region = screen.getByRole('region', { name: 'NEET service cards' });
    act(() => frames.shift()!(0));
    act(() => frames.shift()!(16));
    expect(region.scrollLeft).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    expect(screen.getByRole('button', { name: 'Resume scrolling' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
