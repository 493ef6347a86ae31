import { render, screen } from '@testing-library/react';
import { Link } from '@/components/link';

describe('Link', () => {
  it('links a page by its canonical path, trailing slash included (also when its last segment has a dot), in the same tab', () => {
    render(
      <>
        <Link to="about">About</Link>
        <Link to="course:undergraduate/btech">B.Tech</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    expect(screen.getByRole('link', { name: 'B.Tech' })).toHaveAttribute('href', '/courses/undergraduate/btech/');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('target');
  });

  it('opens external links in a new tab', () => {
    render(<Link href="https://pctu.edu.vn/">PCT</Link>);
    const link = screen.getByRole('link', { name: 'PCT' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens protocol-relative links (//host/…) in a new tab like any other site', () => {
    render(<Link href="//example.org/guide">Guide</Link>);
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
