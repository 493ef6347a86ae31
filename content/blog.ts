/**
 * The blog listing's words and those of the frame around every article (content/pages/<language>/blog.yaml,
 * schema content/pages/blog.schema.ts); the articles are files (content/articles/).
 */
import type { Article } from '@/content/articles';
import type { DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import type { BLOG_ICONS } from '@/content/pages/blog.schema';

/** Social preview: the site's PNG card (networks do not show SVG previews). */
export const socialImage = (article: Article) => ({ url: '/og-default.png', width: 1200, height: 630, alt: article.title });

/** Icons the blog pages may name (mapped to lucide icons in components/blog). */
export type BlogIcon = (typeof BLOG_ICONS)[number];

export type BlogListingCopy = {
  hero: { eyebrow: string; title: string; text: string; cta: string };
  articles: { title: string; intro: string };
  /** An edition's listing with no article in its language yet: says so and links the English listing. */
  none: { text: string; link: string };
  badge: string;
  readMore: string;
  /** Completes "Read More" for screen readers: "Read More about {title}". */
  readMoreAbout: string;
  whyRead: { title: string; intro: string; points: { icon: BlogIcon; title: string; text: string }[] };
  exploreMore: string;
  /** The feed's link on the listing and its title in feed readers. */
  feed: { label: string; title: string };
};

export type ArticleCopy = {
  back: string;
  /** Before the sources of the facts an article names ({{figures}}), under its text. */
  figures: string;
  helpPrompt: string;
  chatLabel: string;
  badge: string;
  form: {
    title: string;
    intro: string;
    submitLabel: string;
    /** The subject sent with a request: "Consultation request: {title} — {option}, {option}" (in English: it is for the office). */
    subjectPrefix: string;
    notChosen: string;
    fields: { name: string; email: string; phone: string };
    /** The dropdowns' labels by field name (content/articles/forms.ts); the options stay as they are. */
    dropdowns: Record<string, string>;
  };
  related: string;
  /** "5 min read". */
  minutesRead: string;
  updated: string;
  faq: string;
};

/** The blog's words in a language (content/pages/<language>/blog.yaml): the listing and the frame around every article. */
export function blogIn(language: DataLanguage): { blogListing: BlogListingCopy; articleCopy: ArticleCopy } {
  const { listing, article } = pageWords('blog', language);
  const dropdowns = Object.fromEntries(article.form.dropdowns.map((d) => [d.name, d.label]));
  return { blogListing: listing, articleCopy: { ...article, form: { ...article.form, dropdowns } } };
}

/** Copy of the blog listing (/blog) and around every article (the body itself lives in content/articles/). */
export const { blogListing, articleCopy } = blogIn('en');
