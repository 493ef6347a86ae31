import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent, RootContent } from 'hast';
import { articleFiles, articles, getArticle, relatedArticles, type Article } from '@/content/articles';
import { findSamples } from '@/lib/samples';
import { mbbsRules, nmcFigures } from '@/content/facts';
import { headingId } from '@/lib/heading-id';
import { keyOfPath } from '@/lib/routes';
import { comingIntakes, INTAKE_START_MONTH } from '@/content/articles/forms';

/**
 * The spec's consultation dropdowns (fields, options, order), typed out again so the content is checked
 * against the spec; the intakes are the ones not yet begun on the day of the build, never the spec's
 * fixed years (2025-Spring onwards), which have begun.
 */
const intakes = comingIntakes();
const table = {
  mbbs: [
    ['Study Destination', ['Russia', 'Georgia', 'Kazakhstan', 'Philippines', 'Uzbekistan', 'Kyrgyzstan', 'Egypt', 'Serbia', 'Bangladesh']],
    ['Intake Year', intakes],
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
    ['Intake Year', intakes],
  ],
  masters: [
    ['Study Destination', ['USA', 'Canada', 'UK', 'Australia', 'Germany']],
    ['Course Interest', ['Computer Science', 'Engineering', 'Business Analytics', 'Data Science', 'Public Health']],
  ],
} as const;

const pairs = (a: Article) => a.dropdowns.map((d) => [d.label, [...d.options]]);
const nodes = (node: RootContent | Article['body']): Element[] =>
  'children' in node ? (node.children as (RootContent | ElementContent)[]).flatMap((c) => (c.type === 'element' ? [c, ...nodes(c)] : [])) : [];
const text = (node: RootContent | ElementContent): string => (node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '');
const h2s = (a: Article) => nodes(a.body).filter((n) => n.tagName === 'h2');

