import { ArrowRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { RouteKey } from '@/content/routes';
import { AnswerBody } from '@/components/blog/article-body';
import { Link } from '@/components/link';
import type { ArticleTree } from '@/content/articles';
import { FactSources } from '@/components/ui/fact-source';
import { contentFor } from '@/content/i18n';
import type { FactRef } from '@/lib/fact';
import { renderLocale } from '@/lib/render-locale';

export type FaqAnswerProps = {
  answer: string;
  body?: ArticleTree;
  link?: { label: string; to: RouteKey };
  /** The facts behind the figures the answer names (content/faq/entries.ts): their "as of · source" lines. */
  sources?: FactRef[];
};

/** The source lines of the facts an answer names, in the page's language. */
function AnswerSources({ sources }: { sources: FactRef[] }) {
  const locale = renderLocale();
  const words = contentFor(locale).shell.factSource;
  return (
    <p>
      <FactSources facts={sources} words={words} locale={locale} />
    </p>
  );
}

/**
 * An answer: its file's Markdown (`body`, content/faq/), or plain text as paragraphs (split on blank
 * lines); with an optional link to a page.
 */
export function FaqAnswer({ answer, body, link, sources }: FaqAnswerProps) {
  return (
    <div className="space-y-3">
      {body ? <AnswerBody body={body} /> : answer.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
      {sources?.length ? <AnswerSources sources={sources} /> : null}
      {link && (
        <p>
          <Link to={link.to} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {link.label}
            <Glyph icon={ArrowRight} className="h-4 w-4" />
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * An answer without a link, as an accordion panel's content (the services, service, MBA, NEET and
 * programs pages): one paragraph as a bare <p>, more (or a list) in a spaced block.
 */
export function PanelAnswer({ answer, body, sources }: Omit<FaqAnswerProps, 'link'>) {
  if (!body) return <p>{answer}</p>;
  return body.children.length > 1 || sources?.length ? (
    <div className="space-y-3">
      <AnswerBody body={body} />
      {sources?.length ? <AnswerSources sources={sources} /> : null}
    </div>
  ) : (
    <AnswerBody body={body} />
  );
}
