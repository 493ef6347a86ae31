import { ArticlePage } from '@/components/blog/article-page';
import { getBlogPost, socialImage } from '@/content/blog';
import { pageMetadata } from '@/lib/metadata';

const post = getBlogPost(3);

export const metadata = pageMetadata('blog3', { type: 'article', publishedTime: post.isoDate, images: [socialImage(post)] });

export default function Page() {
  return <ArticlePage id={3} />;
}
