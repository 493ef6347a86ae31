/**
 * Every module that states facts (lib/fact.ts), with its file: the release build walks this list
 * and warns about each fact checked more than 12 months ago or not confirmed on its official page
 * (scripts/release-check.ts). A new facts module is one line here.
 */
import * as facts from '@/content/facts';

export type FactModule = { file: string; module: Record<string, unknown> };

export const factModules: FactModule[] = [
  { file: 'content/facts.ts', module: facts },
  // { file: 'content/visa-funds.ts', module: visaFunds }, with `import * as visaFunds from '@/content/visa-funds'`
];
