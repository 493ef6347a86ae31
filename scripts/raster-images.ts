/**
 * `npx tsx scripts/raster-images.ts`: writes the small raster images that stand in for SVGs, and is
 * run by hand when a destination, a fact icon or the site icon changes (the PNGs are committed in public/).
 *
 * Why raster: Chromium turns every SVG used as an image (an <img src="….svg">, a CSS mask or
 * background) into a document of its own, built on the main thread as the file arrives or as the
 * first style that uses it is computed. On a phone slowed four times that cost 10–20 ms per file:
 * the 20 flags and 8 fact icons of /countries and /MBA held the main thread for a few hundred
 * milliseconds right after the first paint, while the visitor's first tap waited. A PNG is decoded
 * off the main thread, when it is painted.
 *
 * Sources are npm packages already installed: country-flag-icons (3x2, MIT; public/flags/LICENSE.txt;
 * drawn by tooling/flags.ts, which the build also uses for a flag not committed yet) and lucide's
 * icon data (ISC), the same shapes components/ui/glyph.tsx draws. Rendering uses sharp, which
 * Next.js installs for its image optimiser.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { icons, type IconNode } from 'lucide';
import sharp from 'sharp';
import { FLAG_PIXELS, flagCodes, flagPng } from '@/tooling/flags';

const root = process.cwd();

/** Device pixels per CSS pixel the icons are drawn for (phones are 2–3×). */
const SCALE = 3;

/** The fact icons, in the order of factKeys (components/countries/fact-panel.tsx); 20 CSS px each. */
const FACT_ICONS = ['Building2', 'Wallet', 'Clock', 'CalendarDays', 'GraduationCap', 'ClipboardList', 'House', 'Briefcase'];
const ICON_SIZE = 20;

async function flags() {
  for (const code of flagCodes(root)) {
    const png = await flagPng(code, root);
    writeFileSync(join(root, 'public', 'flags', `${code}.png`), png);
    console.log(`public/flags/${code}.png ${FLAG_PIXELS.width}×${FLAG_PIXELS.height} ${png.length} B`);
  }
}

/** lucide's data for one icon, as the SVG it draws (24 × 24, stroke 2, round caps). */
function lucideSvg(name: string) {
  const elements = (icons as Record<string, IconNode>)[name];
  if (!elements) throw new Error(`lucide: no icon named ${name}`);
  const body = elements
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

/** One strip of the eight fact icons, side by side: a single file for app/globals.css's mask. */
async function factIcons() {
  const size = ICON_SIZE * SCALE;
  const tiles = await Promise.all(
    FACT_ICONS.map((name, i) =>
      sharp(Buffer.from(lucideSvg(name)), { density: 72 * (size / 24) })
        .resize(size, size)
        .png()
        .toBuffer()
        .then((input) => ({ input, left: i * size, top: 0 })),
    ),
  );
  const strip = await sharp({ create: { width: size * FACT_ICONS.length, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(tiles)
    .png({ compressionLevel: 9, effort: 10, palette: true })
    .toBuffer();
  writeFileSync(join(root, 'public', 'icons', 'fact-icons.png'), strip);
  console.log(`public/icons/fact-icons.png ${size * FACT_ICONS.length}×${size} ${strip.length} B`);
}

/**
 * The site icon (public/favicon.svg, the vector original) at the sizes pages link (content/metadata.ts
 * siteIcons): 32 px for a tab, 180 px for a phone's tab and home screen and as the organisation's logo. An SVG
 * favicon cost every page a 20 ms task building its document just after the first paint.
 */
async function siteIcons() {
  const svg = readFileSync(join(root, 'public', 'favicon.svg'));
  // The home-screen size is opaque: iOS fills a transparent touch icon with black.
  for (const [name, size, background] of [
    ['favicon-32.png', 32, null],
    ['apple-touch-icon.png', 180, '#ffffff'],
  ] as const) {
    const image = sharp(svg, { density: 72 * (size / 40) * 2 }).resize(size, size);
    const png = await (background ? image.flatten({ background }) : image).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
    writeFileSync(join(root, 'public', name), png);
    console.log(`public/${name} ${size}×${size} ${png.length} B`);
  }
}

async function main() {
  await flags();
  await factIcons();
  await siteIcons();
  const stale = readdirSync(join(root, 'public', 'flags')).filter((f) => f.endsWith('.svg'));
  if (stale.length) console.log(`(no longer used: ${stale.map((f) => `public/flags/${f}`).join(', ')})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
