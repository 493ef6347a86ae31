/**
 * The glossaries as the content build writes them (tooling/edition-data-collections.ts), typed from
 * their schema (content/glossary/index.ts imports them directly, as content/facts/load.ts does its
 * files, not through the 'content-collections' module).
 */
declare module '@/.content-collections/generated/allGlossaries.js' {
  const files: import('@/content/glossary/schema').GlossaryDocument[];
  export default files;
}
