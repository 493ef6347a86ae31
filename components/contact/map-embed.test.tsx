import { act, render, screen } from '@testing-library/react';
import { MapEmbed } from '@/components/contact/map-embed';

type IOCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('MapEmbed', () => {
  let callback: IOCallback;
  let options: IntersectionObserverInit | undefined;
  beforeEach(() => {
    window.IntersectionObserver = jest.fn((cb: IOCallback, opts?: IntersectionObserverInit) => {
      callback = cb;
      options = opts;
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });

  const props = {
    src: 'https://maps.test/embed?q=Benz%20Circle',
    title: 'Map of our head office',
    mapLink: 'https://maps.test/?q=Benz%20Circle',
    openLabel: 'Open in Google Maps',
    placeName: 'Head Office',
    address: 'Benz Circle, Vijayawada',
  };

  it('shows a placeholder with the address and a map link, and no frame, until scrolled near', () => {
    const { container } = render(<MapEmbed {...props} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Benz Circle, Vijayawada')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in Google Maps' });
    expect(link).toHaveAttribute('href', props.mapLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(options?.rootMargin).toBe('200px 0px');
  });

  it('inserts the frame when it comes within reach', () => {
    render(<MapEmbed {...props} />);
    act(() => callback([{ isIntersecting: true }]));
    const frame = screen.getByTitle('Map of our head office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', props.src);
  });
});
