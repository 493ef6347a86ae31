import { fireEvent, render, screen } from '@testing-library/react';
import { MapEmbed } from '@/components/contact/map-embed';
import { MAP_MARKER } from '@/lib/map';

describe('MapEmbed', () => {
  const props = {
    src: 'https://maps.test/embed?q=Benz%20Circle',
    title: 'Map of our head office',
    mapLink: 'https://maps.test/?q=Benz%20Circle',
    openLabel: 'Open in Google Maps',
    showLabel: 'Show the map',
    notice: 'The map comes from Google.',
    placeName: 'Head Office',
    address: 'Benz Circle, Vijayawada',
  };

  it('shows the address, a map link and a button saying what loading the map sends, and no frame, however far the page scrolls', () => {
    const { container } = render(<MapEmbed {...props} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute(MAP_MARKER);
    expect(screen.getByText('Benz Circle, Vijayawada')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in Google Maps' });
    expect(link).toHaveAttribute('href', props.mapLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Show the map' })).toHaveAccessibleDescription(props.notice);
  });

  it('inserts the frame on a click, with no referrer', () => {
    render(<MapEmbed {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    const frame = screen.getByTitle('Map of our head office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', props.src);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
  });
});