describe('every article file', () => {
  it('has a lead, and section anchors that are unique within it', () => {
    for (const article of articleFiles) {
      expect(article.lead.length).toBeGreaterThan(0);
      const ids = h2s(article).map((h) => headingId(text(h)));
      expect(new Set(ids).size).toBe(ids.length);
      if (article.language === 'en') for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has every {{figure}} it names filled in, and shows the official source of each fact among them', () => {
    for (const article of articleFiles) {
      expect([article.source, JSON.stringify(article.body)]).not.toContainEqual(expect.stringMatching(/\{\{|\}\}/));
      const urls = article.sources.map((f) => f.source.url);
      expect([article.source, new Set(urls).size]).toEqual([article.source, urls.length]);
      for (const f of article.sources) expect([article.source, f.source.url]).toEqual([article.source, expect.stringMatching(/^https:\/\//)]);
    }
    // The NMC's rules as the articles state them are the facts' (content/facts.ts), not typed.
    const nmcArticles = articleFiles.filter((a) => a.figures.includes('nmcCourseMonths'));
    expect(nmcArticles.length).toBeGreaterThan(0);
    for (const a of nmcArticles) {
      expect([a.source, text(a.body as never)]).toEqual([a.source, expect.stringContaining(`at least ${nmcFigures.courseMonths} months`)]);
      expect([a.source, a.sources.map((f) => f.source.url)]).toEqual([a.source, expect.arrayContaining([mbbsRules.courseMonths.source.url])]);
    }
  });

  it('links only to pages in the route registry', () => {
    for (const article of articleFiles)
      for (const link of nodes(article.body).filter((n) => n.tagName === 'a')) {
        const href = String(link.properties.href);
        if (href.startsWith('/')) expect([article.source, href, keyOfPath(href.split('#')[0])]).not.toContainEqual(undefined);
        else expect(href).toMatch(/^(https:\/\/|mailto:|tel:)/);
      }
  });

  it('relates three other articles, and names only articles that exist', () => {
    for (const article of articles) {
      for (const slug of article.relatedSlugs ?? []) expect(articles.map((a) => a.slug)).toContain(slug);
      const related = relatedArticles(article);
      expect(related).toHaveLength(Math.min(3, articles.length - 1));
      expect(related.map((a) => a.slug)).not.toContain(article.slug);
    }
  });

  it('is an edition of an English article (same file name)', () => {
    for (const edition of articleFiles.filter((a) => a.language !== 'en')) expect(articles.map((a) => a.slug)).toContain(edition.slug);
  });

  it('with a fixed path has its route file, and every /blogN route file has its article', () => {
    const app = join(process.cwd(), 'app', '(en)');
    for (const article of articles.filter((a) => a.path !== `/blog/${a.slug}`)) expect(existsSync(join(app, article.path, 'page.tsx'))).toBe(true);
    for (const dir of readdirSync(app).filter((d) => /^blog\d+$/.test(d))) expect(() => getArticle(dir)).not.toThrow();
  });

  it('marks an invented testimonial as a sample, which a release refuses', () => {
    for (const article of articleFiles) {
      const testimonials = nodes(article.body).filter((n) => n.tagName === 'testimonial');
      const marked = testimonials.filter((t) => t.properties.sample === true);
      expect(findSamples(article.source, { body: article.body })).toHaveLength(marked.length);
    }
  });
});

describe('the spec’s ten articles', () => {
  const spec = (n: number) => getArticle(`blog${n}`);

  it('cover the topics the spec gives for the second set', () => {
    const all = (n: number) => `${spec(n).lead}\n${text(spec(n).body as never)}`;
    for (const country of ['Russia', 'Georgia', 'Kazakhstan', 'Philippines', 'Uzbekistan', 'Kyrgyzstan', 'Egypt', 'Serbia', 'Bangladesh'])
      expect(all(6)).toContain(country);
    for (const topic of ['USA', 'Canada', 'Germany', 'UK', 'Australia', 'education loan', 'Why students choose us']) expect(all(7)).toContain(topic);
    expect(all(9)).toContain('95% visa approval');
    expect(nodes(spec(9).body).filter((n) => n.tagName === 'testimonial').length).toBeGreaterThanOrEqual(2);
    expect(all(9)).toMatch(/Our services/);
    expect(all(9)).toMatch(/Countries we cover/);
  });

  it('offer the per-topic dropdowns of the second set (blog6–blog10)', () => {
    const topics = { 6: 'mbbs', 7: 'guide', 8: 'funding', 9: 'hyderabad', 10: 'masters' } as const;
    for (const [n, topic] of Object.entries(topics)) expect(pairs(spec(Number(n)))).toEqual(table[topic].map(([label, options]) => [label, [...options]]));
  });

  it('give the first set about 19 destinations on two pages, shorter MBBS lists on the others, and the coming intakes', () => {
    const mbbs = table.mbbs[0][1];
    for (const n of [1, 2, 3, 4, 5]) {
      const [[destLabel, destinations], [intakeLabel, offered]] = pairs(spec(n)) as [string, string[]][];
      expect(destLabel).toBe('Study Destination');
      expect(intakeLabel).toBe('Intake Year');
      expect(offered).toEqual(intakes);
      for (const country of mbbs) expect(destinations).toContain(country);
      if (n <= 2) expect(destinations).toHaveLength(19);
      else expect(destinations.length).toBeLessThanOrEqual(10);
    }
    expect(pairs(spec(4))[0][1]).toContain('Vietnam');
  });
});

describe('consultation dropdowns', () => {
  it('use field names the form service receives', () => {
    for (const article of articles) {
      for (const d of article.dropdowns) expect(d.name).toMatch(/^[a-z_]+$/);
      expect(new Set(article.dropdowns.map((d) => d.name)).size).toBe(2);
    }
  });
});

describe('the intakes a form offers', () => {
  /** The first day of an intake's classes, from its "<year>-<Spring|Fall>" name. */
  const begins = (intake: string) => {
    const [year, season] = intake.split('-') as [string, keyof typeof INTAKE_START_MONTH];
    return Date.UTC(Number(year), INTAKE_START_MONTH[season], 1);
  };

  it('are, on every day of three years, four intakes not yet begun, soonest first, with none skipped', () => {
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const today = new Date(day);
      const offered = comingIntakes(today);
      expect(offered).toHaveLength(4);
      for (const intake of offered) expect(begins(intake)).toBeGreaterThan(day);
      expect(offered.map(begins)).toEqual([...offered.map(begins)].sort((a, b) => a - b));
      // Nothing between today and the first offered intake was left out.
      const seasons = Object.keys(INTAKE_START_MONTH);
      const all = [2026, 2027, 2028, 2029, 2030, 2031].flatMap((y) => seasons.map((s) => `${y}-${s}`));
      const next = all.filter((i) => begins(i) > day).sort((a, b) => begins(a) - begins(b));
      expect(offered).toEqual(next.slice(0, 4));
    }
  });

  it('in November 2026 start at 2027-Spring (2026-Fall has begun)', () => {
    expect(comingIntakes(new Date(Date.UTC(2026, 10, 26)))[0]).toBe('2027-Spring');
    expect(comingIntakes(new Date(Date.UTC(2026, 10, 26)))).not.toContain('2026-Fall');
  });
});
