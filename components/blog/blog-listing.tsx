import { BookOpen, ListChecks, MessagesSquare, ShieldCheck, ArrowUp, Rss } from 'lucide';
import { FEED_PATH } from '@/lib/feed';
import { Glyph } from '@/components/ui/glyph';
import { articlesIn } from '@/content/articles';
import type { BlogIcon } from '@/content/blog';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import { href } from '@/content/routes';
import { BlogCard } from '@/components/blog/blog-card';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardGrid } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';

const icons: Record<BlogIcon, typeof BookOpen> = { book: BookOpen, shield: ShieldCheck, list: ListChecks, chat: MessagesSquare };

/** The listing's hero; its wrapper is the #top target of "Explore More Blogs". */
export function BlogHero() {
  const { hero } = contentFor(renderLocale()).blogListing;
  return (
    <div id="top">
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        actions={
          <Link to="blog" hash="#articles" className={buttonClasses('light', 'lg')}>
            {hero.cta}
          </Link>
        }
      />
    </div>
  );
}

/** Every article, newest first (content/articles: new ones by date, then the spec's ten, blog10 … blog1), and the feed. */
export function BlogArticles() {
  const locale = renderLocale();
  const { blogListing } = contentFor(locale);
  const posts = articlesIn(locale);
  return (
    <Section id="articles" title={blogListing.articles.title} intro={blogListing.articles.intro}>
      {posts.length ? (
        <CardGrid columns={3} as="ul">
          {posts.map((post, i) => (
            <BlogCard key={post.key} post={post} lazy={i > 0} />
          ))}
        </CardGrid>
      ) : (
        // An edition without articles in its language yet: say so, and lead to the English ones.
        <p className="text-center text-lg">
          {blogListing.none.text}{' '}
          <a href={href('blog')} hrefLang="en" className="font-semibold text-brand-700 underline dark:text-brand-300">
            {blogListing.none.link}
          </a>
        </p>
      )}
      {locale === 'en' && (
        <p className="mt-10 text-center">
          <Link
            href={FEED_PATH}
            type="application/rss+xml"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            <Glyph icon={Rss} className="h-4 w-4" />
            {blogListing.feed.label}
          </Link>
        </p>
      )}
    </Section>
  );
}

/** Why read our blogs, and the way back to the top of the listing. */
export function WhyReadBlogs() {
  const { blogListing } = contentFor(renderLocale());
  const { whyRead } = blogListing;
  return (
    <Section id="why-read" title={whyRead.title} intro={whyRead.intro} tone="tint">
      <CardGrid columns={4}>
        {whyRead.points.map((point, i) => {
          return (
            <Reveal key={point.title} index={i}>
              <Card title={point.title} icon={icons[point.icon]}>
                <p>{point.text}</p>
              </Card>
            </Reveal>
          );
        })}
      </CardGrid>
      <div className="mt-12 text-center">
        <Link to="blog" hash="#top" className={buttonClasses('primary', 'lg')}>
          {blogListing.exploreMore}
          <Glyph icon={ArrowUp} className="h-5 w-5" />
        </Link>
      </div>
    </Section>
  );
}
