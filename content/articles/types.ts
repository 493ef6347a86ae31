import type { RouteKey } from '@/lib/routes';

/** A list item: plain text, or a bold label followed by its explanation ("Russia: …"). */
export type ArticleListItem = string | { label: string; text: string };

/**
 * The blocks an article body is made of. Editors change the text here; the article page
 * (components/blog/article-body.tsx) decides how each kind looks.
 */
export type ArticleBlock =
  /** A section heading: level 2 for sections (they get an anchor id), 3 for sub-sections. */
  | { type: 'heading'; text: string; level?: 2 | 3 }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: ArticleListItem[]; ordered?: boolean }
  | { type: 'table'; caption: string; head: string[]; rows: string[][]; note?: string }
  /** A highlighted box; `action` links to one of our pages. */
  | { type: 'callout'; tone: 'info' | 'tip' | 'warning'; title: string; text: string; action?: { label: string; to: RouteKey } }
  /** A testimonial: quote, name, role (degree and country) and a 1–5 star rating. */
  | { type: 'testimonial'; quote: string; name: string; role: string; rating: number; sample?: true }
  /** Our offices, read from lib/site (never typed here). */
  | { type: 'offices' };

/** One dropdown of an article's consultation form (its options come from the per-topic table in dropdowns.ts). */
export type ConsultationDropdown = {
  /** Field name sent to the form service. */
  name: string;
  label: string;
  options: readonly string[];
};

export type Article = {
  id: number;
  /** The opening paragraph, shown larger under the heading. */
  lead: string;
  body: ArticleBlock[];
  /** The consultation form's two dropdowns. */
  dropdowns: readonly [ConsultationDropdown, ConsultationDropdown];
  /** Three other posts shown under "Related Articles". */
  related: readonly [number, number, number];
};
