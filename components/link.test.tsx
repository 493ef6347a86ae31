import { render, screen } from '@testing-library/react';
import { Link } from '@/components/link';

describe('Link', () => {
  it('keeps the trailing slash of a page whose last segment has a dot (next/link would drop it)', () => {
    render(<Link to="course:undergraduate/b.tech">B.Tech</Link>);
    expect(screen.getByRole('link', { name: 'B.Tech' })).toHaveAttribute('href', '/courses/undergraduate/b.tech/');
  });

  it('opens external links in a new tab', () => {
    render(<Link href="https://pctu.edu.vn/">PCT</Link>);
    const link = screen.getByRole('link', { name: 'PCT' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
