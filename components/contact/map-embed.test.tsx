import { render, screen } from '@testing-library/react';
import { MapEmbed } from '@/components/contact/map-embed';
import { MAP_MARKER } from '@/lib/map';
import { SHELL_ATTR } from '@/lib/shell-script';

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

  it('shows the address, a map link and a button saying what loading the map sends, and a frame with no source', () => {
    const { container } = render(<MapEmbed {...props} />);
    expect(container.firstElementChild).toHaveAttribute(MAP_MARKER);
    const frame = container.querySelector('iframe')!;
    expect(frame).not.toHaveAttribute('src');
    expect(frame).not.toBeVisible();
    expect(frame).toHaveAttribute(SHELL_ATTR.mapSource, props.src);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByText('Benz Circle, Vijayawada')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in Google Maps' });
    expect(link).toHaveAttribute('href', props.mapLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const button = screen.getByRole('button', { name: 'Show the map' });
    expect(button).toHaveAccessibleDescription(props.notice);
    expect(button).toHaveAttribute(SHELL_ATTR.mapShow);
  });
});
