import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flagSrc } from '@/components/countries/flag';
import { countries } from '@/content/countries';

/** Width and height of a PNG file, from its IHDR chunk (throws when the file is not a PNG). */
function pngSize(publicPath: string) {
  const file = readFileSync(join(process.cwd(), 'public', publicPath));
  if (file.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || file.subarray(12, 16).toString() !== 'IHDR') throw new Error(`${publicPath} is not a PNG`);
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe('raster images (scripts/raster-images.mjs)', () => {
  it.each(countries.map((c) => [c.name, c.isoCode] as const))("%s's flag is a 3:2 PNG drawn for a 60 px flag at 3×", (_name, code) => {
    expect(flagSrc(code)).toBe(`/flags/${code}.png`);
    expect(pngSize(flagSrc(code))).toEqual({ width: 180, height: 120 });
  });

  it('the fact icons are one strip of eight 20 px icons at 3×, as app/globals.css masks it', () => {
    expect(pngSize('/icons/fact-icons.png')).toEqual({ width: 480, height: 60 });
    const css = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');
    expect(css).toContain("mask: url('/icons/fact-icons.png') calc(var(--fact-icon, 0) * 100% / 7) 0 / 800% 100% no-repeat;");
    expect(css).not.toContain('data:image/svg+xml');
  });
});
