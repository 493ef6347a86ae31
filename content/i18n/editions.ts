/**
 * Whether a native speaker has reviewed each edition, or some of its pages (docs/operator-guide.md,
 * "Telugu and Hindi editions"). Until a page is reviewed (its entry in `pages`, or the whole
 * edition), it says, in its language, that the translation awaits review and links the English
 * page; a release build warns about each edition not reviewed as a whole.
 */
import type { EditionLocale } from '@/content/i18n/types';

export type EditionReview = {
  reviewed: boolean;
  /** Who reviewed it (name, and their relation to the business if useful). */
  reviewer?: string;
  /** When, YYYY-MM-DD. */
  reviewedOn?: string;
};

export type EditionReviews = EditionReview & {
  /**
   * Pages reviewed one by one, by route key ("mbbs", "services", an article's "blog3"): the operator
   * flips a page here once its reviewer has signed it off, before the whole edition is.
   */
  pages?: Record<string, EditionReview>;
};

export const editionReviews: Record<EditionLocale, EditionReviews> = {
  te: { reviewed: false },
  hi: { reviewed: false },
};

/** Whether a page of an edition has been reviewed: the whole edition, or that page on its own. */
export const isPageReviewed = (reviews: Record<string, EditionReviews>, locale: string, page: string): boolean =>
  Boolean(reviews[locale]?.reviewed || reviews[locale]?.pages?.[page]?.reviewed);
