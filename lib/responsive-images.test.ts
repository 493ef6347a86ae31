import { hasVariants, IMAGE_SIZES, publishedImageUrl, responsiveImage, VARIANT_WIDTHS, variantName, variantUrl, variantWidths } from '@/lib/responsive-images';

describe('variantWidths', () => {
  it('gives a large upload every width the layout uses, up to 1536', () => {
    expect(variantWidths(3000)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidths(1536)).toEqual([...VARIANT_WIDTHS]);
  });

  it('never goes above the original: a narrower upload tops out at its own width', () => {
    expect(variantWidths(1400)).toEqual([416, 768, 1152, 1400]);
    expect(variantWidths(768)).toEqual([416, 768]);
    expect(variantWidths(500)).toEqual([416, 500]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('leaves out a width within 10 % of the largest, which would be the same file again', () => {
    expect(variantWidths(1200)).toEqual([416, 768, 1200]);
    expect(variantWidths(800)).toEqual([416, 800]);
    expect(variantWidths(440)).toEqual([440]);
    for (const width of [1, 99, 416, 417, 1000, 1535, 1537, 4000, 8192]) {
      const widths = variantWidths(width);
      expect(Math.max(...widths)).toBeLessThanOrEqual(width);
      expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
    }
  });

  it('refuses a width that is not a positive whole number', () => {
    for (const width of [0, -5, 1.5, NaN]) expect(() => variantWidths(width)).toThrow(RangeError);
  });
});

describe('variant names', () => {
  it('are the upload’s path under /media/_r/ with the width and format', () => {
    expect(variantUrl('/media/cover.jpg', 768, 'avif')).toBe('/media/_r/cover-768.avif');
    expect(variantUrl('/media/offices/hyderabad.PNG', 416, 'webp')).toBe('/media/_r/offices/hyderabad-416.webp');
  });

  it('have no character that would break a srcset', () => {
    expect(variantName('/media/IMG 1234, (1).JPEG')).toBe('IMG-1234---1-');
    expect(variantName('/media/team/asha.rao.webp')).toBe('team/asha.rao');
  });

  it('exist only for rasters under /media/, not for SVGs, /images/ or the variants themselves', () => {
    expect(['/media/a.jpg', '/media/a.jpeg', '/media/a.png', '/media/a.webp', '/media/a.avif', '/media/A.JPG'].every(hasVariants)).toBe(true);
    expect(['/media/a.svg', '/images/blog/blog1.svg', '/images/photo.jpg', '/media/_r/a-768.avif', '/media/a.gif', '/og-default.png'].some(hasVariants)).toBe(
      false,
    );
    expect(() => variantName('/media/a.svg')).toThrow(/only a JPEG, PNG, WebP or AVIF upload/);
  });
});

describe('responsiveImage', () => {
  it('lists each format’s widths, AVIF first, and falls back to the largest WebP', () => {
    expect(responsiveImage('/media/cover.jpg', 2400)).toEqual({
      src: '/media/_r/cover-1536.webp',
      sources: [
        {
          type: 'image/avif',
          srcSet: '/media/_r/cover-416.avif 416w, /media/_r/cover-768.avif 768w, /media/_r/cover-1152.avif 1152w, /media/_r/cover-1536.avif 1536w',
        },
        {
          type: 'image/webp',
          srcSet: '/media/_r/cover-416.webp 416w, /media/_r/cover-768.webp 768w, /media/_r/cover-1152.webp 1152w, /media/_r/cover-1536.webp 1536w',
        },
      ],
    });
    expect(responsiveImage('/media/small.png', 640).src).toBe('/media/_r/small-640.webp');
    expect(publishedImageUrl({ src: '/media/cover.jpg', width: 2400 })).toBe('/media/_r/cover-1536.webp');
  });

  it('passes SVGs and committed images through unchanged', () => {
    expect(responsiveImage('/images/blog/blog1.svg', 1200)).toEqual({ src: '/images/blog/blog1.svg', sources: [] });
    expect(responsiveImage('/media/diagram.svg', 1200)).toEqual({ src: '/media/diagram.svg', sources: [] });
    expect(publishedImageUrl({ src: '/images/blog/blog1.svg', width: 1200 })).toBe('/images/blog/blog1.svg');
  });
});

describe('IMAGE_SIZES', () => {
  /** The width `sizes` gives at a viewport width, evaluated as a browser would (min-width conditions, px and calc with vw). */
  function slot(sizes: string, viewport: number) {
    for (const entry of sizes.split(/,\s*/)) {
      const m = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry)!;
      if (m[1] && viewport < Number(m[1])) continue;
      const expr = m[2]
        .replace(/^calc\((.*)\)$/, '$1')
        .replace(/(\d+(?:\.\d+)?)vw/g, (_, n) => String((Number(n) * viewport) / 100))
        .replace(/px/g, '');
      return Function(`return (${expr})`)() as number;
    }
    throw new Error('no entry applies');
  }

  it('match the layout: the header is max-w-3xl (768 px) inside the article’s padding', () => {
    expect(slot(IMAGE_SIZES.articleHeader, 390)).toBe(358);
    expect(slot(IMAGE_SIZES.articleHeader, 700)).toBe(652);
    expect(slot(IMAGE_SIZES.articleHeader, 816)).toBe(768);
    expect(slot(IMAGE_SIZES.articleHeader, 1920)).toBe(768);
  });

  it('match the layout: cards in one, two, then three columns of max-w-7xl, never wider than the largest card', () => {
    expect(slot(IMAGE_SIZES.card, 390)).toBe(358);
    expect(slot(IMAGE_SIZES.card, 800)).toBe(364);
    expect(slot(IMAGE_SIZES.card, 1280)).toBeCloseTo(394.67, 1);
    expect(slot(IMAGE_SIZES.card, 1328)).toBe(411);
    expect(slot(IMAGE_SIZES.card, 2560)).toBe(411);
    // Continuous where the columns change: (1024 − 96) / 3 vs (1024 − 72) / 2 is a jump the grid makes too.
    expect(slot(IMAGE_SIZES.card, 1327)).toBeCloseTo(410.33, 1);
    // The smallest variant covers the widest card at 1×.
    expect(VARIANT_WIDTHS[0]).toBeGreaterThanOrEqual(411);
  });
});
