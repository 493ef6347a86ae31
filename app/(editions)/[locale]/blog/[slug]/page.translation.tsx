import { ArticlePage, articleMetadata } from '@/components/blog/article-page';
import { EditionNote } from '@/components/layout/edition-note';
import { articleEditions, getEdition } from '@/content/articles';
import { editionLocale } from '@/components/pages/edition-page';
import { getRoute, publishedEditions, type RouteKey } from '@/content/routes';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

/**
 * Every translated article (content/articles/<locale>/<slug>.md) at /<locale>/blog/<slug>; the
 * edition's listing is ../page.tsx. A static export refuses a dynamic route without a page, so this
 * file is a route only while a published edition has a translation: its name ends in
 * `.translation.tsx`, a page extension next.config.mjs adds just then.
 */
export function generateStaticParams() {
  return articleEditions.filter((a) => (publishedEditions as string[]).includes(a.language)).map((a) => ({ locale: a.language, slug: a.slug }));
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  return articleMetadata(getEdition(await editionLocale(Promise.resolve({ locale })), slug));
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const locale = await editionLocale(params);
  const article = getEdition(locale, slug);
  return (
    <>
      <EditionNote locale={locale} page={getRoute(article.key as RouteKey).article as RouteKey} />
      <ArticlePage article={article} />
    </>
  );
}
