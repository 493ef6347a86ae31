import { ArrowRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { Article } from '@/content/articles';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import { Badge, PostMeta } from '@/components/blog/post-meta';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { IMAGE_SIZES } from '@/lib/responsive-images';

export type BlogCardProps = { post: Article; /** Cards further down load their image lazily. */ lazy?: boolean };

/** A post on the blog listing: image with a New badge, date, author, title, description, Read More. */
export function BlogCard({ post, lazy = true }: BlogCardProps) {
  const { blogListing } = contentFor(renderLocale());
  return (
    <Card
      as="li"
      title={post.title}
      media={
        post.cover && (
          <div className="relative">
            <Picture {...post.cover} sizes={IMAGE_SIZES.card} lazy={lazy} className="h-auto w-full" />
            <Badge className="absolute top-4 left-4 shadow">{blogListing.badge}</Badge>
          </div>
        )
      }
      footer={<ReadMoreLink post={post} className={buttonClasses('primary', 'sm')} />}
    >
      <PostMeta post={post} className="-mt-1 mb-3" />
      <p>{post.description}</p>
    </Card>
  );
}

/** "Read More" to a post, with the post's title for screen readers (the blog cards and an article's related posts). */
export function ReadMoreLink({ post, className }: { post: Pick<Article, 'key' | 'title'>; className: string }) {
  const { blogListing } = contentFor(renderLocale());
  return (
    <Link to={post.key} className={className}>
      {blogListing.readMore}
      <span className="sr-only">
        {' '}
        {blogListing.readMoreAbout} {post.title}
      </span>
      <Glyph icon={ArrowRight} className="h-4 w-4" />
    </Link>
  );
}
