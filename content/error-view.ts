/**
 * The error view's words in English (its client component ships with every page, so they stay a
 * small module of their own; the editions' are content/i18n/te|hi/error-view.ts, fetched when an
 * error happens).
 */
export type ErrorViewTexts = { title: string; unknown: string; retry: string };

export const errorView: ErrorViewTexts = {
  title: 'Unexpected Application Error!',
  unknown: 'Unknown error',
  retry: 'Try again',
};
