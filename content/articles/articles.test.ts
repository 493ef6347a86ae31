import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent, RootContent } from 'hast';
import { articleFiles, articles, getArticle, relatedArticles, type Article } from '@/content/articles';
import { articleForms, articleFormsIn, comingIntakes, INTAKE_START_MONTH } from '@/content/articles/forms';
import { ARTICLE_FORMS } from '@/content/articles/schema';
import { pageWords } from '@/content/pages';
import { articleFormsPage } from '@/content/pages/article-forms.schema';
import { samplesShownAndHidden } from '@/tooling/with-operator';
import { findSamples } from '@/content/samples';
import { mbbsRules } from '@/content/facts';
import { headingId } from '@/lib/heading-id';
import { keyOfPath } from '@/content/routes';

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
      expect([a.source, text(a.body as never)]).toEqual([a.source, expect.stringContaining(`at least ${mbbsRules.courseMonths.value} months`)]);
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
    const { shown } = samplesShownAndHidden(() => jest.requireActual<typeof import('@/content/articles')>('@/content/articles').articleFiles);
    for (const article of shown) {
      const testimonials = nodes(article.body).filter((n) => n.tagName === 'testimonial');
      const marked = testimonials.filter((t) => t.properties.sample === true);
      expect(findSamples(article.source, { body: article.body })).toHaveLength(marked.length);
    }
  });
});

describe('invented testimonials in an article', () => {
  it('show, each marked, while samples are shown, and are left out when the operator hides samples', () => {
    const { shown, hidden } = samplesShownAndHidden(() => jest.requireActual<typeof import('@/content/articles')>('@/content/articles').articleFiles);
    const testimonials = (a: Article) => nodes(a.body).filter((n) => n.tagName === 'testimonial');
    shown.forEach((article, i) => {
      expect([article.source, testimonials(hidden[i])]).toEqual([article.source, testimonials(article).filter((t) => t.properties.sample !== true)]);
    });
  });
});

describe('consultation dropdowns', () => {
  it('are the two of the form the article names (content/pages/<language>/article-forms.yaml), each with its options', () => {
    for (const article of articleFiles) {
      expect([article.source, article.dropdowns]).toEqual([article.source, articleFormsIn(article.language)[article.form]]);
      for (const d of article.dropdowns)
        expect([article.source, d.label.length > 0, d.options.length > 0, new Set(d.options.map((o) => o.value)).size]).toEqual([
          article.source,
          true,
          true,
          d.options.length,
        ]);
    }
  });

  it('offer the English file’s values in every language, labelled with the language’s words', () => {
    for (const language of ['en', 'te', 'hi'] as const) {
      const { forms } = pageWords('article-forms', language);
      for (const id of ARTICLE_FORMS)
        articleFormsIn(language)[id].forEach((d, i) => {
          const file = forms[id][i];
          expect([language, id, d.name, d.label]).toEqual([language, id, articleForms[id][i].name, articleForms[id][i].label]);
          expect([language, id, d.options.map((o) => o.value)]).toEqual([language, id, articleForms[id][i].options.map((o) => o.value)]);
          if (!file.intakes) expect([language, id, d.options.map((o) => o.label)]).toEqual([language, id, file.options?.map((o) => o.label)]);
        });
    }
  });

  it('label the intakes with the language’s season names, the value staying the office’s 2027-Spring', () => {
    for (const language of ['en', 'te', 'hi'] as const) {
      const { intakes } = pageWords('article-forms', language);
      const offered = articleFormsIn(language).mbbs[1].options;
      expect(offered.map((o) => o.value)).toEqual(comingIntakes());
      for (const { value, label } of offered) {
        const [year, season] = value.split('-') as [string, keyof typeof INTAKE_START_MONTH];
        expect(label).toBe(intakes.label.replace('{year}', year).replace('{season}', intakes.seasons[season]));
      }
    }
  });

  it('are refused at build when a dropdown has no choices and no intakes, a choice twice, or an intake without its season', () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the loader's keys, not the file's
    const { source, fallback, ...file } = pageWords('article-forms', 'en');
    const problems = (changed: object) => articleFormsPage.safeParse({ ...file, ...changed }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(problems({})).toEqual([]);
    const [destination, intake] = file.forms.mbbs;
    const mbbs = (first: object, second: object = intake) => ({ forms: { ...file.forms, mbbs: [first, second] } });
    expect(problems(mbbs({ name: destination.name }))).toEqual(['forms.mbbs.0']);
    expect(problems(mbbs({ ...destination, options: [...destination.options!, destination.options![0]] }))).toEqual(['forms.mbbs.0']);
    expect(problems(mbbs(destination, { ...intake, options: destination.options }))).toEqual(['forms.mbbs.1']);
    expect(problems({ intakes: { ...file.intakes, label: '{year}' } })).toEqual(['intakes.label']);
  });

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
    const seasons = Object.keys(INTAKE_START_MONTH);
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const offered = comingIntakes(new Date(day));
      const all = [2026, 2027, 2028, 2029, 2030, 2031].flatMap((y) => seasons.map((s) => `${y}-${s}`));
      expect(offered).toEqual(
        all
          .filter((i) => begins(i) > day)
          .sort((a, b) => begins(a) - begins(b))
          .slice(0, 4),
      );
    }
  });

  it('in November 2026 start at 2027-Spring (2026-Fall has begun)', () => {
    expect(comingIntakes(new Date(Date.UTC(2026, 10, 26)))[0]).toBe('2027-Spring');
  });

  it('are what every article form with an intake offers', () => {
    for (const dropdowns of Object.values(articleForms))
      for (const d of dropdowns) if (d.name === 'intake_year') expect(d.options.map((o) => o.value)).toEqual(comingIntakes());
  });
});
