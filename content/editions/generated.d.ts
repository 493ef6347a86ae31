/**
 * The editions' sign-off files as the content build writes them (tooling/edition-data-collections.ts),
 * typed from their schema (content/editions/index.ts imports them directly, as content/facts/load.ts
 * does its files, not through the 'content-collections' module).
 */
declare module '@/.content-collections/generated/allEditionReviews.js' {
  const files: import('@/content/editions/schema').EditionReviewsDocument[];
  export default files;
}

/** The FAQ entries as the content build writes them (content-collections.ts faqCollection): the fields the sign-off hashes. */
declare module '@/.content-collections/generated/allFaqEntries.js' {
  const entries: { name: string; language: string; section: string; source: string; question: string; answer: string }[];
  export default entries;
}

/** The articles as the content build writes them: the fields the sign-off hashes (the body as compiled, before figures are filled in). */
declare module '@/.content-collections/generated/allArticles.js' {
  const files: { source: string; title: string; description: string; body: string }[];
  export default files;
}
