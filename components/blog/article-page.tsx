import type { Metadata } from 'next';
import { PrivacyNote } from '@/components/forms/privacy-note';
import { ArrowLeft } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { blogListing, socialImage } from '@/content/blog';
import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';
import { getArticle, relatedArticles, type Article } from '@/content/articles';
import { ArticleBody } from '@/components/blog/article-body';
import { FactSources } from '@/components/ui/fact-source';
import { ConsultationForm } from '@/components/blog/consultation-form';
import { leadFormWords, leadTarget, privacyNoteWords } from '@/components/forms/lead-form-words';
import { ReadMoreLink } from '@/components/blog/blog-card';
import { Badge, PostMeta } from '@/components/blog/post-meta';
import { BrandIcon } from '@/components/icons/brand-icon';
import type { LeadField } from '@/content/types';
import { Link } from '@/components/link';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardGrid } from '@/components/ui/card';
import { Island } from '@/components/ui/island';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { FEED_PATH } from '@/lib/feed';
import { pageMetadata } from '@/content/metadata';
import { IMAGE_SIZES } from '@/lib/responsive-images';
import { chatLinkIn } from '@/content/site';

/** An article page's metadata: the registry's entry, as an article, with its dates and the feed. */
export function articleMetadata(article: Article): Metadata {
  return pageMetadata(article.key, {
    type: 'article',
    publishedTime: article.date,
    modifiedTime: article.updated,
    images: [socialImage(article)],
    feed: article.language === 'en' ? { url: FEED_PATH, title: blogListing.feed.title } : undefined,
  });
}

/** What an article's route file exports: its metadata and its page (app/(en)/blog3/page.tsx is `articleRoute('blog3')`). */
export function articleRoute(key: string) {
  const article = getArticle(key);
  return { metadata: articleMetadata(article), Page: () => <ArticlePage article={article} /> };
}

export type ArticlePageProps = { article: Article };

/**
 * One blog article: back link, help prompt with the chat button, featured image, Featured badge,
 * date, author and reading time, heading, body, its questions, the consultation form with the
 * article's two dropdowns, and three related articles.
 */
export function ArticlePage({ article }: ArticlePageProps) {
  const copy = contentFor(renderLocale()).articleCopy;
  const fields: LeadField[] = [
    { name: 'name', label: copy.form.fields.name, type: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: copy.form.fields.email, type: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: copy.form.fields.phone, type: 'tel', required: true, autoComplete: 'tel', wide: true },
    ...article.dropdowns.map((d): LeadField => ({ name: d.name, label: copy.form.dropdowns[d.name] ?? d.label, type: 'select', options: [...d.options] })),
  ];

  return (
    <>
      <article className="px-4 pt-24 pb-12 sm:px-6 lg:pt-28">
        <div className="mx-auto max-w-3xl">
          <Link to="blog" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300">
            <Glyph icon={ArrowLeft} className="h-4 w-4" />
            {copy.back}
          </Link>

          <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-900">
            <p className="text-slate-800 dark:text-slate-200">{copy.helpPrompt}</p>
            <Link href={chatLinkIn(renderLocale())} className={`${buttonClasses('primary', 'sm')} shrink-0`}>
              <BrandIcon brand="whatsapp" className="h-4 w-4" />
              {copy.chatLabel}
              <span className="sr-only">{` ${contentFor(renderLocale()).shell.a11y.newTab}`}</span>
            </Link>
          </div>

          <header className="mt-8">
            {/* Above the fold: loaded at once, with its size reserved. */}
            {article.cover && (
              <Picture
                {...article.cover}
                sizes={IMAGE_SIZES.articleHeader}
                priority
                className="h-auto w-full rounded-2xl border border-slate-200 dark:border-slate-700"
              />
            )}
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
              <Badge>{copy.badge}</Badge>
              <PostMeta post={article} readingTime />
            </div>
            <h1 className="mt-4 text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">{article.title}</h1>
            <p className="mt-5 text-xl leading-relaxed text-slate-700 dark:text-slate-200">{article.lead}</p>
          </header>

          <ArticleBody body={article.body} />
          {article.sources.length > 0 && (
            <p className="mt-10 border-t border-slate-200 pt-4 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {copy.figures} <FactSources facts={article.sources} words={contentFor(renderLocale()).shell.factSource} locale={renderLocale()} />
            </p>
          )}
        </div>
      </article>

      {article.faq && (
        <Section id="questions" title={copy.faq}>
          <div className="mx-auto max-w-3xl">
            <Accordion name="article-faq" items={article.faq.map((q, i) => ({ id: `question-${i + 1}`, title: q.question, content: q.answer }))} />
          </div>
        </Section>
      )}

      <Section id="consultation" title={copy.form.title} intro={copy.form.intro} tone="tint">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-950">
          <Island>
            <ConsultationForm
              articleTitle={article.title}
              fields={fields}
              dropdowns={article.dropdowns.map(({ name, label }) => ({ name, label }))}
              subjectPrefix={copy.form.subjectPrefix}
              notChosen={copy.form.notChosen}
              submitLabel={copy.form.submitLabel}
              {...leadTarget}
              {...leadFormWords()}
            />
          </Island>
          <PrivacyNote className="mt-4" note={privacyNoteWords()} />
        </div>
      </Section>

      <Section id="related" title={copy.related}>
        <CardGrid columns={3} as="ul">
          {relatedArticles(article).map((related) => (
            <Card key={related.key} as="li" title={related.title} footer={<ReadMoreLink post={related} className={buttonClasses('ghost', 'sm', '-ml-4')} />}>
              <PostMeta post={related} />
              <p className="mt-3">{related.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
