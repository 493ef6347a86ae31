/**
 * Where a country's flag is served: public/flags/{code}.png, drawn by scripts/raster-images.ts
 * from country-flag-icons (3x2, MIT, see public/flags/LICENSE.txt) at three times the largest
 * size shown. A PNG, not the SVG: the browser builds a whole document for each SVG image on the
 * main thread (scripts/raster-images.ts says what that cost). As a file the flag is cached across
 * pages and sits in neither the HTML nor the RSC payload; tiles and panels share the one download.
 */
export const flagSrc = (code: string) => `/flags/${code}.png`;

export type FlagProps = { code: string; /** Width in CSS pixels; the height keeps the 3:2 ratio. */ width?: number; lazy?: boolean };

/** A country flag. Decorative: the country name is always written next to it. */
export function Flag({ code, width = 48, lazy = false }: FlagProps) {
  return <img src={flagSrc(code)} alt="" width={width} height={(width * 2) / 3} className="flag" loading={lazy ? 'lazy' : undefined} />;
}
