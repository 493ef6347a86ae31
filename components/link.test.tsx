import { cleanup, render, screen } from '@testing-library/react';
import { Link } from '@/components/link';
import { contentFor } from '@/content/i18n';
import type { Locale } from '@/lib/locale';
import { renderLocale } from '@/lib/render-locale';

jest.mock('@/lib/render-locale', () => ({ renderLocale: jest.fn(() => 'en') }));
const onPageIn = (locale: Locale) => jest.mocked(renderLocale).mockReturnValue(locale);

afterEach(() => onPageIn('en'));

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

describe('Link on an edition’s page', () => {
  it('leads to the edition’s page where there is one, with no marker', () => {
    onPageIn('te');
    render(<Link to="contact">సంప్రదించండి</Link>);
    const link = screen.getByRole('link', { name: 'సంప్రదించండి' });
    expect(link).toHaveAttribute('href', '/te/contact/');
    expect(link).not.toHaveAttribute('hreflang');
  });

  it('says where English begins: a page only in English gets hreflang="en" and the edition’s marker', () => {
    for (const locale of ['te', 'hi'] as const) {
      onPageIn(locale);
      render(<Link to="course:undergraduate/btech">B.Tech</Link>);
      const link = screen.getByRole('link', { name: `B.Tech ${contentFor(locale).shell.a11y.english}` });
      expect(link).toHaveAttribute('href', '/courses/undergraduate/btech/');
      expect(link).toHaveAttribute('hreflang', 'en');
      cleanup();
    }
  });

  it('an English page’s links carry no marker', () => {
    render(<Link to="course:undergraduate/btech">B.Tech</Link>);
    expect(screen.getByRole('link', { name: 'B.Tech' })).not.toHaveAttribute('hreflang');
  });
});
