import { articles, articleText, getArticle } from '@/content/articles';
import { blogPosts } from '@/content/blog';
import { headingId } from '@/lib/heading-id';
import { getRoute } from '@/lib/routes';

/** The articles' dropdowns (fields, options, order) as the consultation forms must offer them, typed out again so the content is checked against it. */
const table = {
  mbbs: [
    ['Study Destination', ['Russia', 'Georgia', 'Kazakhstan', 'Philippines', 'Uzbekistan', 'Kyrgyzstan', 'Egypt', 'Serbia', 'Bangladesh']],
    ['Intake Year', ['2025-Spring', '2025-Fall', '2026-Spring', '2026-Fall']],
  ],
  guide: [
    ['Study Destination', ['USA', 'Canada', 'Germany', 'UK', 'Australia']],
    ['Program Level', ['Undergraduate', "Master's", 'PhD']],
  ],
  funding: [
    ['Study Destination', ['USA', 'UK', 'Canada', 'Germany', 'Australia']],
    ['Funding Interest', ['Scholarships', 'Education Loans', 'Both']],
  ],
  hyderabad: [
    ['Study Destination', ['USA', 'Canada', 'UK', 'Australia', 'Germany']],
    ['Intake Year', ['2025-Fall', '2026-Spring', '2026-Fall', '2027-Spring']],
  ],
  masters: [
    ['Study Destination', ['USA', 'Canada', 'UK', 'Australia', 'Germany']],
    ['Course Interest', ['Computer Science', 'Engineering', 'Business Analytics', 'Data Science', 'Public Health']],
  ],
} as const;

const pairs = (id: number) => getArticle(id).dropdowns.map((d) => [d.label, [...d.options]]);

describe('article bodies', () => {
  it('has a body of real length for each of the ten posts', () => {
    expect(articles.map((a) => a.id)).toEqual(blogPosts.map((p) => p.id));
    for (const article of articles) {
      const words = articleText(article).split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(850);
      expect(words).toBeLessThanOrEqual(1500);
      expect(article.body.filter((b) => b.type === 'heading' && b.level !== 3).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives section headings unique anchors within an article', () => {
    for (const article of articles) {
      const ids = article.body.flatMap((b) => (b.type === 'heading' && b.level !== 3 ? [headingId(b.text)] : []));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('links only to pages in the route registry, and relates three other posts', () => {
    for (const article of articles) {
      for (const block of article.body) if (block.type === 'callout' && block.action) expect(() => getRoute(block.action!.to)).not.toThrow();
      expect(new Set(article.related).size).toBe(3);
      expect(article.related).not.toContain(article.id);
      for (const id of article.related) expect(blogPosts.some((p) => p.id === id)).toBe(true);
    }
  });

  it('covers the topics the spec gives for the second set', () => {
    const text = (id: number) => articleText(getArticle(id));
    for (const country of ['Russia', 'Georgia', 'Kazakhstan', 'Philippines', 'Uzbekistan', 'Kyrgyzstan', 'Egypt', 'Serbia', 'Bangladesh'])
      expect(text(6)).toContain(country);
    for (const topic of ['USA', 'Canada', 'Germany', 'UK', 'Australia', 'education loan', 'Why students choose us']) expect(text(7)).toContain(topic);
    expect(text(9)).toContain('95% visa approval');
    expect(getArticle(9).body.filter((b) => b.type === 'testimonial')).toHaveLength(2);
    expect(text(9)).toMatch(/Our services/);
    expect(text(9)).toMatch(/Countries we cover/);
  });
});

describe('consultation dropdowns', () => {
  it('match the per-topic table for the second set (blog6–blog10)', () => {
    for (const post of blogPosts.filter((p) => p.id >= 6)) {
      expect(pairs(post.id)).toEqual(table[post.topic].map(([label, options]) => [label, [...options]]));
    }
  });

  it('use field names the form service receives', () => {
    for (const article of articles) {
      for (const d of article.dropdowns) expect(d.name).toMatch(/^[a-z_]+$/);
      expect(new Set(article.dropdowns.map((d) => d.name)).size).toBe(2);
    }
  });

  it('give the first set about 19 destinations and intakes to 2027-Fall on two pages, shorter MBBS lists to 2026-Fall on the others', () => {
    const mbbs = table.mbbs[0][1];
    const wide = [1, 2];
    for (const id of [1, 2, 3, 4, 5]) {
      const [[destLabel, destinations], [intakeLabel, intakes]] = pairs(id) as [string, string[]][];
      expect(destLabel).toBe('Study Destination');
      expect(intakeLabel).toBe('Intake Year');
      expect(intakes[0]).toBe('2025-Spring');
      for (const country of mbbs) expect(destinations).toContain(country);
      if (wide.includes(id)) {
        expect(destinations).toHaveLength(19);
        expect(intakes).toEqual(['2025-Spring', '2025-Fall', '2026-Spring', '2026-Fall', '2027-Spring', '2027-Fall']);
      } else {
        expect(destinations.length).toBeLessThanOrEqual(10);
        expect(intakes).toEqual(['2025-Spring', '2025-Fall', '2026-Spring', '2026-Fall']);
      }
    }
    expect(pairs(4)[0][1]).toContain('Vietnam');
  });
});
