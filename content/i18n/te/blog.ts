/** Telugu edition of content/blog.ts: its words are content/pages/te/blog.yaml. */
import { blogIn } from '@/content/blog';

export const { blogListing, articleCopy } = blogIn('te');
