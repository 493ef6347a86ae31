/**
 * Whether a native speaker has reviewed each edition, or some of its pages (content/editions/<te|hi>.yaml,
 * checked at build against ./schema.ts; docs/operator-guide.md, "Telugu and Hindi editions"). Until a
 * page is signed off (on its own, or with the whole edition) it says, in its language, that the
 * translation awaits review and links the English page; a release build warns about each edition not
 * reviewed as a whole. A sign-off naming a page the edition does not have stops the build here, naming
 * the file and the field.
 */
import allEditionReviews from '@/.content-collections/generated/allEditionReviews.js';
import { articleFiles, articles } from '@/content/articles';
import { hasPageFile } from '@/content/pages';
import { EDITION_LOCALES, LANGUAGES, type EditionLocale } from '@/lib/locale';
import { editionPageKeys, getRoute, pageIdOf } from '@/lib/routes';
import type { EditionReviewsDocument } from '@/tooling/edition-data-collections';
import type { EditionReview } from './schema';

export type { EditionReview } from './schema';

/** An edition's sign-off: of the whole edition, and of pages one by one, by route key ("mbbs", an article's English key "blog3"). */
export type EditionReviews = EditionReview & { pages?: Record<string, EditionReview> };

/** A sign-off file the site cannot read as it expects: the build names the file and the field. */
export class EditionReviewError extends Error {}

/**
 * The pages a sign-off of an edition may name: its pages (those with a page file in its language,
 * published or not) and its translated articles, by the English article's key, each with the English
 * label the editor lists it by.
 */
export function signOffPages(locale: EditionLocale): { key: string; label: string }[] {
  const pages = editionPageKeys.filter((page) => hasPageFile(pageIdOf(page), locale)).map((page) => ({ key: page as string, label: getRoute(page).label }));
  const translated = articleFiles
    .filter((a) => a.language === locale)
    .flatMap((a) => articles.filter((en) => en.slug === a.slug).map((en) => ({ key: en.key as string, label: en.title })));
  return [...pages, ...translated];
}

/** A sign-off file as the site reads it, its pages checked against those the edition has (`known`). */
export function reviewsFrom(file: EditionReviewsDocument, known: readonly string[]): EditionReviews {
  const { pages = [], reviewed, reviewer, reviewedOn } = file;
  const unknown = pages.findIndex((p) => !known.includes(p.page));
  if (unknown >= 0)
    throw new EditionReviewError(
      `${file.source}: pages.${unknown}.page: the edition has no page “${pages[unknown].page}”: one of ${known.join(', ')} (choose it from the list in /admin/)`,
    );
  return { reviewed, reviewer, reviewedOn, pages: Object.fromEntries(pages.map(({ page, ...review }) => [page, review])) };
}

function reviewsOf(locale: EditionLocale): EditionReviews {
  const file = allEditionReviews.find((f) => f.locale === locale);
  if (!file)
    throw new EditionReviewError(
      `content/editions/${locale}.yaml: missing (the ${LANGUAGES[locale].name} edition's sign-off; "reviewed: false" until it is reviewed)`,
    );
  return reviewsFrom(
    file,
    signOffPages(locale).map((p) => p.key),
  );
}

export const editionReviews = Object.fromEntries(EDITION_LOCALES.map((locale) => [locale, reviewsOf(locale)])) as Record<EditionLocale, EditionReviews>;

/** Whether a page of an edition has been reviewed: the whole edition, or that page on its own. */
export const isPageReviewed = (reviews: Record<string, EditionReviews>, locale: string, page: string): boolean =>
  Boolean(reviews[locale]?.reviewed || reviews[locale]?.pages?.[page]?.reviewed);
