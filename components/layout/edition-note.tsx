import { contentFor } from '@/content/i18n';
import { editionReviews, isPageReviewed } from '@/content/editions';
import type { EditionLocale } from '@/lib/locale';
import { href, type RouteKey } from '@/content/routes';

/**
 * Until a native speaker has reviewed an edition or the page (content/editions/<locale>.yaml, signed off in /admin/), each of its pages
 * says so at the top, in its language, and links the English page, which is authoritative.
 */
export function EditionNote({ locale, page }: { locale: EditionLocale; /** The English page (or article) the note links. */ page: RouteKey }) {
  if (isPageReviewed(editionReviews, locale, page)) return null;
  const { reviewNote } = contentFor(locale).shell;
  return (
    <p
      data-edition-note=""
      data-pagefind-ignore=""
      className="mt-16 border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {reviewNote.text}{' '}
      <a href={href(page)} hrefLang="en" className="font-semibold underline">
        {reviewNote.link}
      </a>
    </p>
  );
}
