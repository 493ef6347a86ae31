import { ArrowRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { RouteKey } from '@/lib/routes';
import { Link } from '@/components/link';

export type FaqAnswerProps = { answer: string; link?: { label: string; to: RouteKey } };

/** A plain-text answer as paragraphs (split on blank lines), with an optional link to a page. */
export function FaqAnswer({ answer, link }: FaqAnswerProps) {
  return (
    <div className="space-y-3">
      {answer.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
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
