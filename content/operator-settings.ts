/**
 * The operator's facts in effect: content/operator.json (the data file staff edit, in the CMS or by
 * hand), or the complete set from the JSON file named by OPERATOR_FILE (scripts/operator-env.mjs
 * passes it on as OPERATOR_JSON). Plain data only: the schema (content/operator-schema.ts, zod) is
 * applied at build time by scripts/release-check.ts.
 */
import operatorFile from '@/content/operator.json';
import type { Operator } from '@/content/operator-schema';

const injected = process.env.OPERATOR_JSON;

export const operator: Operator = injected ? (JSON.parse(injected) as Operator) : (operatorFile as Operator);

/** Where an operator changes a field, for messages: the JSON file named by OPERATOR_FILE, or content/operator.json. */
export const operatorSourceFile = injected ? process.env.OPERATOR_FILE || 'OPERATOR_FILE' : 'content/operator.json';

/** The operator's own figures that words may name ({{studentsHelped}}, {{replyWithinHours}}); yearsOfExperience and foundedYear come from the founding year. */
export const OPERATOR_FIGURES = [
  'studentsHelped',
  'successRate',
  'partnerUniversities',
  'countries',
  'bankingPartners',
  'mockTests',
  'replyWithinHours',
  'yearsOfExperience',
  'foundedYear',
] as const;
export type OperatorFigure = (typeof OPERATOR_FIGURES)[number];
