/**
 * The operator's facts in effect: config/operator.ts, or the complete set from the JSON file named
 * by OPERATOR_FILE (scripts/operator-env.mjs passes it on as OPERATOR_JSON). Plain data only: the
 * schema (tooling/operator-schema.ts, zod) is applied at build time by scripts/release-check.ts.
 */
import { operatorDefaults } from '@/config/operator';
import type { Operator } from '@/tooling/operator-schema';

const injected = process.env.OPERATOR_JSON;

export const operator: Operator = injected ? (JSON.parse(injected) as Operator) : operatorDefaults;

/** Where an operator changes a field, for messages: the JSON file or config/operator.ts. */
export const operatorSourceFile = injected ? process.env.OPERATOR_FILE || 'OPERATOR_FILE' : 'config/operator.ts';
