import { responsiveImage } from '@/lib/responsive-images';

export type PictureProps = {
  /** The image as staff named it: /media/… (an upload, served as responsive AVIF and WebP) or /images/… */
  src: string;
  /** Its size in pixels (content-collections reads it from the file): the page reserves its box from them. */
  width: number;
  height: number;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** The language of `alt` when it is not the page's (an edition showing the English words). */
  lang?: string;
  /** How wide it is drawn at each viewport width (IMAGE_SIZES in lib/responsive-images.ts). */
  sizes: string;
  /** Classes of the <img> (the <picture> is a plain block around it). */
  className?: string;
  /** Below the fold: loaded when it comes near the viewport. */
  lazy?: boolean;
  /** The page's main image: fetched before other images. */
  priority?: boolean;
};

/**
 * Every image of the site's content: an upload becomes a <picture> of its AVIF and WebP variants
 * at the widths the layout uses (lib/responsive-images.ts; made by scripts/postbuild.ts), whose
 * <img> falls back to the largest WebP. An SVG or a committed image is a plain <img> of the file.
 * `next dev` serves public/ as it is, without the variants: there an upload is shown as uploaded.
 */
export function Picture({ src, width, height, alt, lang, sizes, className, lazy = false, priority = false }: PictureProps) {
  const image = process.env.NODE_ENV === 'development' ? { src, sources: [] } : responsiveImage(src, width);
  const img = (
    <img
      src={image.src}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture className="block">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
