/**
 * @jest-environment node
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildResponsiveImages, originalReferences, ResponsiveImageError, uploads } from '@/tooling/responsive-images';

// AVIF encoding on a shared, busy machine.
jest.setTimeout(120_000);

let root: string;
const publicDir = () => join(root, 'public');
const outDir = () => join(root, 'out');
const cacheDir = () => join(root, 'cache');

/** What `next build` does with public/: copies it into out/ as it is. */
function exportPublic() {
  rmSync(outDir(), { recursive: true, force: true });
  cpSync(publicDir(), outDir(), { recursive: true });
}

/** A 3000 × 2000 PNG drawn in the test (gradient and shapes: quick to encode on a busy machine). */
async function writePicture(file: string, width = 3000, height = 2000) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 3000 2000">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="3000" height="2000" fill="url(#g)"/><circle cx="900" cy="800" r="500" fill="#fff" opacity=".6"/>
    <rect x="1700" y="900" width="900" height="700" rx="80" fill="#0f766e"/></svg>`;
  await sharp(Buffer.from(svg)).toFile(file);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'responsive-images-'));
  mkdirSync(join(publicDir(), 'media', 'offices'), { recursive: true });
  await writePicture(join(publicDir(), 'media', 'cover.png'));
  await writePicture(join(publicDir(), 'media', 'offices', 'small.jpg'), 600, 400);
  // A phone photo stored on its side, with EXIF orientation 6 (shown 400 × 600).
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(publicDir(), 'media', 'phone.jpg'));
  writeFileSync(join(publicDir(), 'media', 'diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('buildResponsiveImages', () => {
  it('makes AVIF and WebP at each width, never above the original, and leaves no original in the export', async () => {
    exportPublic();
    const reports = await buildResponsiveImages({ publicDir: publicDir(), outDir: outDir(), cacheDir: cacheDir() });
    expect(reports.map((r) => `${r.src} ${r.width}×${r.height}`)).toEqual([
      '/media/cover.png 3000×2000',
      '/media/offices/small.jpg 600×400',
      '/media/phone.jpg 400×600',
    ]);

    const [cover, small, phone] = reports;
    expect(cover.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '416.avif',
      '416.webp',
      '768.avif',
      '768.webp',
      '1152.avif',
      '1152.webp',
      '1536.avif',
      '1536.webp',
    ]);
    expect(small.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['416.avif', '416.webp', '600.avif', '600.webp']);
    // Turned upright: 400 wide, so one width.
    expect(phone.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['400.avif', '400.webp']);
    for (const upload of reports)
      for (const v of upload.variants) {
        const meta = await sharp(join(outDir(), v.url)).metadata();
        expect({ url: v.url, format: meta.format, compression: meta.compression, width: meta.width, height: meta.height }).toEqual({
          url: v.url,
          format: v.format === 'avif' ? 'heif' : 'webp',
          compression: v.format === 'avif' ? 'av1' : undefined,
          width: v.width,
          height: Math.round((v.width * upload.height) / upload.width),
        });
        expect(v.made).toBe(true);
      }
    expect(readdirSync(join(outDir(), 'media', '_r')).sort()).toEqual(
      [...cover.variants, ...phone.variants]
        .map((v) => v.url.slice('/media/_r/'.length))
        .concat('offices')
        .sort(),
    );

    // The originals are gone from the export; the SVG is served as it is; public/ is untouched.
    expect(existsSync(join(outDir(), 'media', 'cover.png'))).toBe(false);
    expect(existsSync(join(outDir(), 'media', 'offices', 'small.jpg'))).toBe(false);
    expect(existsSync(join(outDir(), 'media', 'phone.jpg'))).toBe(false);
    expect(existsSync(join(outDir(), 'media', 'diagram.svg'))).toBe(true);
    expect(existsSync(join(publicDir(), 'media', 'cover.png'))).toBe(true);

    // Every variant together weighs a fraction of the upload.
    const total = cover.variants.reduce((sum, v) => sum + v.bytes, 0);
    expect(total).toBeLessThan(cover.bytes / 2);
  });

  it('reuses variants newer than their upload on the next build, and remakes those of a replaced upload', async () => {
    exportPublic();
    const again = await buildResponsiveImages({ publicDir: publicDir(), outDir: outDir(), cacheDir: cacheDir() });
    expect(again.flatMap((r) => r.variants).filter((v) => v.made)).toEqual([]);
    expect(existsSync(join(outDir(), 'media', '_r', 'cover-1536.avif'))).toBe(true);
    expect(existsSync(join(outDir(), 'media', 'cover.png'))).toBe(false);

    const small = join(publicDir(), 'media', 'offices', 'small.jpg');
    const later = new Date(Date.now() + 60_000);
    utimesSync(small, later, later);
    exportPublic();
    const replaced = await buildResponsiveImages({ publicDir: publicDir(), outDir: outDir(), cacheDir: cacheDir() });
    expect(replaced.flatMap((r) => r.variants.filter((v) => v.made).map((v) => v.url))).toEqual([
      '/media/_r/offices/small-416.avif',
      '/media/_r/offices/small-416.webp',
      '/media/_r/offices/small-600.avif',
      '/media/_r/offices/small-600.webp',
    ]);
  });

  it('stops on an upload it cannot read, naming the file', async () => {
    const broken = join(publicDir(), 'media', 'broken.jpg');
    writeFileSync(broken, 'not a JPEG');
    try {
      exportPublic();
      const run = buildResponsiveImages({ publicDir: publicDir(), outDir: outDir(), cacheDir: cacheDir() });
      await expect(run).rejects.toThrow(ResponsiveImageError);
      await expect(run).rejects.toThrow(/public\/media\/broken\.jpg: not a readable image/);
    } finally {
      rmSync(broken);
    }
  });

  it('stops on two uploads whose variants would share names', async () => {
    const twin = join(publicDir(), 'media', 'cover.jpg');
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toFile(twin);
    try {
      await expect(buildResponsiveImages({ publicDir: publicDir(), outDir: outDir(), cacheDir: cacheDir() })).rejects.toThrow(
        /\/media\/cover\.jpg and \/media\/cover\.png/,
      );
    } finally {
      rmSync(twin);
    }
  });
});

describe('uploads and originalReferences', () => {
  it('list the rasters under media/, not SVGs nor the variants’ folder', () => {
    mkdirSync(join(publicDir(), 'media', '_r'), { recursive: true });
    writeFileSync(join(publicDir(), 'media', '_r', 'stray-416.webp'), '');
    expect(uploads(publicDir())).toEqual(['/media/cover.png', '/media/offices/small.jpg', '/media/phone.jpg']);
    rmSync(join(publicDir(), 'media', '_r'), { recursive: true });
  });

  it('find a page that still names an original upload', () => {
    const pages = [
      {
        file: 'blog/a/index.html',
        html: '<img src="/media/_r/cover-1536.webp"><script type="application/ld+json">{"image":"https://x.in/media/cover.png"}</script>',
      },
      { file: 'index.html', html: '<picture><source srcset="/media/_r/cover-416.avif 416w"></picture>' },
    ];
    expect(originalReferences(pages, ['/media/cover.png'])).toEqual(['blog/a/index.html: /media/cover.png']);
  });
});
