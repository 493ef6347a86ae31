/**
 * The editions' sign-off files as the content build writes them (tooling/edition-data-collections.ts),
 * typed from their schema (content/editions/index.ts imports them directly, as content/facts/load.ts
 * does its files, not through the 'content-collections' module).
 */
declare module '@/.content-collections/generated/allEditionReviews.js' {
  const files: import('@/tooling/edition-data-collections').EditionReviewsDocument[];
  export default files;
}
