/** STUB (English): to be replaced by the te translation of calculatorScriptNote and ieltsTool in content/tools.ts. */
export { calculatorScriptNote, ieltsTool } from '@/content/tools';
