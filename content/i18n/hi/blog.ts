/** Hindi edition of content/blog.ts: its words are content/pages/hi/blog.yaml. */
import { blogIn } from '@/content/blog';

export const { blogListing, articleCopy } = blogIn('hi');
