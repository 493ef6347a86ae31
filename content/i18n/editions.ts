/**
 * Whether a native speaker has reviewed each edition (docs/operator-guide.md, "Telugu and Hindi
 * editions"). Until `reviewed` is true, every page of the edition says, in its language, that the
 * translation awaits review and links the English page; a release build warns about it.
 */
import type { EditionLocale } from '@/content/i18n/types';

export type EditionReview = {
  reviewed: boolean;
  /** Who reviewed it (name, and their relation to the business if useful). */
  reviewer?: string;
  /** When, YYYY-MM-DD. */
  reviewedOn?: string;
};

export const editionReviews: Record<EditionLocale, EditionReview> = {
  te: { reviewed: false },
  hi: { reviewed: false },
};
