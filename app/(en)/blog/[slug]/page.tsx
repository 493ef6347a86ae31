import { ArticlePage, articleMetadata } from '@/components/blog/article-page';
import { articles, getArticle } from '@/content/articles';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/**
 * Every article published at /blog/<slug> (a file in content/articles/en/ without a fixed path); the
 * listing is ../page.tsx. A static export needs at least one: release-check refuses a build without one.
 */
export function generateStaticParams() {
  return articles.filter((a) => a.key === `blog/${a.slug}`).map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: Props) {
  return articleMetadata(getArticle(`blog/${(await params).slug}`));
}

export default async function Page({ params }: Props) {
  return <ArticlePage article={getArticle(`blog/${(await params).slug}`)} />;
}
