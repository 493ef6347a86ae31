import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { blogPosts, blogPostsNewestFirst, getBlogPost } from '@/content/blog';

describe('blog posts', () => {
  it('holds the ten posts with their publication dates', () => {
    expect(blogPosts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(blogPosts.map((p) => p.date)).toEqual([
      'March 20, 2025',
      'February 25, 2025',
      'April 07, 2025',
      'April 25, 2025',
      'April 25, 2025',
      'April 25, 2025',
      'May 01, 2025',
      'May 6, 2025',
      'May 2, 2025',
      'May 2, 2025',
    ]);
    for (const post of blogPosts) expect(new Date(`${post.date} UTC`).toISOString().slice(0, 10)).toBe(post.isoDate);
  });

  it('maps the first set to MBBS and the second set to its topics', () => {
    expect(blogPosts.map((p) => p.topic)).toEqual(['mbbs', 'mbbs', 'mbbs', 'mbbs', 'mbbs', 'mbbs', 'guide', 'funding', 'hyderabad', 'masters']);
  });

  it('keeps the posts the alias links point at', () => {
    expect(getBlogPost(3).title).toBe('Top 10 Tips to Crack NEET UG');
    expect(getBlogPost(2).title).toMatch(/MBBS Abroad/);
  });

  it('lists newest id first on the blog page', () => {
    expect(blogPostsNewestFirst.map((p) => p.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('has a small 1200×630 SVG illustration for every post', () => {
    for (const post of blogPosts) {
      expect(post.image).toMatchObject({ src: `/images/blog/blog${post.id}.svg`, width: 1200, height: 630 });
      expect(post.image.alt.length).toBeGreaterThan(10);
      const file = join(process.cwd(), 'public', post.image.src);
      expect(statSync(file).size).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});
