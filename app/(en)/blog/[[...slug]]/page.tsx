import { ArticlePage, articleMetadata } from '@/components/blog/article-page';
import { BlogArticles, BlogHero, WhyReadBlogs } from '@/components/blog/blog-listing';
import { articles, getArticle } from '@/content/articles';
import { blogListing } from '@/content/blog';
import { FEED_PATH } from '@/lib/feed';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;

/** The listing (/blog) and every article published at /blog/<slug> (a file in content/articles/en/ without a fixed path). */
export function generateStaticParams() {
  return [{ slug: [] }, ...articles.filter((a) => a.key === `blog/${a.slug}`).map((a) => ({ slug: [a.slug] }))];
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return slug?.length ? articleMetadata(getArticle(`blog/${slug[0]}`)) : pageMetadata('blog', { feed: { url: FEED_PATH, title: blogListing.feed.title } });
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  if (slug?.length) return <ArticlePage article={getArticle(`blog/${slug[0]}`)} />;
  return (
    <>
      <BlogHero />
      <BlogArticles />
      <WhyReadBlogs />
    </>
  );
}
