import { ArticlePage, articleMetadata } from '@/components/blog/article-page';
import { BlogArticles, BlogHero, WhyReadBlogs } from '@/components/blog/blog-listing';
import { EditionNote } from '@/components/layout/edition-note';
import { articleEditions, getEdition } from '@/content/articles';
import { editionLocale, editionMetadata } from '@/lib/edition-page';
import { editionsOfPage, getRoute, publishedEditions, type RouteKey } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; slug?: string[] }> };

export const dynamicParams = false;

/** Each edition's blog listing (/te/blog) and every translated article (content/articles/<locale>/<slug>.md) at /<locale>/blog/<slug>. */
export function generateStaticParams() {
  return [
    ...editionsOfPage('blog').map((locale) => ({ locale, slug: [] })),
    ...articleEditions.filter((a) => (publishedEditions as string[]).includes(a.language)).map((a) => ({ locale: a.language, slug: [a.slug] })),
  ];
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  if (!slug?.length) return editionMetadata('blog')({ params: Promise.resolve({ locale }) });
  return articleMetadata(getEdition(await editionLocale(Promise.resolve({ locale })), slug[0]));
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const locale = await editionLocale(params);
  if (slug?.length) {
    const article = getEdition(locale, slug[0]);
    return (
      <>
        <EditionNote locale={locale} page={getRoute(article.key as RouteKey).article as RouteKey} />
        <ArticlePage article={article} />
      </>
    );
  }
  return (
    <>
      <EditionNote locale={locale} page="blog" />
      <BlogHero />
      <BlogArticles />
      <WhyReadBlogs />
    </>
  );
}
