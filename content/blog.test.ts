import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { articles, getArticle } from '@/content/articles';
import { hasVariants } from '@/lib/responsive-images';

/** The spec's ten articles: the paths /blog1 … /blog10 and the dates the spec gives them. */
const spec = Array.from({ length: 10 }, (_, i) => getArticle(`blog${i + 1}`));

describe('the spec’s ten articles', () => {
  it('keep their publication dates', () => {
    expect(spec.map((a) => a.date)).toEqual([
      '2025-03-20',
      '2025-02-25',
      '2025-04-07',
      '2025-04-25',
      '2025-04-25',
      '2025-04-25',
      '2025-05-01',
      '2025-05-06',
      '2025-05-02',
      '2025-05-02',
    ]);
    expect(getArticle('blog1').dateText).toBe('March 20, 2025');
  });

  it('keep the posts the alias links point at', () => {
    expect(getArticle('blog3').title).toBe('Top 10 Tips to Crack NEET UG');
    expect(getArticle('blog2').title).toMatch(/MBBS Abroad/);
  });

  it('are listed after newer articles, newest id first (blog10 … blog1)', () => {
    const fixed = articles.filter((a) => /^\/blog\d+$/.test(a.path));
    expect(fixed.map((a) => a.path)).toEqual(spec.map((a) => a.path).reverse());
    expect(articles.slice(-fixed.length)).toEqual(fixed);
  });
});

describe('every article', () => {
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
