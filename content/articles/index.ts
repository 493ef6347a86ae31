/** Every article body by post id (metadata lives in content/blog.ts). */
import type { Article } from '@/content/articles/types';
import { blog1 } from '@/content/articles/blog1';
import { blog2 } from '@/content/articles/blog2';
import { blog3 } from '@/content/articles/blog3';
import { blog4 } from '@/content/articles/blog4';
import { blog5 } from '@/content/articles/blog5';
import { blog6 } from '@/content/articles/blog6';
import { blog7 } from '@/content/articles/blog7';
import { blog8 } from '@/content/articles/blog8';
import { blog9 } from '@/content/articles/blog9';
import { blog10 } from '@/content/articles/blog10';

export type { Article, ArticleBlock, ArticleListItem, ConsultationDropdown } from '@/content/articles/types';

export const articles: readonly Article[] = [blog1, blog2, blog3, blog4, blog5, blog6, blog7, blog8, blog9, blog10];

export function getArticle(id: number): Article {
  const article = articles.find((a) => a.id === id);
  if (!article) throw new Error(`No article body for blog${id}`);
  return article;
}

/** Plain text of an article, e.g. for a word count or structured data. */
export function articleText(article: Article): string {
  const parts: string[] = [article.lead];
  for (const block of article.body) {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        parts.push(block.text);
        break;
      case 'list':
        parts.push(...block.items.map((i) => (typeof i === 'string' ? i : `${i.label} ${i.text}`)));
        break;
      case 'table':
        parts.push(block.caption, ...block.head, ...block.rows.flat(), block.note ?? '');
        break;
      case 'callout':
        parts.push(block.title, block.text);
        break;
      case 'testimonial':
        parts.push(block.quote, block.name, block.role);
        break;
      case 'offices':
        break;
    }
  }
  return parts.filter(Boolean).join('\n');
}
