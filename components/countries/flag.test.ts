/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flagSrc } from '@/components/countries/flag';
import { countries } from '@/content/countries';
import { FLAG_PIXELS, flagCodes, flagPng, writeMissingFlags } from '@/tooling/flags';

/** Width and height of a PNG, from its IHDR chunk (throws when it is not a PNG). */
function pngSize(file: Buffer, name: string) {
  if (file.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || file.subarray(12, 16).toString() !== 'IHDR') throw new Error(`${name} is not a PNG`);
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}
const publicFile = (publicPath: string) => join(process.cwd(), 'public', publicPath);

describe('raster images (scripts/raster-images.ts, tooling/flags.ts)', () => {
  it.each(countries.map((c) => [c.name, c.isoCode] as const))(
    "%s's flag is a 3:2 PNG drawn for a 60 px flag at 3×, committed or drawn by the build",
    async (_name, code) => {
      expect(flagSrc(code)).toBe(`/flags/${code}.png`);
      const committed = existsSync(publicFile(flagSrc(code)));
      const png = committed ? readFileSync(publicFile(flagSrc(code))) : await flagPng(code);
      expect(pngSize(png, code)).toEqual(FLAG_PIXELS);
      expect(FLAG_PIXELS).toEqual({ width: 180, height: 120 });
    },
  );

  it('the build draws into out/flags/ exactly the flags the country files use and public/flags/ lacks', async () => {
    const out = mkdtempSync(join(tmpdir(), 'flags-'));
    try {
      const drawn = await writeMissingFlags(out);
      expect(drawn).toEqual(flagCodes().filter((code) => !existsSync(publicFile(`/flags/${code}.png`))));
      const files = existsSync(join(out, 'flags')) ? readdirSync(join(out, 'flags')) : [];
      expect(files.sort()).toEqual(drawn.map((code) => `${code}.png`));
      for (const code of drawn) expect(pngSize(readFileSync(join(out, 'flags', `${code}.png`)), code)).toEqual(FLAG_PIXELS);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('draws a flag no country uses yet the same way (a country staff may add)', async () => {
    const unused = ['NO', 'BR', 'MX'].find((code) => !flagCodes().includes(code))!;
    expect(pngSize(await flagPng(unused), unused)).toEqual(FLAG_PIXELS);
  });

  it('the fact icons are one strip of eight 20 px icons at 3×, as app/globals.css masks it', () => {
    expect(pngSize(readFileSync(publicFile('/icons/fact-icons.png')), 'fact-icons.png')).toEqual({ width: 480, height: 60 });
    const css = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');
    expect(css).toContain("mask: url('/icons/fact-icons.png') calc(var(--fact-icon, 0) * 100% / 7) 0 / 800% 100% no-repeat;");
    expect(css).not.toContain('data:image/svg+xml');
  });
});
