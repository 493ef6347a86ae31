/** STUB (English): to be replaced by the hi translation of calculatorScriptNote and ieltsTool in content/tools.ts. */
export { calculatorScriptNote, ieltsTool } from '@/content/tools';
