/**
 * The articles: one Markdown file each (content/articles/<language>/<slug>.md), checked and
 * compiled at build by content-collections.ts. Pages, the route registry, the sitemap, the feed
 * and the tests read them from here; adding a file publishes an article.
 */
import { allArticles } from 'content-collections';
import { articleFormsIn, type ConsultationDropdowns } from '@/content/articles/forms';
import type { ArticleLanguage } from '@/content/articles/schema';
import type { EditionLocale } from '@/lib/locale';
import type { ArticleTree } from '@/lib/article-tree';
import { operator } from '@/content/operator-settings';
import { factsNamed, figureValues, fillFigureTree } from '@/content/named-figures';
import { fullDate, type FactRef } from '@/lib/fact';

export type { ArticleTree } from '@/lib/article-tree';
export type { ConsultationDropdown, ConsultationDropdowns } from '@/content/articles/forms';

type ArticleFile = (typeof allArticles)[number];

/** An article's route key: its path without the leading slash ("blog3", "blog/september-intake"); an edition's, "te:blog/september-intake". */
export type ArticleKey = `blog${string}` | `${EditionLocale}:blog/${string}`;

export type Article = Omit<ArticleFile, 'body' | 'language' | 'path' | 'related'> & {
  language: ArticleLanguage;
  /** Where it is published: its fixed path, or /blog/<slug>. */
  path: string;
  key: ArticleKey;
  body: ArticleTree;
  /** The date as shown ("March 20, 2025"). */
  dateText: string;
  keywords: string[];
  dropdowns: ConsultationDropdowns;
  /** Minutes at 200 words a minute, at least 1. */
  readingMinutes: number;
  /** The slugs the frontmatter names, if any (see relatedArticles). */
  relatedSlugs?: string[];
  /** The facts behind the {{figures}} the text names (content/named-figures.ts): their "as of · source" lines end the article. */
  sources: FactRef[];
};

/**
 * The compiled body, its {{figures}} filled in in its language; invented testimonials
 * (:::testimonial{… sample}) left out when the operator hides samples (content/samples).
 */
function bodyOf(json: string, language: ArticleLanguage): ArticleTree {
  const body = fillFigureTree(JSON.parse(json) as ArticleTree, figureValues(language));
  if (operator.hideSampleContent) body.children = body.children.filter((n) => !(n.type === 'element' && n.tagName === 'testimonial' && n.properties.sample));
  return body;
}

/** "April 7, 2025" in English, as the spec's blog writes it; an edition's article its own way (lib/fact fullDate: 2025 ఏప్రిల్ 7, 7 अप्रैल 2025). */
const dateText = (iso: string, language: ArticleLanguage) =>
  language === 'en'
    ? new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
    : fullDate(iso, language);

function toArticle({ path, related, language, keywords, ...file }: ArticleFile): Article {
  const lang = language as ArticleLanguage;
  // English at its fixed path or /blog/<slug>; an edition at /<language>/blog/<slug>.
  const published = lang === 'en' ? (path ?? `/blog/${file.slug}`) : `/${lang}/blog/${file.slug}`;
  return {
    ...file,
    language: lang,
    path: published,
    key: (lang === 'en' ? published.slice(1) : `${lang}:blog/${file.slug}`) as ArticleKey,
    body: bodyOf(file.body, lang),
    sources: factsNamed(file.figures),
    dateText: dateText(file.date, lang),
    keywords: keywords ?? file.tags,
    dropdowns: articleFormsIn(lang)[file.form],
    readingMinutes: Math.max(1, Math.round(file.words / 200)),
    relatedSlugs: related,
  };
}

const all = allArticles.map(toArticle);

/** The number in a fixed path (/blog3 → 3), for the original articles' order. */
const fixedNumber = (a: Article) => Number(/^\/blog(\d+)$/.exec(a.path)?.[1] ?? 0);

/**
 * English articles, newest first: articles published since (at /blog/<slug>) by date, then the
 * original ten newest id first, as the spec's listing shows them (blog10 … blog1).
 */
export const articles: Article[] = all
  .filter((a) => a.language === 'en')
  .sort((a, b) => {
    const [na, nb] = [fixedNumber(a), fixedNumber(b)];
    if (na && nb) return nb - na;
    if (na || nb) return na ? 1 : -1;
    return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
  });

/** Every article file, English and editions. */
export const articleFiles: readonly Article[] = all;

export function getArticle(key: string): Article {
  const article = articles.find((a) => a.key === key);
  if (!article) throw new Error(`No article at ${key}`);
  return article;
}

/** An article's translations that exist as files (the same file name in another language's folder), of English articles only. */
export const editionsOf = (slug: string): Article[] => all.filter((a) => a.slug === slug && a.language !== 'en' && articles.some((en) => en.slug === slug));

/** Every published translation (content/articles/te|hi/), newest first. */
export const articleEditions: Article[] = all
  .filter((a) => a.language !== 'en' && articles.some((en) => en.slug === a.slug))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** The articles written in a language, in the listing's order. */
export const articlesIn = (language: ArticleLanguage): Article[] => (language === 'en' ? articles : articleEditions.filter((a) => a.language === language));

export function getEdition(language: EditionLocale, slug: string): Article {
  const edition = articleEditions.find((a) => a.language === language && a.slug === slug);
  if (!edition) throw new Error(`No ${language} edition of ${slug}`);
  return edition;
}

/**
 * Three other articles: the ones the frontmatter names, else those sharing the most tags, then the
 * newest, so a new article always has three. An edition prefers articles in its own language.
 */
export function relatedArticles(article: Article, count = 3): Article[] {
  const own = articlesIn(article.language);
  const pool = [...own, ...articles.filter((a) => !own.some((o) => o.slug === a.slug))];
  const others = pool.filter((a) => a.slug !== article.slug);
  if (article.relatedSlugs) return article.relatedSlugs.map((slug) => others.find((a) => a.slug === slug)!).filter(Boolean);
  const shared = (a: Article) => a.tags.filter((t) => article.tags.includes(t)).length;
  const inOwnLanguage = (a: Article) => Number(a.language === article.language);
  return [...others].sort((a, b) => inOwnLanguage(b) - inOwnLanguage(a) || shared(b) - shared(a) || b.date.localeCompare(a.date)).slice(0, count);
}
