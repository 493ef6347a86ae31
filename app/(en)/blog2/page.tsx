import { articleRoute } from '@/components/blog/article-page';

// One of the spec's ten articles at its fixed address (its file: content/articles/en/, path: /blog2).
const { metadata, Page } = articleRoute('blog2');
export { metadata };
export default Page;
