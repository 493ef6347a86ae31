import { articles } from '@/content/articles';
import { blogListing } from '@/content/blog';
import { rssFeed } from '@/lib/feed';
import { getRoute } from '@/content/routes';
import { site } from '@/content/site';

export const dynamic = 'force-static';

export function GET() {
  const body = rssFeed(
    {
      title: `${site.name}: ${blogListing.feed.title}`,
      description: getRoute('blog').description,
      siteUrl: site.url,
      listingPath: getRoute('blog').path,
      language: 'en-IN',
    },
    articles,
  );
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
