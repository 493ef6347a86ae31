import { BlogArticles, BlogHero, WhyReadBlogs } from '@/components/blog/blog-listing';
import { EditionNote } from '@/components/layout/edition-note';
import { editionLocale, editionMetadata, editionParams, type EditionPageProps } from '@/components/pages/edition-page';

/** Each edition's blog listing (/te/blog): its own route, apart from the translated articles (./[slug]) and their client code. */
export const generateStaticParams = editionParams('blog');
export const generateMetadata = editionMetadata('blog');

export default async function Page({ params }: EditionPageProps) {
  const locale = await editionLocale(params);
  return (
    <>
      <EditionNote locale={locale} page="blog" />
      <BlogHero />
      <BlogArticles />
      <WhyReadBlogs />
    </>
  );
}
