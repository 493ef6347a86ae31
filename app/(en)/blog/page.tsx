import { BlogArticles, BlogHero, WhyReadBlogs } from '@/components/blog/blog-listing';
import { blogListing } from '@/content/blog';
import { FEED_PATH } from '@/lib/feed';
import { pageMetadata } from '@/content/metadata';

/**
 * The listing (/blog): its own route, apart from the articles (./[slug]), so its first load does not
 * carry the articles' client code (the consultation form).
 */
export const metadata = pageMetadata('blog', { feed: { url: FEED_PATH, title: blogListing.feed.title } });

export default function Page() {
  return (
    <>
      <BlogHero />
      <BlogArticles />
      <WhyReadBlogs />
    </>
  );
}
