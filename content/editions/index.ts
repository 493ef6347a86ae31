/**
 * Whether a native speaker has signed off each page of each edition against its English as it is now
 * (content/editions/<te|hi>.yaml, checked at build against ./schema.ts; docs/operator-guide.md,
 * "Telugu and Hindi editions"). A sign-off counts while every English file the page shows has the
 * hash it had at sign-off and has a translation (./sources.ts); otherwise the page says, in its
 * language, that the translation awaits review and links the English page, and a release build lists
 * what needs translating. A sign-off naming a page the edition does not have stops the build here,
 * naming the file and the field.
 */
import allEditionReviews from '@/.content-collections/generated/allEditionReviews.js';
import { articleFiles, articles } from '@/content/articles';
import { hasPageFile } from '@/content/pages';
import { EDITION_LOCALES, LANGUAGES, type EditionLocale } from '@/lib/locale';
import { editionPageKeys, getRoute, pageIdOf } from '@/content/routes';
import type { EditionReviewsDocument } from '@/content/editions/schema';
import { signedPage, type EditionReview } from './schema';
import { englishSources, untranslated, versionOf, type SourceFile, type Untranslated } from './sources';

export type { EditionReview } from './schema';

/** An edition's sign-offs that count (by route key, "mbbs", or an article's English key, "blog3"), and whether every page has one. */
export type EditionReviews = { reviewed: boolean; pages?: Record<string, EditionReview> };

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

/** Where a page of an edition stands: signed off against its English as it is now, or why not. */
export type PageStatus = {
  page: string;
  label: string;
  state: 'reviewed' | 'not signed off' | 'English changed' | 'untranslated';
  review?: EditionReview;
  /** The English files changed since the sign-off (or new since). */
  changed: string[];
  /** What the page shows in English: files with no translation, fields a translation leaves out. */
  untranslated: Untranslated[];
};

/**
 * A page's status from its sign-off (if any), its English files as they are and what it shows
 * untranslated: signed off and current while every English file has a hash the sign-off recorded (a
 * file removed since changes nothing to translate) and no file lacks its translation.
 */
export function pageStatus(
  page: { key: string; label: string },
  signOff: (EditionReview & { against: string[] }) | undefined,
  sources: readonly SourceFile[],
  missing: readonly Untranslated[],
): PageStatus {
  const base = { page: page.key, label: page.label, untranslated: [...missing] };
  if (!signOff?.reviewed) return { ...base, state: 'not signed off', changed: [] };
  const { against, ...review } = signOff;
  const changed = sources.filter((s) => !against.includes(s.hash)).map((s) => s.file);
  const state = changed.length ? 'English changed' : missing.some((m) => !m.field) ? 'untranslated' : 'reviewed';
  return { ...base, state, review, changed };
}

/** An edition's pages' statuses, its sign-off file's pages checked against those the edition has. */
export function statusesFrom(
  file: EditionReviewsDocument,
  known: readonly { key: string; label: string }[],
  sourcesOf: (page: string) => SourceFile[] = englishSources,
  missingOf: (page: string) => Untranslated[] = (page) => untranslated(page, file.locale),
): PageStatus[] {
  const entries = (file.pages ?? []).map(({ page, ...review }) => ({ ...signedPage(page), ...review }));
  const unknown = entries.findIndex((e) => !known.some((k) => k.key === e.page));
  if (unknown >= 0)
    throw new EditionReviewError(
      `${file.source}: pages.${unknown}.page: the edition has no page “${entries[unknown].page}”: one of ${known.map((k) => k.key).join(', ')} (choose it from the list in /admin/)`,
    );
  return known.map((page) => {
    const entry = entries.find((e) => e.page === page.key);
    return pageStatus(
      page,
      entry && { reviewed: entry.reviewed, reviewer: entry.reviewer, reviewedOn: entry.reviewedOn, against: entry.against },
      sourcesOf(page.key),
      missingOf(page.key),
    );
  });
}

/** The sign-offs that count, from the pages' statuses. */
export function reviewsFrom(statuses: readonly PageStatus[]): EditionReviews {
  const counting = statuses.filter((s) => s.state === 'reviewed');
  return { reviewed: counting.length === statuses.length, pages: Object.fromEntries(counting.map((s) => [s.page, s.review!])) };
}

function statusesOf(locale: EditionLocale): PageStatus[] {
  const file = allEditionReviews.find((f) => f.locale === locale);
  if (!file)
    throw new EditionReviewError(
      `content/editions/${locale}.yaml: missing (the ${LANGUAGES[locale].name} edition's sign-off; "pages: []" until a page is signed off)`,
    );
  return statusesFrom(file, signOffPages(locale));
}

/** Each edition's pages' statuses. */
export const editionStatuses = Object.fromEntries(EDITION_LOCALES.map((locale) => [locale, statusesOf(locale)])) as Record<EditionLocale, PageStatus[]>;

export const editionReviews = Object.fromEntries(EDITION_LOCALES.map((locale) => [locale, reviewsFrom(editionStatuses[locale])])) as Record<
  EditionLocale,
  EditionReviews
>;

/** The value a sign-off saves for a page as its English is now: "<page>@<its files' hashes>". */
export const signOffValue = (page: string) => `${page}@${versionOf(englishSources(page))}`;

/** Whether a page of an edition counts as reviewed: signed off against its English as it is now. */
export const isPageReviewed = (reviews: Record<string, EditionReviews>, locale: string, page: string): boolean =>
  Boolean(reviews[locale]?.pages?.[page]?.reviewed);
