/**
 * Every module that states facts (lib/fact.ts), with its file: the release build walks this list
 * and warns about each fact checked more than 12 months ago or not confirmed on its official page
 * (scripts/release-check.ts). A new facts module is one line here.
 */
import * as facts from '@/content/facts';
import * as visaFunds from '@/content/visa-funds';

export type FactModule = { file: string; module: Record<string, unknown> };

export const factModules: FactModule[] = [
  // A fact that one module takes from another is reported once, at the first module listing it:
  // the one that writes it comes first.
  { file: 'content/visa-funds.ts', module: visaFunds },
  { file: 'content/facts.ts', module: facts },
];
