import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '@/components/ui/picture';
import { IMAGE_SIZES } from '@/lib/responsive-images';

describe('Picture', () => {
  it('shows an upload as AVIF and WebP sources at the layout’s widths, the <img> on the largest WebP', () => {
    const { container } = render(
      <Picture
        src="/media/offices/hyderabad.jpg"
        width={3000}
        height={2000}
        alt="Our Hyderabad office"
        sizes={IMAGE_SIZES.articleHeader}
        priority
        className="w-full"
      />,
    );
    const picture = container.firstElementChild!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')].map((s) => ({ type: s.type, srcset: s.getAttribute('srcset'), sizes: s.getAttribute('sizes') }));
    expect(sources).toEqual(
      ['avif', 'webp'].map((format) => ({
        type: `image/${format}`,
        srcset: [416, 768, 1152, 1536].map((w) => `/media/_r/offices/hyderabad-${w}.${format} ${w}w`).join(', '),
        sizes: IMAGE_SIZES.articleHeader,
      })),
    );
    const img = screen.getByRole('img', { name: 'Our Hyderabad office' });
    expect(picture.lastElementChild).toBe(img);
    expect(img).toHaveAttribute('src', '/media/_r/offices/hyderabad-1536.webp');
    expect(img).toHaveAttribute('width', '3000');
    expect(img).toHaveAttribute('height', '2000');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveClass('w-full');
  });

  it('loads lazily when asked, with no priority', () => {
    render(<Picture src="/media/team.png" width={800} height={600} alt="The team" sizes={IMAGE_SIZES.card} lazy />);
    const img = screen.getByRole('img', { name: 'The team' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('src', '/media/_r/team-800.webp');
    expect(img.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/media/_r/team-416.avif 416w, /media/_r/team-800.avif 800w',
    );
  });

  it('renders an SVG exactly as the plain <img> it replaced', () => {
    const props = { src: '/images/blog/blog1.svg', alt: 'Illustration', width: 1200, height: 630 };
    const { src, alt, width, height } = props;
    expect(renderToStaticMarkup(<Picture {...props} sizes={IMAGE_SIZES.articleHeader} priority className="h-auto w-full" />)).toBe(
      renderToStaticMarkup(<img src={src} alt={alt} width={width} height={height} fetchPriority="high" decoding="async" className="h-auto w-full" />),
    );
    expect(renderToStaticMarkup(<Picture {...props} sizes={IMAGE_SIZES.card} lazy className="h-auto w-full" />)).toBe(
      renderToStaticMarkup(<img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className="h-auto w-full" />),
    );
  });

  it('requires width, height and alt', () => {
    // @ts-expect-error alt is required
    void (<Picture src="/media/a.jpg" width={1} height={1} sizes="100vw" />);
    // @ts-expect-error width and height are required
    void (<Picture src="/media/a.jpg" alt="a" sizes="100vw" />);
  });
});
