/**
 * The countries' flags as small PNGs (components/countries/flag.tsx says why not SVG): drawn from
 * country-flag-icons (3x2, MIT; public/flags/LICENSE.txt) with sharp, which Next.js installs for its
 * image optimiser. The committed ones are public/flags/<code>.png (`npx tsx scripts/raster-images.ts`
 * redraws them); a country staff add in the editor with a flag not yet committed gets its PNG drawn
 * into out/flags/ by the build (scripts/postbuild.ts), so adding a country needs no developer.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The largest a flag is shown (a country panel's header), in CSS px, and the device pixels per CSS pixel it is drawn for. */
export const FLAG_WIDTH = 60;
export const FLAG_SCALE = 3;
/** A flag PNG's size in pixels: 3:2. */
export const FLAG_PIXELS = { width: FLAG_WIDTH * FLAG_SCALE, height: (FLAG_WIDTH * FLAG_SCALE * 2) / 3 };

/** The flag codes the content uses: every `flag: XX` of the country files, content/countries/en/*.yaml. */
export function flagCodes(root = process.cwd()): string[] {
  const dir = join(root, 'content', 'countries', 'en');
  const codes = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => readFileSync(join(dir, f), 'utf8').match(/^flag: ['"]?([A-Z]{2})['"]?$/m)?.[1]);
  return [...new Set(codes.filter((c): c is string => Boolean(c)))].sort();
}

/** One flag drawn as the site shows it: FLAG_PIXELS, a palette PNG. */
export function flagPng(code: string, root = process.cwd()): Promise<Buffer> {
  const svg = readFileSync(join(root, 'node_modules', 'country-flag-icons', '3x2', `${code}.svg`));
  return sharp(svg, { density: 600 })
    .resize(FLAG_PIXELS.width, FLAG_PIXELS.height, { fit: 'fill' })
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** Draws into out/flags/ every flag the content uses that public/flags/ does not hold; returns their codes. */
export async function writeMissingFlags(out: string, root = process.cwd()): Promise<string[]> {
  const missing = flagCodes(root).filter((code) => !existsSync(join(root, 'public', 'flags', `${code}.png`)));
  if (missing.length) mkdirSync(join(out, 'flags'), { recursive: true });
  for (const code of missing) writeFileSync(join(out, 'flags', `${code}.png`), await flagPng(code, root));
  return missing;
}
