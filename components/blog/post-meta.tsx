import { CalendarDays, Clock, UserRound } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { Article } from '@/content/articles';
import { contentFor } from '@/content/i18n';
import { fullDate } from '@/lib/fact';
import type { Locale } from '@/lib/locale';
import { renderLocale } from '@/lib/render-locale';
import { site } from '@/content/site';

/** A post's date the page's way: an English article on an edition's page is dated as the edition writes dates. */
export const postDate = (post: Pick<Article, 'date' | 'dateText' | 'language'>, locale: Locale): string =>
  locale === 'en' || locale === post.language ? post.dateText : fullDate(post.date, locale);

export type PostMetaProps = { post: Article; className?: string; /** Adds the reading time (an article's own header). */ readingTime?: boolean };

/** Date and author line of a post: its author, or the company. */
export function PostMeta({ post, className = '', readingTime = false }: PostMetaProps) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Glyph icon={CalendarDays} className="h-4 w-4" />
        <time dateTime={post.date}>{postDate(post, renderLocale())}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Glyph icon={UserRound} className="h-4 w-4" />
        <span>{post.author ?? site.name}</span>
      </span>
      {readingTime && (
        <span className="inline-flex items-center gap-1.5">
          <Glyph icon={Clock} className="h-4 w-4" />
          <span>
            {post.readingMinutes} {contentFor(renderLocale()).articleCopy.minutesRead}
          </span>
        </span>
      )}
    </p>
  );
}

export type BadgeProps = { children: string; className?: string };

export function Badge({ children, className = '' }: BadgeProps) {
  return (
    <span className={`inline-block rounded-full bg-accent-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase ${className}`}>{children}</span>
  );
}
