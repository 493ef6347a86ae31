/**
 * The facts files as the content build writes them (content-collections.ts), typed from their
 * schema (content/facts/load.ts imports them directly, not through the 'content-collections'
 * module, whose types are the whole content configuration's: see FactFile).
 */
declare module '@/.content-collections/generated/allFactFiles.js' {
  const factFiles: import('@/content/facts/load').FactFile[];
  export default factFiles;
}
