import { BlogArticles, BlogHero, WhyReadBlogs } from '@/components/blog/blog-listing';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('blog');

export default function Page() {
  return (
    <>
      <BlogHero />
      <BlogArticles />
      <WhyReadBlogs />
    </>
  );
}
