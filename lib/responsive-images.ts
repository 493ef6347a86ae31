/**
 * Uploads (public/media/, published at /media/) are served as responsive AVIF and WebP variants
 * made at build (tooling/responsive-images.ts, run by scripts/postbuild.ts); the original upload is
 * never published. This module is the pure part both sides read: which widths an image gets, what
 * its variants are called, and the `sizes` of each place the layout shows one. Everything else
 * (SVGs, the committed drawings under /images/) is served as it is.
 */

/** Where uploads are published. */
export const MEDIA_PREFIX = '/media/';
/** Where their variants are published: /media/_r/<name>-<width>.<format>. */
export const VARIANT_PREFIX = '/media/_r/';

/** The raster formats the pipeline reads; an SVG passes through unchanged. */
export const RASTER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const RASTER = new RegExp(`\\.(${RASTER_EXTENSIONS.join('|')})$`, 'i');

/**
 * The widths the layout needs, in device pixels:
 * - 416: a blog card at 1×. Cards are a third of max-w-7xl less the section's padding and the
 *   gaps, (1280 − 48 − 2 × 24) / 3 ≈ 411 CSS px at their widest and 394 px on a 1280 px screen, so
 *   a 384 px file would be just short and every browser would take the next one.
 * - 768: the article header at 1× (max-w-3xl); a card at about 2×.
 * - 1152: the article header at 1.5× (Windows laptops at 150 % scaling), and a header or card on a
 *   3× phone (about 360 CSS px wide).
 * - 1536: the article header at 2×.
 */
export const VARIANT_WIDTHS = [416, 768, 1152, 1536] as const;

/** The formats made for each width, best first: a browser takes the first `<source>` it can decode. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * The `sizes` attribute of each place an image is shown: how wide it is drawn, in CSS px, at a
 * given viewport width, so the browser can choose a file before the stylesheet is applied.
 */
export const IMAGE_SIZES = {
  /** The cover in an article's header: full width of max-w-3xl inside the article's px-4 / sm:px-6. */
  articleHeader: '(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  /** A blog card: one column, two from sm, three from lg, in max-w-7xl with gap-6 and the section's padding. */
  card: '(min-width: 1328px) 411px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  /** A student's photo beside a testimonial: a 48 px circle (h-12 w-12) at every width. */
  avatar: '48px',
} as const;

/** True for an upload the pipeline turns into variants: a raster under /media/ (not a variant itself). */
export const hasVariants = (src: string) => src.startsWith(MEDIA_PREFIX) && !src.startsWith(VARIANT_PREFIX) && RASTER.test(src);

/**
 * The widths made of an image `width` px wide: those of VARIANT_WIDTHS below it, then its own width
 * if it is narrower than the largest, so no variant is ever wider than the original. A width within
 * 10 % of the largest is left out (a 800 px upload gets 416 and 800, not 768 as well).
 */
export function variantWidths(width: number): number[] {
  if (!Number.isInteger(width) || width <= 0) throw new RangeError(`an image's width is a positive whole number of pixels, not ${width}`);
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((w) => w < largest * 0.9), largest];
}

/**
 * The name the variants of an upload share, its path under /media/ without the extension, with
 * any character other than letters, digits and . _ ~ - / made a hyphen (so it is safe in a
 * srcset, where a comma or space would split the list): /media/offices/Hyderabad (1).JPG →
 * offices/Hyderabad--1-.
 */
export function variantName(src: string): string {
  if (!hasVariants(src)) throw new Error(`${src}: only a JPEG, PNG, WebP or AVIF upload under ${MEDIA_PREFIX} has variants`);
  return src
    .slice(MEDIA_PREFIX.length)
    .replace(RASTER, '')
    .replace(/[^A-Za-z0-9._~/-]/g, '-');
}

/** The URL of one variant: /media/_r/<name>-<width>.<format>. */
export const variantUrl = (src: string, width: number, format: VariantFormat) => `${VARIANT_PREFIX}${variantName(src)}-${width}.${format}`;

export type ImageSource = { type: `image/${VariantFormat}`; srcSet: string };

/** What a `<picture>` of an image needs: the `<source>`s (none when the file is served as it is) and the `<img src>`. */
export type ResponsiveImage = { src: string; sources: ImageSource[] };

/**
 * The sources of an image at `src`, `width` px wide. An upload under /media/ gets one source per
 * format listing every width, and its `<img src>` is the largest WebP (a browser without
 * `<picture>` or these formats is the only one to fetch it); anything else is served as it is.
 */
export function responsiveImage(src: string, width: number): ResponsiveImage {
  if (!hasVariants(src)) return { src, sources: [] };
  const widths = variantWidths(width);
  return {
    src: variantUrl(src, widths[widths.length - 1], 'webp'),
    sources: VARIANT_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(', '),
    })),
  };
}

/** The URL an image is published at, for links outside a `<picture>` (structured data): the largest WebP of an upload. */
export const publishedImageUrl = (image: { src: string; width: number }) => responsiveImage(image.src, image.width).src;
