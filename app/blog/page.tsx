import { PageStructuredData } from '@/components/page-structured-data';
import { BlogArticles, BlogHero, WhyReadBlogs } from '@/components/blog/blog-listing';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('blog');

export default function Page() {
  return (
    <>
      <PageStructuredData routeKey="blog" />
      <BlogHero />
      <BlogArticles />
      <WhyReadBlogs />
    </>
  );
}
