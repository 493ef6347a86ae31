import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { articles } from '@/content/articles';
import { hasVariants } from '@/lib/responsive-images';

/** The original site's articles, at their fixed paths (/blog1, /blog2, …), by number. */
const fixed = articles.filter((a) => /^\/blog\d+$/.test(a.path));
const numberOf = (a: { path: string }) => Number(a.path.slice('/blog'.length));

describe('the articles at fixed paths (/blogN, the original site’s)', () => {
  it('are listed after newer articles, highest number first', () => {
    expect(fixed.map(numberOf)).toEqual(fixed.map(numberOf).sort((x, y) => y - x));
    expect(articles.slice(-fixed.length)).toEqual(fixed);
  });
});

describe('every article', () => {
  it('shows its publication date as written', () => {
    for (const a of articles) {
      const shown = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(a.date));
      expect([a.source, a.dateText]).toEqual([a.source, shown]);
    }
  });

  it('is listed newest first among those published since the spec’s ten', () => {
    const since = articles.filter((a) => a.path === `/blog/${a.slug}`).map((a) => a.date);
    expect(since).toEqual([...since].sort().reverse());
  });

  it('has a small cover (or an upload, published only as resized copies) with its size, alternative text and no outside reference', () => {
    for (const { cover } of articles) {
      if (!cover) continue;
      expect(cover.width).toBeGreaterThan(0);
      expect(cover.alt.length).toBeGreaterThan(10);
      const file = join(process.cwd(), 'public', cover.src);
      if (!hasVariants(cover.src)) expect(statSync(file).size).toBeLessThan(200 * 1024);
      if (cover.src.endsWith('.svg')) expect(readFileSync(file, 'utf8')).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});
