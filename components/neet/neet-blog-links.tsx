import { ArrowRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { CardGrid } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { postDate } from '@/components/blog/post-meta';
import { getArticle } from '@/content/articles';
import { renderLocale } from '@/lib/render-locale';
import type { NeetContent } from '@/content/neet';

/**
 * Blog teasers (title, excerpt, link) from the blog's own metadata; the articles are English, and say
 * so on the editions (`lang`, and the link's marker: components/link.tsx), dated the edition's way.
 */
export function NeetBlogLinks({ content }: { content: NeetContent['blog'] }) {
  return (
    <Section title={content.title} intro={content.intro} tone="tint">
      <CardGrid as="ul" columns={3}>
        {content.posts.map((key) => {
          const post = getArticle(key);
          return (
            <li key={key}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <p className="text-sm text-slate-600 dark:text-slate-300">{postDate(post, renderLocale())}</p>
                <h3 lang="en" className="mt-2 text-lg font-bold text-slate-900 dark:text-white">
                  <Link to={post.key} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                    {post.title}
                  </Link>
                </h3>
                <p lang="en" className="mt-2 flex-1 text-slate-600 dark:text-slate-300">
                  {post.description}
                </p>
                <p className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-300" aria-hidden="true">
                  {content.readMore}
                  <Glyph icon={ArrowRight} className="h-4 w-4" />
                </p>
              </article>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
