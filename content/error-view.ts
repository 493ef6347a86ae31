/**
 * The error view's words in English (its client component ships with every page, so they stay a
 * small module of their own; the editions' are content/error-view-words/<locale>.ts, fetched when an
 * error happens).
 */
export type ErrorViewTexts = { title: string; /** Said under the title: the page's content follows. */ note: string; retry: string };

export const errorView: ErrorViewTexts = {
  title: 'Part of this page did not start',
  note: 'The page is shown below without it. Try again, or carry on reading.',
  retry: 'Try again',
};
